import ArchlintProject
import ArchlintBase
import ArchlintDiscovery
import ArchlintFacts
import ArchlintManifest

/// A module: the targets of projects that build it (usually one), the pseudo-module of files no
/// target compiles, or an external module that is only ever depended on (an SDK framework, a
/// remote package's product).
public struct ModuleNode: Sendable {
    public enum Kind: Sendable, Equatable {
        case target(ProjectTarget.Kind)
        case folder
        case external
    }

    /// The target's name, as its project writes it (code imports it by its module name, which
    /// `moduleIndex` also knows: `my_tool` for `my-tool`).
    public var name: String
    public var kind: Kind
    /// The project files declaring a target of this name (usually one).
    public var projectPaths: [String] = []
    /// Where the first target is declared in its project file.
    public var declaration: ProjectPosition?
    public var files: [Int] = []
    /// Declared with `.defaultIsolation(MainActor.self)`.
    public var defaultIsolationMainActor = false

    public var isInternal: Bool { kind != .external }

    public var isTest: Bool { kind == .target(.test) }
}

/// A dependency between modules, labelled with where it is declared.
public struct ModuleEdge: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case manifest
        case `import`
    }

    public var from: Int
    public var to: Int
    public var kind: Kind
    /// The project file (for a manifest edge: a `Package.swift`, an Xcode, Tuist or XcodeGen
    /// project) or the importing file, relative to the root.
    public var file: String
    public var line: Int
    public var column: Int
    /// The dependency as written: `product:X@package`, `target:Y`, `sdk:UIKit`…, or the import path.
    public var detail: String
    public var isTestable: Bool
    public var conditions: [String]
    /// For an import: the importing file's index.
    public var fileIndex: Int32?
}

/// A type declaration, located: the file and the index of the declaration in it.
public struct TypeSymbol: Sendable, Hashable {
    public var file: Int32
    public var declaration: Int32
    public var module: Int32

    public init(file: Int32, declaration: Int32, module: Int32) {
        self.file = file
        self.declaration = declaration
        self.module = module
    }
}

/// A reference resolved to the declaration it names.
public struct ResolvedReference: Sendable {
    /// Index in the file's `references`.
    public var reference: Int32
    public var target: TypeSymbol
}

/// The graph stage: modules with their manifest and import edges, and the type graph (which file
/// declares which type, which file references which type). Built once, read by every rule.
public struct DependencyGraph: Sendable {
    public internal(set) var repository: RepositoryFacts
    public internal(set) var modules: [ModuleNode] = []
    public internal(set) var moduleIndex: [String: Int] = [:]
    public internal(set) var edges: [ModuleEdge] = []
    /// The edges per pair of modules.
    public internal(set) var dependencies = ModuleDependencies(edges: [])
    /// Per module name code imports, the targets building a module of that name.
    /// By their bytes (`NameMap`): every import of every file is looked up here.
    var modulesByImportName = NameMap<[Int]>()
    /// Per module, the modules its project declares it depends on.
    var declaredDependencies: [Int: Set<Int>] = [:]
    /// Declarations by qualified name (`Outer.Inner`), extensions excluded.
    var typesByQualifiedName = NameMap<Declared>()
    /// Every extension declaration, in file and declaration order.
    var extensionSymbols: [TypeSymbol] = []
    /// What each extension extends, when it is a type of the repository, and the reverse.
    var extendedTypes: [TypeSymbol: TypeSymbol] = [:]
    var extensionsOfType: [TypeSymbol: [TypeSymbol]] = [:]
    /// Per file, its references that resolve to a declaration of the repository, once resolved.
    let resolutions: ResolutionStore
    /// Per file, the modules its imports name (resolved to module indices), and those their
    /// `@_exported import`s make visible in turn.
    public internal(set) var importedModules: [[Int]] = []
    /// Per file, the modules visible only through another module's `@_exported import`.
    public internal(set) var reexportedModules: [[Int]] = []
    /// Per file, its imports that some build of its target compiles (not under `#if false` or an
    /// undefined flag of a package target).
    var activeImports: [[ImportFact]] = []
    /// For a file several modules compile: per module, its imports a build of that module compiles
    /// (what `imports(ofFile:in:)` answers).
    var importsByTarget: [Int: [Int: [ImportFact]]] = [:]
    /// Per module, the build of each target building it: its flags and platforms, where known.
    var moduleBuilds: [[CompilationConditions]] = []
    /// The build of each target, by project path and target name.
    var targetBuilds: [String: [String: CompilationConditions]] = [:]
    /// Per file, its `#if` condition sets that no build of its targets compiles (`#if false`, a
    /// flag the package target never defines, `os(macOS)` in an iOS app); empty for nearly every file.
    var deadConditionSets: [[Int32]] = []
    /// Per file several targets compile, per module it is compiled into, the condition sets that
    /// module's builds never compile (`#if !os(watchOS)` in a watch app's copy).
    var deadConditionSetsByModule: [Int32: [Int32: [Int32]]] = [:]
    /// Per file, the index of its module.
    public internal(set) var fileModules: [Int32] = []
    /// Per file several targets compile, the modules of its other targets: its types are declared in each.
    var otherFileModules: [Int32: [Int32]] = [:]
    /// Per file, its types that no other file sees (top-level `private` and `fileprivate` ones and
    /// the types nested in them), by qualified name.
    var filePrivateTypes: [Int32: [Substring: TypeSymbol]] = [:]
    /// The simple names of all declared types: a reference none of whose leading components is one
    /// of these cannot resolve, which rules out most references (to SDK and library types) at once.
    var declaredSimpleNames = NameSet()
    /// The simple names of nested types: only names with one of these depend on where they are written.
    var nestedSimpleNames = NameSet()
    /// Names a type may get from what it adopts or extends (generic parameters, associated types):
    /// a reference starting with one of these depends on where it is written too.
    var shadowableNames = KnownMemberTypes.allNames
    /// Per type (qualified name), the simple names of the types nested in it: a name depends on
    /// where it is written only inside a type that has such a nested type.
    var nestedNamesByParent = NameMap<NameSet>()

    /// Builds the graph and resolves the references of every file, or only of the files in
    /// `resolving` (the others are resolved if and when a rule asks).
    public init(repository: RepositoryFacts, workers: Int = availableCores, resolving: Set<Int>? = nil) {
        self.repository = repository
        resolutions = ResolutionStore(fileCount: repository.files.count)
        var timer = StageTimer()
        buildModules()
        findDeadCode()
        buildManifestEdges()
        buildImportEdges()
        addReexportedModules()
        dependencies = ModuleDependencies(edges: edges)
        buildSymbols()
        timer.lap("graph: modules, edges, symbols")
        resolveExtensions(workers: workers)
        resolveReferences(inFiles: resolving.map { $0.sorted() } ?? Array(repository.files.indices), workers: workers)
        timer.lap("graph: resolve references")
    }

    // MARK: Modules

    @discardableResult
    mutating func node(_ name: String, kind: ModuleNode.Kind) -> Int {
        if let index = moduleIndex[name] {
            if modules[index].kind == .external, kind != .external { modules[index].kind = kind }
            return index
        }
        moduleIndex[name] = modules.count
        modules.append(ModuleNode(name: name, kind: kind))
        return modules.count - 1
    }

    private mutating func buildModules() {
        var builds: [Int: [CompilationConditions]] = [:]
        for project in repository.projects {
            for target in project.targets {
                let index = node(target.name, kind: .target(target.kind))
                modules[index].projectPaths.append(project.path)
                if modules[index].declaration == nil { modules[index].declaration = target.position }
                if target.defaultIsolationMainActor { modules[index].defaultIsolationMainActor = true }
                let build = CompilationConditions(defines: target.defines.map { Set($0) }, platforms: target.platforms.map { Set($0) })
                builds[index, default: []].append(build)
                targetBuilds[project.path, default: [:]][target.name] = build
                // Code imports the target by its module name (`my_tool` for `my-tool`).
                if target.name != target.moduleName, moduleIndex[target.moduleName] == nil { moduleIndex[target.moduleName] = index }
                modulesByImportName.modify(target.moduleName, initial: []) { if !$0.contains(index) { $0.append(index) } }
            }
        }
        fileModules.reserveCapacity(repository.files.count)
        for (fileIndex, file) in repository.files.enumerated() {
            let index = node(file.module.module, kind: file.module.targetKind.map { .target($0) } ?? .folder)
            modules[index].files.append(fileIndex)
            fileModules.append(Int32(index))
            for membership in file.module.targets.dropFirst() where membership.target != file.module.module {
                let other = node(membership.target, kind: .target(membership.kind))
                modules[other].files.append(fileIndex)
                otherFileModules[Int32(fileIndex), default: []].append(Int32(other))
            }
        }
        // A module of no target (files outside every project) builds in ways nobody can tell.
        moduleBuilds = modules.indices.map { builds[$0] ?? [CompilationConditions(defines: nil)] }
    }

    /// The graph's name of an imported module: its target's name for a module of the repository
    /// (`my-tool` for `import my_tool`), else the name as imported.
    public func moduleName(imported name: String) -> String {
        moduleIndex[name].map { modules[$0].name } ?? name
    }

    /// Whether the repository declares a type (at any depth) with this simple name.
    public func declaresType(named name: String) -> Bool {
        declaredSimpleNames.contains(name)
    }

    public func module(named name: String) -> ModuleNode? {
        moduleIndex[name].map { modules[$0] }
    }

    /// The module a file belongs to.
    public func moduleIndex(ofFile file: Int) -> Int {
        Int(fileModules[file])
    }

    /// Every module a file is compiled into, its own first (more than one for a file several
    /// targets compile).
    public func modules(ofFile file: Int) -> [Int] {
        let targets = repository.files[file].module.targets
        guard targets.count > 1 else { return [Int(fileModules[file])] }
        var result = [Int(fileModules[file])]
        for membership in targets.dropFirst() {
            if let index = moduleIndex[membership.target], !result.contains(index) { result.append(index) }
        }
        return result
    }

    // MARK: Edges

    private mutating func buildManifestEdges() {
        let index = ProjectIndex(repository.projects)
        for project in repository.projects {
            for target in project.targets {
                let from = moduleIndex[target.name]!
                for dependency in target.dependencies {
                    for name in index.modules(for: dependency, in: project) {
                        let to = node(name, kind: .external)
                        guard to != from else { continue }
                        declaredDependencies[from, default: []].insert(to)
                        edges.append(ModuleEdge(
                            from: from, to: to, kind: .manifest, file: dependency.position.file ?? project.path, line: dependency.position.line,
                            column: dependency.position.column, detail: dependency.reference, isTestable: false,
                            conditions: dependency.condition.map { [$0] } ?? []))
                    }
                }
            }
        }
    }

    private mutating func findDeadCode() {
        deadConditionSets = Array(repeating: [], count: repository.files.count)
        // Per build of each module, what each condition evaluates to: the same few conditions
        // (`os(Linux)`, `canImport(Darwin)`) recur in file after file.
        var truths = moduleBuilds.map { builds in builds.map { _ in [String: CompilationConditions.Truth]() } }
        for fileIndex in repository.files.indices {
            // Most files have no `#if`: they are told apart without a copy of their facts.
            guard repository[factsOf: fileIndex].conditionSets.count > 1 else { continue }
            let facts = repository[factsOf: fileIndex]
            let modules = modules(ofFile: fileIndex)
            func dead(in builds: [CompilationConditions]) -> [Int32] {
                (1..<Int32(facts.conditionSets.count)).filter { !CompilationConditions.canHold(facts.conditions($0), inOneOf: builds) }
            }
            // Dead when no build of any target compiling the file compiles it.
            deadConditionSets[fileIndex] = (1..<Int32(facts.conditionSets.count)).filter { set in
                !modules.contains { module in
                    moduleBuilds[module].indices.contains { build in
                        facts.conditions(set).allSatisfy { condition in
                            if let known = truths[module][build][condition] { return known != .no }
                            let truth = moduleBuilds[module][build].evaluate(condition)
                            truths[module][build][condition] = truth
                            return truth != .no
                        }
                    }
                }
            }
            guard modules.count > 1 else { continue }
            for module in modules { deadConditionSetsByModule[Int32(fileIndex), default: [:]][Int32(module)] = dead(in: builds(ofFile: fileIndex, in: module)) }
        }
    }

    /// Whether some build of the file's targets compiles code under the file's condition set
    /// `conditionSet` (0: outside any `#if`).
    public func compiles(conditionSet: Int32, inFile file: Int) -> Bool {
        conditionSet == 0 || !deadConditionSets[file].contains(conditionSet)
    }

    /// Whether some build compiles the file's reference `reference`.
    public func compiles(reference: Int, inFile file: Int) -> Bool {
        deadConditionSets[file].isEmpty || compiles(conditionSet: repository[factsOf: file].conditionSet(ofReference: reference), inFile: file)
    }

    /// Whether a build of `module` (one of the modules compiling the file) compiles code under the
    /// file's condition set `conditionSet`: a file an iOS app and its watch app share is, as the
    /// watch's code, only what watchOS builds compile.
    public func compiles(conditionSet: Int32, inFile file: Int, in module: Int) -> Bool {
        guard conditionSet != 0, let byModule = deadConditionSetsByModule[Int32(file)] else { return compiles(conditionSet: conditionSet, inFile: file) }
        return !(byModule[Int32(module)]?.contains(conditionSet) ?? false)
    }

    /// Whether a build of `module` compiles the file's reference `reference`.
    public func compiles(reference: Int, inFile file: Int, in module: Int) -> Bool {
        deadConditionSets[file].isEmpty && deadConditionSetsByModule[Int32(file)] == nil
            || compiles(conditionSet: repository[factsOf: file].conditionSet(ofReference: reference), inFile: file, in: module)
    }

    private mutating func buildImportEdges() {
        importedModules = Array(repository.files.indices.map { _ in [] })
        activeImports = Array(repeating: [], count: repository.files.count)
        for fileIndex in repository.files.indices { addImports(ofFile: fileIndex) }
    }

    /// Sets a file's active imports and the modules they name, and appends its import edges.
    mutating func addImports(ofFile fileIndex: Int) {
        let path = repository.files[fileIndex].path
        let facts = repository.addressOfFacts(ofFile: fileIndex)
        // The file's own array when every import holds (as nearly always): no copy to keep. (The
        // closures are written in place: one kept in a constant would copy the whole graph.)
        var imports = facts.pointee.imports
        if !imports.allSatisfy({ compiles(conditionSet: $0.conditionSet, inFile: fileIndex) }) {
            imports = imports.filter { compiles(conditionSet: $0.conditionSet, inFile: fileIndex) }
        }
        activeImports[fileIndex] = imports
        let own = Int(fileModules[fileIndex])
        importedModules[fileIndex] = imports.map { module(imported: $0.module, by: own) ?? node($0.module, kind: .external) }
        importsByTarget[fileIndex] = nil
        // A file several targets compile imports, in each, what that target's flags let through.
        let judgedPerTarget = deadConditionSetsByModule[Int32(fileIndex)] != nil
        for importer in modules(ofFile: fileIndex) {
            let targetImports = computeImports(ofFile: fileIndex, in: importer)
            if judgedPerTarget { importsByTarget[fileIndex, default: [:]][importer] = targetImports }
            // Its own module's imports are the active ones, whose modules were just looked up.
            let lookedUp = importer == own && !judgedPerTarget ? importedModules[fileIndex] : nil
            for (position, item) in targetImports.enumerated() {
                let to = lookedUp?[position] ?? module(imported: item.module, by: importer) ?? node(item.module, kind: .external)
                guard importer != to else { continue }
                edges.append(ModuleEdge(
                    from: importer, to: to, kind: .import, file: path, line: Int(item.position.line),
                    column: Int(item.position.column), detail: item.written,
                    isTestable: item.attributes.contains { $0.hasPrefix("@testable") },
                    conditions: facts.pointee.conditions(item.conditionSet), fileIndex: Int32(fileIndex)))
            }
        }
    }

    /// The module `import name` written in `importer`'s code brings in: among the targets building
    /// a module of that name (an iOS and a macOS framework, a package's target and an Xcode
    /// project's), the one `importer` declares a dependency on, else one of its own project, else
    /// the first; nil for a module of no target.
    public func module(imported name: String, by importer: Int) -> Int? {
        guard let candidates = modulesByImportName[name] else { return moduleIndex[name] }
        guard candidates.count > 1 else { return candidates[0] }
        if let declared = candidates.first(where: { declaredDependencies[importer]?.contains($0) ?? false }) { return declared }
        let projects = Set(modules[importer].projectPaths)
        return candidates.first { modules[$0].projectPaths.contains(where: projects.contains) } ?? candidates[0]
    }

    /// A file's imports that a build of `module` (one of the targets compiling the file) compiles.
    public func imports(ofFile file: Int, in module: Int) -> [ImportFact] {
        importsByTarget[file]?[module] ?? computeImports(ofFile: file, in: module)
    }

    func computeImports(ofFile file: Int, in module: Int) -> [ImportFact] {
        guard deadConditionSetsByModule[Int32(file)] != nil else { return activeImports[file] }
        return repository[factsOf: file].imports.filter { compiles(conditionSet: $0.conditionSet, inFile: file, in: module) }
    }

    /// The builds of the targets that compile the file into `module` (not those of other targets
    /// sharing its name, which build other files).
    private func builds(ofFile file: Int, in module: Int) -> [CompilationConditions] {
        let builds = repository.files[file].module.targets.compactMap { membership in
            moduleIndex[membership.target] == module ? targetBuilds[membership.project]?[membership.target] : nil
        }
        return builds.isEmpty ? [CompilationConditions(defines: nil)] : builds
    }

    /// `import NIO` makes visible what NIO's files `@_exported import`, transitively; so does a
    /// file's own module (an `@_exported import` in one file of a module reaches all of them).
    private mutating func addReexportedModules() {
        var reexports: [Int: Set<Int>] = [:]
        for fileIndex in repository.files.indices {
            // Read in place, and only imports with attributes: a copy of each import retains all
            // it holds, and this runs on one core over every import of the repository.
            activeImports[fileIndex].withUnsafeBufferPointer { imports in
                for index in imports.indices where !imports[index].attributes.isEmpty {
                    guard imports[index].attributes.contains(where: { $0.hasPrefix("@_exported") }) else { continue }
                    let own = Int(fileModules[fileIndex])
                    if let module = module(imported: imports[index].module, by: own) { reexports[own, default: []].insert(module) }
                }
            }
        }
        reexportedModules = Array(repeating: [], count: repository.files.count)
        guard !reexports.isEmpty else { return }
        // A file that sees no module re-exporting another gains nothing: most files, told apart
        // without building the sets below.
        var reexporting = [Bool](repeating: false, count: modules.count)
        for module in reexports.keys { reexporting[module] = true }
        for fileIndex in repository.files.indices {
            let own = Int(fileModules[fileIndex])
            guard reexporting[own] || importedModules[fileIndex].contains(where: { reexporting[$0] }) else { continue }
            var visible = Set(importedModules[fileIndex] + [own])
            var queue = importedModules[fileIndex] + [own]
            var added: [Int] = []
            while let module = queue.popLast() {
                for exported in reexports[module] ?? [] where visible.insert(exported).inserted {
                    added.append(exported)
                    queue.append(exported)
                }
            }
            importedModules[fileIndex] += added
            reexportedModules[fileIndex] = added
        }
    }

    /// A file's imports that a build of its target can compile (`#if false` and flags its package
    /// target never defines left out).
    public func imports(ofFile file: Int) -> [ImportFact] {
        activeImports[file]
    }

    /// Edges leaving `module`, in declaration order.
    public func edges(from module: Int) -> [ModuleEdge] {
        edges.filter { $0.from == module }
    }
}
