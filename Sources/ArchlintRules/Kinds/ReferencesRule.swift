import ArchlintBase
import ArchlintFacts
import ArchlintGraph

/// `references`: names and qualified names a scope must not use (`URLSession`, `Task.detached`,
/// `UserDefaults.standard`), repository types of given layers or kinds it must not use, and names
/// that must go with an import (`Log.` requires `import OSLog`).
public struct ReferencesRule: RuleKind {
    public static let name = "references"
    public static let summary = "Code in scope must not use the listed names or types, or must import a module to use them."
    public static let subject = RuleSubject.files
    public static let options = [
        RuleOption("forbidden", .names, "names or qualified prefixes: `URLSession` matches `URLSession.shared.data…`, `Task.detached` matches `Task.detached(…)`, not `Task { }`; `SwiftUI.Image` matches only SwiftUI's `Image` (a use resolving to a type of another module, or in a file that does not see SwiftUI, is not it)."),
        RuleOption("forbiddenTypes", .objects([RuleOption("layers", .layers, "only types declared in these layers.")] + TypeSelector.options), "repository types that must not be used (all given parts must match), or a list of such selectors (a type matching any of them is forbidden)."),
        RuleOption("within", .object(TypeSelector.options), "only references inside these types."),
        RuleOption("requireImport", .textMap, "{ \"Name\": \"Module\" }: code using `Name` (or `Name.x`) must import Module."),
        RuleOption("ignorePreviews", .bool, default: "true", "references inside #Preview bodies do not count."),
    ]
    public static let notes = """
        Names are type-like names (`URLSession`, `_Storage`) with the members written after them, and
        calls of free functions (`print(…)`, `fatalError(…)`); a lower-case variable or member is no
        name. Names in comments and string text never count, nor generic parameters; a
        module-qualified name (`Foundation.URLSession`) counts as the name. A forbidden name is
        reported at each line that uses it; a forbidden type once per file, at its first use. An
        import satisfies `requireImport` only where its `#if` conditions hold: an import under
        `#if DEBUG` does not cover a use outside it. Code in the module itself, and code importing a
        module that `@_exported import`s it, needs no import.
        """

    public static let examples: [RuleExample] = [
        RuleExample(
            "Networking and detached tasks in a ViewModel",
            configuration: #"{ "kind": "references", "forbidden": ["URLSession", "Task.detached"], "within": { "names": ["ViewModel$"] } }"#,
            files: [
                ("App/HomeViewModel.swift", """
                    import Foundation
                    final class HomeViewModel {
                        func load() async throws {
                            let (data, _) = try await ↓URLSession.shared.data(from: url)
                            ↓Task.detached { print(data) }
                            Task { await self.refresh() }
                            _ = ↓Foundation.URLSession.shared
                        }
                    }
                    """),
                ("App/NetworkClient.swift", "final class NetworkClient { let session = URLSession.shared }"),
            ]),
        RuleExample(
            "Using Log without importing OSLog",
            configuration: #"{ "kind": "references", "requireImport": { "Log": "OSLog" } }"#,
            files: [
                ("App/A.swift", "import OSLog\nfunc a() { Log.network.info(\"ok\") }"),
                ("App/B.swift", "import Foundation\n// Log.network is used below\nfunc b() { ↓Log.network.error(\"failed\") }"),
                ("App/C.swift", "#if DEBUG\nimport OSLog\n#endif\nfunc c() { ↓Log.network.debug(\"release builds have no OSLog here\") }"),
                ("App/D.swift", "#if DEBUG\nimport OSLog\nfunc d() { Log.network.debug(\"debug only\") }\n#endif"),
            ]),
        RuleExample(
            "Test code out of scope; a library's own Tests folder is library code",
            configuration: #"{ "kind": "references", "forbidden": ["URLSession"], "scope": { "tests": false } }"#,
            files: [
                ("Package.swift", """
                    import PackageDescription
                    let package = Package(name: "P", targets: [.target(name: "Bench"), .testTarget(name: "BenchTests", dependencies: ["Bench"])])
                    """),
                ("Sources/Bench/Tests/Runner.swift", "let session = ↓URLSession.shared"),
                ("Tests/BenchTests/RunnerTests.swift", "let session = URLSession.shared"),
                ("App/UITests/Flow.swift", "let session = URLSession.shared"),
            ]),
        RuleExample(
            "A name used in its own module, or through a module that re-exports it",
            configuration: #"{ "kind": "references", "requireImport": { "LockedBox": "Box" } }"#,
            files: [
                ("Package.swift", """
                    import PackageDescription
                    let package = Package(name: "P", targets: [
                        .target(name: "Box"), .target(name: "Umbrella", dependencies: ["Box"]),
                        .target(name: "App", dependencies: ["Umbrella"]), .target(name: "Tool"),
                    ])
                    """),
                ("Sources/Box/LockedBox.swift", "public struct LockedBox {}\nlet shared = LockedBox()"),
                ("Sources/Umbrella/Exports.swift", "@_exported import Box"),
                ("Sources/Umbrella/Wrap.swift", "let wrapped = LockedBox()"),  // another file of the re-exporting module
                ("Sources/App/App.swift", "import Umbrella\nlet box = LockedBox()"),
                ("Sources/Tool/Tool.swift", "import Foundation\nlet box = ↓LockedBox()"),
            ]),
        RuleExample(
            "Code no build compiles is not checked: `#if false`, a flag neither the target nor a trait defines",
            configuration: #"{ "kind": "references", "forbidden": ["print"] }"#,
            files: [
                ("Package.swift", """
                    import PackageDescription
                    let package = Package(
                        name: "P",
                        traits: [.default(enabledTraits: []), "Tracing"],
                        targets: [.target(name: "Core", swiftSettings: [.define("VERBOSE")])]
                    )
                    """),
                ("Sources/Core/Log.swift", """
                    func a() { ↓print("always") }
                    #if false
                    func b() { print("never built") }
                    #endif
                    #if TRACE_IO
                    func c() { print("no target defines TRACE_IO") }
                    #elseif VERBOSE
                    func d() { ↓print("defined by the manifest") }
                    #endif
                    #if DEBUG
                    func e() { ↓print("debug builds") }
                    #endif
                    #if Tracing
                    func f() { ↓print("builds with the Tracing trait") }
                    #endif
                    """),
            ]),
        RuleExample(
            "A module-qualified name means that module's declaration: the app's own Image is not SwiftUI's",
            configuration: #"{ "kind": "references", "forbidden": ["SwiftUI.Image"] }"#,
            files: [
                ("App/Entities/Image.swift", "struct Image {\n    let url: String\n}"),
                ("App/Domain/Photo.swift", "import SwiftUI\nstruct Photo {\n    let image: Image\n    let view = ↓SwiftUI.Image(\"photo\")\n}"),
            ]),
        RuleExample(
            "SwiftUI's Image where a file sees SwiftUI, directly or through UIKit's re-exports",
            configuration: #"{ "kind": "references", "forbidden": ["SwiftUI.Image", "Foundation.URLSession"] }"#,
            files: [
                ("App/Domain/Badge.swift", "import SwiftUI\nstruct Badge {\n    let icon: ↓Image\n    let session = ↓URLSession.shared\n}"),
                ("App/Domain/Plain.swift", "import Darwin\nstruct Plain {\n    let icon: Image?\n}"),
            ]),
        RuleExample(
            "A ViewModel holding a data-layer concrete type instead of its protocol",
            configuration: #"{ "kind": "references", "within": { "names": ["ViewModel$"] }, "forbiddenTypes": { "layers": ["Data"], "kinds": ["class", "struct", "actor"] } }"#,
            layers: #"{ "Data": { "paths": ["**/Data/**"] }, "UI": { "paths": ["**/UI/**"] } }"#,
            files: [
                ("App/Data/UserRepository.swift", "protocol UserRepositoryProtocol {}\nfinal class UserRepository: UserRepositoryProtocol {}"),
                ("App/UI/UserViewModel.swift", "final class UserViewModel {\n    let repository: UserRepositoryProtocol\n    let concrete = ↓UserRepository()\n}"),
            ]),
    ]

    /// A kind of repository type that must not be used: a selector and the layers it lives in.
    struct ForbiddenTypes {
        var selector: TypeSelector
        var layers: [String]
    }

    var forbidden: [String]
    var forbiddenTypes: [ForbiddenTypes]
    var within: TypeSelector?
    var requireImport: [(name: String, module: String)]
    var ignorePreviews: Bool

    public init(options: inout ConfigObject) throws {
        forbidden = try options.strings("forbidden") ?? []
        forbiddenTypes = []
        if let value = options.raw("forbiddenTypes") {
            let entries: [JSONValue.Located]
            if case .array(let list) = value.value { entries = list } else { entries = [value] }
            for (offset, entry) in entries.enumerated() {
                let path = entries.count > 1 || { if case .array = value.value { return true }; return false }()
                    ? options.path("forbiddenTypes") + "[\(offset)]" : options.path("forbiddenTypes")
                var typeOptions = try ConfigObject(entry, file: options.file, keyPath: path)
                let layers = try typeOptions.strings("layers") ?? []
                let selector = try TypeSelector(reading: &typeOptions)
                try typeOptions.finish()
                forbiddenTypes.append(ForbiddenTypes(selector: selector, layers: layers))
            }
        }
        within = try options.contains("within") ? TypeSelector(&options, key: "within") : nil
        requireImport = []
        if var imports = try options.object("requireImport") {
            for key in imports.keys { requireImport.append((key, try imports.requiredString(key))) }
            try imports.finish()
        }
        ignorePreviews = try options.bool("ignorePreviews") ?? true
        if forbidden.isEmpty, forbiddenTypes.isEmpty, requireImport.isEmpty {
            throw options.error(nil, "a references rule needs \"forbidden\", \"forbiddenTypes\" or \"requireImport\"")
        }
    }

    /// `Foundation.URLSession.shared` → `URLSession.shared` in a file that imports Foundation (or
    /// for the standard library's `Swift.`): a module-qualified name is the name.
    static func withoutModule(_ chain: String, imports: [ImportFact]) -> String {
        // The dot found in the contiguous bytes: `UTF8View.firstIndex` steps index by index.
        let offset = chain.utf8.withContiguousStorageIfAvailable { $0.firstIndex(of: 46) }
            ?? chain.utf8.firstIndex(of: 46).map { chain.utf8.distance(from: chain.utf8.startIndex, to: $0) }
        guard let offset else { return chain }
        let dot = chain.utf8.index(chain.utf8.startIndex, offsetBy: offset)
        let head = chain[..<dot]
        guard head == "Swift" || imports.contains(where: { $0.module == head }) else { return chain }
        return String(chain[chain.index(after: dot)...])
    }

    /// `URLSession` matches `URLSession` and `URLSession.shared`; `Log.` matches members of `Log`.
    static func matches(_ chain: String, _ pattern: String) -> Bool {
        let (chain, pattern) = (chain.utf8, pattern.utf8)
        guard chain.count >= pattern.count, chain.starts(with: pattern) else { return false }
        return pattern.last == 46 || chain.count == pattern.count || chain[chain.index(chain.startIndex, offsetBy: pattern.count)] == 46
    }

    /// The bytes the patterns start with: a name `matches` no pattern unless it starts with one
    /// of them, which spares most names of a file the comparisons.
    struct FirstBytes {
        private var starts = [Bool](repeating: false, count: 256)

        init(_ patterns: [String]) {
            for pattern in patterns {
                guard let first = pattern.utf8.first else {
                    // An empty pattern matches an empty name or one starting with `.`: no filter.
                    starts = [Bool](repeating: true, count: 256)
                    return
                }
                starts[Int(first)] = true
            }
        }

        func mayStart(_ name: String) -> Bool {
            name.utf8.first.map { starts[Int($0)] } ?? true
        }

        /// Whether the part of `name` after its first `.` may start a pattern (false without one).
        func mayStartAfterFirstDot(_ name: String) -> Bool {
            var name = name
            return name.withUTF8 { utf8 in
                guard let dot = utf8.firstIndex(of: 46) else { return false }
                return dot + 1 < utf8.count ? starts[Int(utf8[dot + 1])] : true
            }
        }
    }

    /// Per declaration of one file, whether `within` selects it or a type enclosing it. The graph
    /// is passed to each call rather than kept: a copy of it would retain all its storage.
    struct WithinCache {
        let within: TypeSelector?
        let file: Int
        var known: [UInt8]

        init(_ within: TypeSelector?, file: Int, in graph: DependencyGraph) {
            self.within = within
            self.file = file
            known = within == nil ? [] : Array(filledWith: 0, count: graph.repository[factsOf: file].declarations.count)
        }

        /// Whether the file has code within the selected types (any file, without `within`).
        mutating func selectsSomeDeclaration(in graph: DependencyGraph) -> Bool {
            within == nil || known.indices.contains { contains(Int32($0), in: graph) }
        }

        mutating func contains(_ owner: Int32, in graph: DependencyGraph) -> Bool {
            guard let within else { return true }
            guard owner >= 0 else { return false }
            if known[Int(owner)] == 0 {
                let symbol = TypeSymbol(file: Int32(file), declaration: owner, module: Int32(graph.moduleIndex(ofFile: file)))
                // The two fields read in place: a name bound to the declarations retains them.
                let (kind, parent) = graph.repository.addressOfFacts(ofFile: file).pointee.declarations.withUnsafeBufferPointer {
                    ($0[Int(owner)].kind, $0[Int(owner)].parent)
                }
                let selected = kind == .extension
                    ? graph.extendedType(symbol).map { within.matches($0, in: graph) } ?? false
                    : within.matches(symbol, in: graph)
                known[Int(owner)] = selected || contains(parent, in: graph) ? 2 : 1
            }
            return known[Int(owner)] == 2
        }
    }

    /// `SwiftUI.Image`: a forbidden name qualified by a module of the graph (not by a type of the
    /// repository) means that module's `Image` only.
    struct QualifiedPattern {
        var module: String
        /// The name within the module: `Image`.
        var name: String
    }

    func qualifiedPatterns(in graph: DependencyGraph) -> [QualifiedPattern?] {
        forbidden.map { pattern in
            guard let dot = pattern.firstIndex(of: "."), dot != pattern.startIndex, pattern.index(after: dot) != pattern.endIndex else { return nil }
            let module = String(pattern[..<dot])
            guard graph.moduleIndex[module] != nil || SDKReexports.known.contains(module), !graph.declaresType(named: module) else { return nil }
            return QualifiedPattern(module: module, name: String(pattern[pattern.index(after: dot)...]))
        }
    }

    /// Whether a use of a name in `file` denotes the module's declaration: it resolves to a type of
    /// that module, or to no type of the repository while the file sees the module.
    static func denotes(_ module: String, resolvedIn resolvedModule: Int32?, file: Int, graph: DependencyGraph) -> Bool {
        if let resolvedModule { return graph.modules[Int(resolvedModule)].name == module }
        let imports = graph.imports(ofFile: file)
        if imports.contains(where: { $0.module == module }) { return true }
        if let index = graph.moduleIndex[module], graph.importedModules[file].contains(index) || graph.moduleIndex(ofFile: file) == index { return true }
        return imports.contains { SDKReexports.modules[$0.module]?.contains(module) ?? false }
    }

    /// The files with code within the selected types, when forbidden types are to be found.
    /// (A module-qualified pattern asks for a file's resolutions only when one of its names matches.)
    public func filesReadingResolutions(in context: RuleContext) -> [Int] {
        guard !forbiddenTypes.isEmpty else { return [] }
        return context.files.filter { file in
            var within = WithinCache(self.within, file: file, in: context.graph)
            return within.selectsSomeDeclaration(in: context.graph)
        }
    }

    public func check(in context: RuleContext) -> [Violation] {
        let graph = context.graph
        var findings: [Violation] = []
        var forbiddenTargets = DecisionMemo<TypeSymbol>()
        let qualified = qualifiedPatterns(in: graph)
        let firstBytes = FirstBytes(forbidden + qualified.compactMap { $0?.name } + requireImport.map(\.name))
        // The facts are read where they are: a copy of each file's would retain and release every
        // array they hold, for every file of every rule of the kind.
        func check(file fileIndex: Int, facts: UnsafePointer<SourceFacts>, within: inout WithinCache) {
            let path = graph.repository.files[fileIndex].path
            let imports = graph.imports(ofFile: fileIndex)
            // A file several targets compile is each one's code: a use counts where that target's
            // builds compile it, and a type is the copy that target sees.
            let units = context.units(ofFile: fileIndex)
            var reportedLines = Set<String>()
            var missingImports = Set<String>()
            // Each distinct name of the file is compared with the patterns once; a file with no
            // matching name needs no look at its references. The tables by name are made at the
            // first name that matches: most files have none.
            var forbiddenPattern: [Int32] = []
            // Module-qualified patterns match a use only if it denotes that module's declaration.
            var needsModule: [Bool] = []
            var resolvedTargets: [Int32: TypeSymbol]? = nil
            var requirementsOfName: [[Int]] = []
            var anyNameMatches = false
            if !forbidden.isEmpty || !requireImport.isEmpty {
                for (nameIndex, name) in facts.pointee.names.enumerated() {
                    // Most names start with no pattern's byte, nor does what follows their first dot
                    // (a module name's): they are passed over before the chain is worked out.
                    guard firstBytes.mayStart(name) || firstBytes.mayStartAfterFirstDot(name) else { continue }
                    let chain = Self.withoutModule(name, imports: imports)
                    guard firstBytes.mayStart(name) || firstBytes.mayStart(chain) else { continue }
                    var matchedPattern: Int32 = -1
                    var matchedInModule = false
                    for (index, pattern) in forbidden.enumerated() {
                        if Self.matches(name, pattern) || (qualified[index] == nil && Self.matches(chain, pattern)) {
                            matchedPattern = Int32(index)
                            break
                        }
                        if let qualified = qualified[index], Self.matches(chain, qualified.name) {
                            matchedPattern = Int32(index)
                            matchedInModule = true
                            break
                        }
                    }
                    let requirements = requireImport.indices.filter { Self.matches(chain, requireImport[$0].name) }
                    guard matchedPattern >= 0 || !requirements.isEmpty else { continue }
                    if !anyNameMatches {
                        anyNameMatches = true
                        let nameCount = facts.pointee.names.count
                        forbiddenPattern = [Int32](filledWith: -1, count: nameCount)
                        needsModule = [Bool](filledWith: false, count: nameCount)
                        requirementsOfName = [[Int]](filledWith: [], count: nameCount)
                    }
                    forbiddenPattern[nameIndex] = matchedPattern
                    needsModule[nameIndex] = matchedInModule
                    requirementsOfName[nameIndex] = requirements
                }
            }
            for (referenceIndex, reference) in facts.pointee.references.enumerated() where anyNameMatches {
                if ignorePreviews, reference.flags.contains(.inPreview) { continue }
                let nameIndex = Int(reference.nameIndex)
                guard forbiddenPattern[nameIndex] >= 0 || !requirementsOfName[nameIndex].isEmpty else { continue }
                let compiling = units.filter { graph.compiles(reference: referenceIndex, inFile: fileIndex, in: $0.module) }
                if compiling.isEmpty { continue }
                var isForbidden = forbiddenPattern[nameIndex] >= 0
                if isForbidden, needsModule[nameIndex] {
                    if resolvedTargets == nil {
                        resolvedTargets = Dictionary(graph.resolvedReferences(inFile: fileIndex).map { ($0.reference, $0.target) }, uniquingKeysWith: { a, _ in a })
                    }
                    let module = qualified[Int(forbiddenPattern[nameIndex])]!.module
                    let target = resolvedTargets![Int32(referenceIndex)]
                    isForbidden = compiling.contains { unit in
                        Self.denotes(module, resolvedIn: target.map { graph.module(of: $0, seenFrom: fileIndex, as: unit.module) }, file: fileIndex, graph: graph)
                    }
                }
                if isForbidden, case let owner = facts.pointee.owner(ofReference: referenceIndex), within.contains(owner, in: graph),
                    case let pattern = forbidden[Int(forbiddenPattern[nameIndex])],
                    reportedLines.insert("\(pattern) \(reference.position.line)").inserted
                {
                    let inOwner = owner >= 0 ? " in \(facts.pointee.declarations[Int(owner)].name)" : ""
                    findings.append(Violation(
                        "uses \(pattern.hasSuffix(".") ? String(pattern.dropLast()) : pattern)\(inOwner)",
                        file: path, line: Int(reference.position.line), column: Int(reference.position.column),
                        fingerprint: "reference \(pattern)\(inOwner)", subject: .name(pattern)))
                }
                for requirement in requirementsOfName[nameIndex].map({ requireImport[$0] }) {
                    let useConditions = facts.pointee.conditions(facts.pointee.conditionSet(ofReference: referenceIndex))
                    let requiredModule = graph.moduleIndex[requirement.module]
                    let imported = imports.contains { item in
                        item.module == requirement.module && facts.pointee.conditions(item.conditionSet).allSatisfy(useConditions.contains)
                    } || requiredModule.map { $0 == graph.moduleIndex(ofFile: fileIndex) || graph.reexportedModules[fileIndex].contains($0) } == true
                    guard !imported, missingImports.insert(requirement.name).inserted else { continue }
                    findings.append(Violation(
                        "uses \(requirement.name) without `import \(requirement.module)`",
                        file: path, line: Int(reference.position.line), column: Int(reference.position.column),
                        fingerprint: "\(requirement.name) without import \(requirement.module)"))
                }
            }
            guard !forbiddenTypes.isEmpty else { return }
            var reported = Set<TypeSymbol>()
            for resolved in graph.resolvedReferences(inFile: fileIndex) {
                let reference = facts.pointee.references[Int(resolved.reference)]
                if ignorePreviews, reference.flags.contains(.inPreview) { continue }
                let owner = facts.pointee.owner(ofReference: Int(resolved.reference))
                guard within.contains(owner, in: graph), !reported.contains(resolved.target) else { continue }
                // The copy of the type each target compiling the use sees, with its layer there.
                let copies = units.filter { graph.compiles(reference: Int(resolved.reference), inFile: fileIndex, in: $0.module) }.map { unit in
                    let module = graph.module(of: resolved.target, seenFrom: fileIndex, as: unit.module)
                    return TypeSymbol(file: resolved.target.file, declaration: resolved.target.declaration, module: module)
                }
                guard let copy = copies.first(where: { copy in
                    forbiddenTargets.decide(copy) {
                        let targetLayer = context.layers.name(context.layers.layer(ofFile: Int(copy.file), asCodeOf: Int(copy.module)))
                        return forbiddenTypes.contains { forbidden in
                            guard forbidden.selector.matches(resolved.target, in: graph) else { return false }
                            guard !forbidden.layers.isEmpty else { return true }
                            return targetLayer.map(forbidden.layers.contains) ?? false
                        }
                    }
                }) else { continue }
                reported.insert(resolved.target)
                let target = graph.declaration(resolved.target)
                let targetFile = graph.file(resolved.target)
                let inOwner = owner >= 0 ? " in \(facts.pointee.declarations[Int(owner)].name)" : ""
                let layer = context.layers.name(context.layers.layer(ofFile: Int(copy.file), asCodeOf: Int(copy.module))).map { "\($0) " } ?? ""
                findings.append(Violation(
                    "uses \(target.qualifiedName)\(inOwner), \(Wording.withArticle(layer + target.kind.rawValue)) declared in \(targetFile.path)",
                    file: path, line: Int(reference.position.line), column: Int(reference.position.column),
                    evidence: [Evidence(file: targetFile.path, line: Int(target.namePosition.line), column: Int(target.namePosition.column), description: "\(target.kind.rawValue) \(target.qualifiedName)")],
                    fingerprint: "type \(target.qualifiedName)\(inOwner)",
                    subject: .type(qualifiedName: target.qualifiedName, module: graph.modules[Int(copy.module)].name)))
            }
        }
        // With forbidden types, the engine asked already which files have code within the types.
        let filesWithin = forbiddenTypes.isEmpty ? nil : context.filesReadingResolutions
        for fileIndex in filesWithin ?? context.files {
            var within = WithinCache(self.within, file: fileIndex, in: graph)
            if filesWithin != nil || within.selectsSomeDeclaration(in: graph) {
                check(file: fileIndex, facts: graph.repository.addressOfFacts(ofFile: fileIndex), within: &within)
            }
        }
        return findings
    }
}
