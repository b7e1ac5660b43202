import ArchlintBase
import ArchlintDiscovery
import ArchlintFacts
import ArchlintProject

/// The graph in a binary form: everything it derives from the repository's projects and facts
/// (modules, edges, symbols, extensions, imports, dead code), without the facts themselves and
/// without resolved references (resolved on demand). A focused lint restores it over the files'
/// facts, read only when a rule looks at them, instead of building it from every file.
extension DependencyGraph {
    public func encodeSnapshot(into writer: inout BinaryWriter) {
        var out = SnapshotEncoder()
        out.count(modules.count)
        for module in modules {
            out.string(module.name)
            switch module.kind {
            case .target(let kind): out.string(kind.rawValue)
            case .folder: out.string("(folder)")
            case .external: out.string("(external)")
            }
            out.strings(module.projectPaths)
            out.body.write(module.declaration != nil)
            if let declaration = module.declaration {
                out.body.write(declaration.line)
                out.body.write(declaration.column)
                out.string(declaration.file)
            }
            out.integers(module.files)
            out.body.write(module.defaultIsolationMainActor)
        }
        out.count(moduleIndex.count)
        for (name, index) in moduleIndex {
            out.string(name)
            out.body.write(index)
        }
        out.count(edges.count)
        for edge in edges {
            out.body.write(edge.from)
            out.body.write(edge.to)
            out.body.write(edge.kind == .import)
            // An import edge is written in its file: the path is the file's.
            out.body.write(Int(edge.fileIndex ?? -1))
            if edge.fileIndex == nil { out.string(edge.file) }
            out.body.write(edge.line)
            out.body.write(edge.column)
            out.string(edge.detail)
            out.body.write(edge.isTestable)
            out.strings(edge.conditions)
        }
        out.count(modulesByImportName.count)
        for (name, candidates) in zip(modulesByImportName.names, modulesByImportName.values) {
            out.string(name)
            out.integers(candidates)
        }
        out.count(declaredDependencies.count)
        for (module, dependencies) in declaredDependencies {
            out.body.write(module)
            out.integers(dependencies.sorted())
        }
        out.count(typesByQualifiedName.count)
        for (name, symbols) in zip(typesByQualifiedName.names, typesByQualifiedName.values) {
            out.string(name)
            out.symbols(Array(symbols))
        }
        out.symbols(extensionSymbols)
        out.symbols(extensionSymbols.map { extendedTypes[$0] ?? TypeSymbol(file: -1, declaration: -1, module: -1) })
        out.finish(into: &writer)
    }

    /// Writes what `SnapshotFileTables` reads: the per-file tables and the name sets, the larger
    /// part of a snapshot, apart so that it can be decoded while the rest is.
    public func encodeFileTables(into writer: inout BinaryWriter) {
        var out = SnapshotEncoder()
        out.count(modules.count)
        out.count(importedModules.count)
        for (imported, reexported) in zip(importedModules, reexportedModules) {
            out.integers(imported)
            out.integers(reexported)
        }
        for imports in activeImports { out.imports(imports) }
        out.count(importsByTarget.count)
        for (file, targets) in importsByTarget {
            out.body.write(file)
            out.count(targets.count)
            for (module, imports) in targets {
                out.body.write(module)
                out.imports(imports)
            }
        }
        out.count(moduleBuilds.count)
        for builds in moduleBuilds {
            out.count(builds.count)
            for build in builds { out.conditions(build) }
        }
        out.count(targetBuilds.count)
        for (project, targets) in targetBuilds {
            out.string(project)
            out.count(targets.count)
            for (target, build) in targets {
                out.string(target)
                out.conditions(build)
            }
        }
        out.count(deadConditionSetsByModule.count)
        for (file, byModule) in deadConditionSetsByModule {
            out.body.write(file)
            out.count(byModule.count)
            for (module, dead) in byModule {
                out.body.write(module)
                out.integers(dead.map(Int.init))
            }
        }
        for dead in deadConditionSets { out.integers(dead.map(Int.init)) }
        out.integers(fileModules.map(Int.init))
        out.count(otherFileModules.count)
        for (file, others) in otherFileModules {
            out.body.write(file)
            out.integers(others.map(Int.init))
        }
        out.count(filePrivateTypes.count)
        for (file, types) in filePrivateTypes {
            out.body.write(file)
            out.count(types.count)
            for (name, symbol) in types {
                out.string(String(name))
                out.symbols([symbol])
            }
        }
        for names in [declaredSimpleNames, nestedSimpleNames, shadowableNames] { out.strings(names.names) }
        out.count(nestedNamesByParent.count)
        for (parent, names) in zip(nestedNamesByParent.names, nestedNamesByParent.values) {
            out.string(parent)
            out.strings(names.names)
        }
        out.finish(into: &writer)
    }

    /// The graph `encodeSnapshot` wrote, over `repository` (the same files in the same order, their
    /// facts those the graph was built from, or facts with the same `summaryDigest`), without its
    /// file tables: complete once `adopt(_:)` has taken those `encodeFileTables` wrote. Throws on
    /// malformed data.
    public init(restoring reader: inout BinaryReader, repository: RepositoryFacts) throws {
        self.repository = repository
        resolutions = ResolutionStore(fileCount: repository.files.count)
        var input = try SnapshotDecoder(&reader)
        defer { reader = input.reader }
        let fileCount = repository.files.count
        let moduleCount = try input.count()
        func module(_ input: inout SnapshotDecoder) throws -> Int { try input.index(below: moduleCount) }
        func file(_ input: inout SnapshotDecoder) throws -> Int { try input.index(below: fileCount) }
        for _ in 0..<moduleCount {
            let name = try input.string()
            let kindName = try input.string()
            let kind: ModuleNode.Kind
            switch kindName {
            case "(folder)": kind = .folder
            case "(external)": kind = .external
            default:
                guard let targetKind = ProjectTarget.Kind(rawValue: kindName) else { throw input.malformed }
                kind = .target(targetKind)
            }
            var node = ModuleNode(name: name, kind: kind)
            node.projectPaths = try input.strings()
            if try input.reader.readBool() {
                node.declaration = ProjectPosition(line: try input.reader.readInt(), column: try input.reader.readInt(), file: try input.optionalString())
            }
            node.files = try input.list(file)
            node.defaultIsolationMainActor = try input.reader.readBool()
            modules.append(node)
        }
        let indexCount = try input.count()
        moduleIndex.reserveCapacity(indexCount)
        for _ in 0..<indexCount { moduleIndex[try input.string()] = try module(&input) }
        edges = try input.list { input in
            let from = try module(&input)
            let to = try module(&input)
            let kind: ModuleEdge.Kind = try input.reader.readBool() ? .import : .manifest
            let index = try input.reader.readInt()
            guard index >= -1, index < fileCount else { throw input.malformed }
            let edgeFile = index < 0 ? try input.string() : repository.files[index].path
            return ModuleEdge(
                from: from, to: to, kind: kind, file: edgeFile, line: try input.reader.readInt(), column: try input.reader.readInt(),
                detail: try input.string(), isTestable: try input.reader.readBool(), conditions: try input.strings(),
                fileIndex: index < 0 ? nil : Int32(index))
        }
        dependencies = ModuleDependencies(edges: edges)
        for _ in 0..<(try input.count()) { modulesByImportName.set(try input.string(), to: try input.list(module)) }
        for _ in 0..<(try input.count()) { declaredDependencies[try module(&input)] = Set(try input.list(module)) }
        let symbol = { (input: inout SnapshotDecoder) throws -> TypeSymbol in try Self.readSymbol(&input, files: fileCount, modules: moduleCount) }
        let typeCount = try input.count()
        typesByQualifiedName.reserveCapacity(typeCount)
        for _ in 0..<typeCount {
            let name = try input.string()
            var declared = Declared()
            for _ in 0..<(try input.count()) { declared.append(try symbol(&input)) }
            typesByQualifiedName.set(name, to: declared)
        }
        extensionSymbols = try input.list(symbol)
        let targets = try input.list { input -> TypeSymbol? in
            let target = try Self.readSymbol(&input, files: fileCount, modules: moduleCount, allowingNone: true)
            return target.file < 0 ? nil : target
        }
        guard targets.count == extensionSymbols.count else { throw input.malformed }
        extendedTypes.reserveCapacity(targets.count)
        for (extensionSymbol, target) in zip(extensionSymbols, targets) {
            guard let target else { continue }
            extendedTypes[extensionSymbol] = target
            extensionsOfType[target, default: []].append(extensionSymbol)
        }
    }

    /// Takes the file tables of the snapshot this graph was restored from; throws when they are
    /// not of a graph of its modules and files.
    public mutating func adopt(_ fileTables: SnapshotFileTables) throws {
        guard fileTables.moduleCount == modules.count, fileTables.fileCount == repository.files.count else {
            throw BinaryReader.Malformed(offset: 0)
        }
        let tables = fileTables.graph
        importedModules = tables.importedModules
        reexportedModules = tables.reexportedModules
        activeImports = tables.activeImports
        importsByTarget = tables.importsByTarget
        moduleBuilds = tables.moduleBuilds
        targetBuilds = tables.targetBuilds
        deadConditionSetsByModule = tables.deadConditionSetsByModule
        deadConditionSets = tables.deadConditionSets
        fileModules = tables.fileModules
        otherFileModules = tables.otherFileModules
        filePrivateTypes = tables.filePrivateTypes
        declaredSimpleNames = tables.declaredSimpleNames
        nestedSimpleNames = tables.nestedSimpleNames
        shadowableNames = tables.shadowableNames
        nestedNamesByParent = tables.nestedNamesByParent
    }

    /// Reads the per-file tables and name sets `encodeFileTables` wrote (after its two counts).
    fileprivate mutating func restoreFileTables(_ input: inout SnapshotDecoder, moduleCount: Int, fileCount: Int) throws {
        func module(_ input: inout SnapshotDecoder) throws -> Int { try input.index(below: moduleCount) }
        func file(_ input: inout SnapshotDecoder) throws -> Int { try input.index(below: fileCount) }
        let symbol = { (input: inout SnapshotDecoder) throws -> TypeSymbol in try Self.readSymbol(&input, files: fileCount, modules: moduleCount) }
        importedModules.reserveCapacity(fileCount)
        reexportedModules.reserveCapacity(fileCount)
        for _ in 0..<fileCount {
            importedModules.append(try input.list(module))
            reexportedModules.append(try input.list(module))
        }
        activeImports = try (0..<fileCount).map { _ in try input.imports() }
        for _ in 0..<(try input.count()) {
            let owner = try file(&input)
            var byTarget: [Int: [ImportFact]] = [:]
            for _ in 0..<(try input.count()) { byTarget[try module(&input)] = try input.imports() }
            importsByTarget[owner] = byTarget
        }
        moduleBuilds = try input.list { input in try input.list { try $0.conditions() } }
        for _ in 0..<(try input.count()) {
            let project = try input.string()
            var targets: [String: CompilationConditions] = [:]
            for _ in 0..<(try input.count()) { targets[try input.string()] = try input.conditions() }
            targetBuilds[project] = targets
        }
        for _ in 0..<(try input.count()) {
            let owner = Int32(try file(&input))
            var byModule: [Int32: [Int32]] = [:]
            for _ in 0..<(try input.count()) { byModule[Int32(try module(&input))] = try input.list { try $0.reader.readInt32() } }
            deadConditionSetsByModule[owner] = byModule
        }
        deadConditionSets = try (0..<fileCount).map { _ in try input.list { try $0.reader.readInt32() } }
        fileModules = try input.list { Int32(try module(&$0)) }
        guard fileModules.count == fileCount else { throw input.malformed }
        for _ in 0..<(try input.count()) { otherFileModules[Int32(try file(&input))] = try input.list { Int32(try module(&$0)) } }
        for _ in 0..<(try input.count()) {
            let owner = Int32(try file(&input))
            var types: [Substring: TypeSymbol] = [:]
            for _ in 0..<(try input.count()) {
                let name = Substring(try input.string())
                guard try input.count() == 1 else { throw input.malformed }
                types[name] = try symbol(&input)
            }
            filePrivateTypes[owner] = types
        }
        declaredSimpleNames = NameSet(try input.strings())
        nestedSimpleNames = NameSet(try input.strings())
        shadowableNames = NameSet(try input.strings())
        let parentCount = try input.count()
        nestedNamesByParent.reserveCapacity(parentCount)
        for _ in 0..<parentCount { nestedNamesByParent.set(try input.string(), to: NameSet(try input.strings())) }
    }

    /// A graph of no repository, to hold tables read on their own.
    fileprivate init(holdingTablesOnly: Void) {
        repository = RepositoryFacts(projects: [], manifests: [], inactiveManifestVariants: [], files: [], diagnostics: [])
        resolutions = ResolutionStore(fileCount: 0)
    }

    private static func readSymbol(_ input: inout SnapshotDecoder, files: Int, modules: Int, allowingNone: Bool = false) throws -> TypeSymbol {
        let symbol = TypeSymbol(file: try input.reader.readInt32(), declaration: try input.reader.readInt32(), module: try input.reader.readInt32())
        if allowingNone, symbol.file == -1, symbol.declaration == -1, symbol.module == -1 { return symbol }
        guard symbol.file >= 0, Int(symbol.file) < files, symbol.declaration >= 0, symbol.module >= 0, Int(symbol.module) < modules else {
            throw input.malformed
        }
        return symbol
    }

    /// Takes `facts` as what file `index` holds now: read again since the graph was restored,
    /// with the same `summaryDigest` (see `refreshImports(ofFiles:)`).
    public mutating func replaceFacts(ofFile index: Int, with facts: SourceFacts) {
        repository.files[index] = SourceFile(path: repository.files[index].path, module: repository.files[index].module, facts: facts)
    }

    /// Takes the current facts of `files`, whose `summaryDigest` is the one the graph was built
    /// from (only positions and what the graph does not keep changed): their import edges and
    /// active imports are made again from them, in place. False when they do not fit.
    public mutating func refreshImports(ofFiles files: [Int]) -> Bool {
        for file in files {
            let slots = edges.indices.filter { edges[$0].fileIndex == Int32(file) }
            let imported = importedModules[file]
            let moduleCount = modules.count
            let start = edges.count
            addImports(ofFile: file)
            let fresh = Array(edges[start...])
            edges.removeSubrange(start...)
            guard modules.count == moduleCount, fresh.count == slots.count, importedModules[file] == Array(imported.prefix(importedModules[file].count))
            else { return false }
            importedModules[file] = imported
            for (slot, edge) in zip(slots, fresh) {
                guard edges[slot].from == edge.from, edges[slot].to == edge.to else { return false }
                edges[slot] = edge
            }
        }
        return true
    }

    /// A digest of what the graph derives from a file's facts: its imports (where they are
    /// written aside), its declarations' kinds, names, modifiers, nesting, conditions, generic
    /// parameters and inheritance, and its `#if` condition sets. Two versions of a file with the
    /// same digest give the same graph, but for the positions of its import edges.
    public static func summaryDigest(of facts: SourceFacts) -> UInt64 {
        var writer = BinaryWriter(capacity: 1024)
        writer.write(UInt64(facts.conditionSets.count))
        for set in facts.conditionSets { writer.write(set) }
        writer.write(UInt64(facts.imports.count))
        for item in facts.imports {
            var moved = item
            moved.position = Position(line: 0, column: 0)
            moved.encode(into: &writer)
        }
        writer.write(UInt64(facts.declarations.count))
        for declaration in facts.declarations {
            writer.write(declaration.kind.rawValue)
            writer.write(declaration.name)
            writer.write(declaration.qualifiedName)
            writer.write(declaration.modifiers)
            writer.write(declaration.parent)
            writer.write(declaration.conditionSet)
            writer.write(declaration.typeParameters)
            writer.write(declaration.inherits.map(\.text))
        }
        return writer.withUnsafeBytes { ContentHash.xxh64($0) }
    }
}

extension LayerMap {
    public func encodeSnapshot(into writer: inout BinaryWriter) {
        for layers in [fileLayers, moduleLayers] { writer.write(integers: layers.map { $0 ?? -1 }) }
        writer.write(UInt64(sharedFileLayers.count))
        for (file, units) in sharedFileLayers {
            writer.write(file)
            writer.write(integers: units.flatMap { [$0.module, $0.layer ?? -1] })
        }
    }

    /// The layers `encodeSnapshot` wrote, for `definitions` (the same configuration) and `graph`.
    public init(restoring reader: inout BinaryReader, definitions: [LayerDefinition], graph: DependencyGraph) throws {
        let layer = { (reader: inout BinaryReader) throws -> Int? in
            let value = try reader.readInt()
            guard value >= -1, value < definitions.count else { throw BinaryReader.Malformed(offset: reader.offset) }
            return value < 0 ? nil : value
        }
        let files = try reader.list(layer)
        let modules = try reader.list(layer)
        guard files.count == graph.repository.files.count, modules.count == graph.modules.count else {
            throw BinaryReader.Malformed(offset: reader.offset)
        }
        var shared: [Int: [(module: Int, layer: Int?)]] = [:]
        for _ in 0..<(try reader.readCount()) {
            let file = try reader.readInt()
            let values = try reader.list { try $0.readInt() }
            guard file >= 0, file < files.count, values.count % 2 == 0 else { throw BinaryReader.Malformed(offset: reader.offset) }
            shared[file] = try stride(from: 0, to: values.count, by: 2).map { index in
                guard values[index] >= 0, values[index] < modules.count, values[index + 1] >= -1, values[index + 1] < definitions.count else {
                    throw BinaryReader.Malformed(offset: reader.offset)
                }
                return (values[index], values[index + 1] < 0 ? nil : values[index + 1])
            }
        }
        self.init(definitions: definitions, fileLayers: files, moduleLayers: modules, sharedFileLayers: shared)
    }
}

extension BinaryWriter {
    mutating func write(integers: [Int]) {
        write(UInt64(integers.count))
        for value in integers { write(value) }
    }
}

extension BinaryReader {
    fileprivate mutating func list<T>(_ element: (inout BinaryReader) throws -> T) throws -> [T] {
        let count = try readCount()
        var result: [T] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try element(&self)) }
        return result
    }
}

/// The per-file tables and name sets of a snapshot (`encodeFileTables`), read on their own: another
/// thread reads them while the rest of the snapshot is read.
public struct SnapshotFileTables: Sendable {
    /// A graph holding only these tables.
    fileprivate var graph = DependencyGraph(holdingTablesOnly: ())
    fileprivate let moduleCount: Int
    fileprivate let fileCount: Int

    public init(restoring reader: inout BinaryReader) throws {
        var input = try SnapshotDecoder(&reader)
        defer { reader = input.reader }
        moduleCount = try input.count()
        fileCount = try input.count()
        try graph.restoreFileTables(&input, moduleCount: moduleCount, fileCount: fileCount)
    }
}
