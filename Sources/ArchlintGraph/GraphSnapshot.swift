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
        writer.write(UInt64(modules.count))
        for module in modules {
            writer.write(module.name)
            switch module.kind {
            case .target(let kind): writer.write(kind.rawValue)
            case .folder: writer.write("(folder)")
            case .external: writer.write("(external)")
            }
            writer.write(module.projectPaths)
            writer.write(module.declaration != nil)
            if let declaration = module.declaration {
                writer.write(declaration.line)
                writer.write(declaration.column)
                writer.write(declaration.file)
            }
            writer.write(integers: module.files)
            writer.write(module.defaultIsolationMainActor)
        }
        writer.write(UInt64(moduleIndex.count))
        for (name, index) in moduleIndex {
            writer.write(name)
            writer.write(index)
        }
        writer.write(UInt64(edges.count))
        for edge in edges {
            writer.write(edge.from)
            writer.write(edge.to)
            writer.write(edge.kind.rawValue)
            writer.write(edge.file)
            writer.write(edge.line)
            writer.write(edge.column)
            writer.write(edge.detail)
            writer.write(edge.isTestable)
            writer.write(edge.conditions)
            writer.write(Int(edge.fileIndex ?? -1))
        }
        writer.write(UInt64(modulesByImportName.count))
        for (name, candidates) in modulesByImportName.sorted(by: { $0.key < $1.key }) {
            writer.write(name)
            writer.write(integers: candidates)
        }
        writer.write(UInt64(declaredDependencies.count))
        for (module, dependencies) in declaredDependencies.sorted(by: { $0.key < $1.key }) {
            writer.write(module)
            writer.write(integers: dependencies.sorted())
        }
        writer.write(UInt64(typesByQualifiedName.count))
        for (name, symbols) in typesByQualifiedName {
            writer.write(String(name))
            writer.write(symbols: Array(symbols))
        }
        writer.write(symbols: extensionSymbols)
        writer.write(symbols: extensionSymbols.map { extendedTypes[$0] ?? TypeSymbol(file: -1, declaration: -1, module: -1) })
        writer.write(UInt64(importedModules.count))
        for (imported, reexported) in zip(importedModules, reexportedModules) {
            writer.write(integers: imported)
            writer.write(integers: reexported)
        }
        for imports in activeImports {
            writer.write(UInt64(imports.count))
            for item in imports { item.encode(into: &writer) }
        }
        writer.write(UInt64(importsByTarget.count))
        for (file, targets) in importsByTarget.sorted(by: { $0.key < $1.key }) {
            writer.write(file)
            writer.write(UInt64(targets.count))
            for (module, imports) in targets.sorted(by: { $0.key < $1.key }) {
                writer.write(module)
                writer.write(UInt64(imports.count))
                for item in imports { item.encode(into: &writer) }
            }
        }
        writer.write(UInt64(moduleDefines.count))
        for builds in moduleDefines {
            writer.write(builds != nil)
            if let builds { writer.write(sets: builds) }
        }
        writer.write(UInt64(targetDefines.count))
        for (project, targets) in targetDefines.sorted(by: { $0.key < $1.key }) {
            writer.write(project)
            writer.write(UInt64(targets.count))
            for (target, defines) in targets.sorted(by: { $0.key < $1.key }) {
                writer.write(target)
                writer.write(defines != nil)
                if let defines { writer.write(defines.sorted()) }
            }
        }
        for dead in deadConditionSets { writer.write(integers: dead.map(Int.init)) }
        writer.write(integers: fileModules.map(Int.init))
        writer.write(UInt64(otherFileModules.count))
        for (file, others) in otherFileModules.sorted(by: { $0.key < $1.key }) {
            writer.write(file)
            writer.write(integers: others.map(Int.init))
        }
        writer.write(UInt64(filePrivateTypes.count))
        for (file, types) in filePrivateTypes {
            writer.write(file)
            writer.write(UInt64(types.count))
            for (name, symbol) in types {
                writer.write(String(name))
                writer.write(symbols: [symbol])
            }
        }
        for names in [declaredSimpleNames, nestedSimpleNames, shadowableNames] { writer.write(names.map(String.init)) }
        writer.write(UInt64(nestedNamesByParent.count))
        for (parent, names) in nestedNamesByParent {
            writer.write(parent)
            writer.write(names.map(String.init))
        }
    }

    /// The graph `encodeSnapshot` wrote, over `repository` (the same files in the same order, their
    /// facts those the graph was built from, or facts with the same `summaryDigest`); throws on
    /// malformed data.
    public init(restoring reader: inout BinaryReader, repository: RepositoryFacts) throws {
        self.repository = repository
        resolutions = ResolutionStore(fileCount: repository.files.count)
        let fileCount = repository.files.count
        let moduleCount = try reader.readCount()
        func module(_ reader: inout BinaryReader) throws -> Int { try reader.index(below: moduleCount) }
        func file(_ reader: inout BinaryReader) throws -> Int { try reader.index(below: fileCount) }
        for _ in 0..<moduleCount {
            let name = try reader.readString()
            let kindName = try reader.readString()
            let kind: ModuleNode.Kind
            switch kindName {
            case "(folder)": kind = .folder
            case "(external)": kind = .external
            default:
                guard let targetKind = ProjectTarget.Kind(rawValue: kindName) else { throw BinaryReader.Malformed(offset: reader.offset) }
                kind = .target(targetKind)
            }
            var node = ModuleNode(name: name, kind: kind)
            node.projectPaths = try reader.readStrings()
            if try reader.readBool() {
                node.declaration = ProjectPosition(line: try reader.readInt(), column: try reader.readInt(), file: try reader.readOptionalString())
            }
            node.files = try reader.list(file)
            node.defaultIsolationMainActor = try reader.readBool()
            modules.append(node)
        }
        for _ in 0..<(try reader.readCount()) { moduleIndex[try reader.readString()] = try module(&reader) }
        edges = try reader.list { reader in
            let from = try module(&reader)
            let to = try module(&reader)
            guard let kind = ModuleEdge.Kind(rawValue: try reader.readString()) else { throw BinaryReader.Malformed(offset: reader.offset) }
            let edgeFile = try reader.readString()
            let line = try reader.readInt()
            let column = try reader.readInt()
            let detail = try reader.readString()
            let isTestable = try reader.readBool()
            let conditions = try reader.readStrings()
            let index = try reader.readInt()
            guard index >= -1, index < fileCount else { throw BinaryReader.Malformed(offset: reader.offset) }
            return ModuleEdge(
                from: from, to: to, kind: kind, file: edgeFile, line: line, column: column, detail: detail, isTestable: isTestable,
                conditions: conditions, fileIndex: index < 0 ? nil : Int32(index))
        }
        dependencies = ModuleDependencies(edges: edges)
        for _ in 0..<(try reader.readCount()) { modulesByImportName[try reader.readString()] = try reader.list(module) }
        for _ in 0..<(try reader.readCount()) { declaredDependencies[try module(&reader)] = Set(try reader.list(module)) }
        let symbol = { (reader: inout BinaryReader) throws -> TypeSymbol in try Self.readSymbol(&reader, files: fileCount, modules: moduleCount) }
        let typeCount = try reader.readCount()
        typesByQualifiedName.reserveCapacity(typeCount)
        for _ in 0..<typeCount {
            let name = Substring(try reader.readString())
            var declared = Declared()
            for item in try reader.list(symbol) { declared.append(item) }
            typesByQualifiedName[name] = declared
        }
        extensionSymbols = try reader.list(symbol)
        let targets = try reader.list { reader -> TypeSymbol? in
            let target = try Self.readSymbol(&reader, files: fileCount, modules: moduleCount, allowingNone: true)
            return target.file < 0 ? nil : target
        }
        guard targets.count == extensionSymbols.count else { throw BinaryReader.Malformed(offset: reader.offset) }
        for (extensionSymbol, target) in zip(extensionSymbols, targets) {
            guard let target else { continue }
            extendedTypes[extensionSymbol] = target
            extensionsOfType[target, default: []].append(extensionSymbol)
        }
        guard try reader.readCount() == fileCount else { throw BinaryReader.Malformed(offset: reader.offset) }
        importedModules.reserveCapacity(fileCount)
        reexportedModules.reserveCapacity(fileCount)
        for _ in 0..<fileCount {
            importedModules.append(try reader.list(module))
            reexportedModules.append(try reader.list(module))
        }
        let interner = FactInterner()
        activeImports = try (0..<fileCount).map { _ in try reader.list { try ImportFact(from: &$0, conditionSets: Int32.max, interner: interner) } }
        for _ in 0..<(try reader.readCount()) {
            let owner = try file(&reader)
            var targets: [Int: [ImportFact]] = [:]
            for _ in 0..<(try reader.readCount()) {
                targets[try module(&reader)] = try reader.list { try ImportFact(from: &$0, conditionSets: Int32.max, interner: interner) }
            }
            importsByTarget[owner] = targets
        }
        moduleDefines = try reader.list { reader in try reader.readBool() ? try reader.readSets() : nil }
        for _ in 0..<(try reader.readCount()) {
            let project = try reader.readString()
            var targets: [String: Set<String>?] = [:]
            for _ in 0..<(try reader.readCount()) {
                let target = try reader.readString()
                targets[target] = try reader.readBool() ? Set(try reader.readStrings()) : Set<String>?.none
            }
            targetDefines[project] = targets
        }
        deadConditionSets = try (0..<fileCount).map { _ in try reader.list { try $0.readInt32() } }
        fileModules = try reader.list { Int32(try module(&$0)) }
        guard fileModules.count == fileCount else { throw BinaryReader.Malformed(offset: reader.offset) }
        for _ in 0..<(try reader.readCount()) { otherFileModules[Int32(try file(&reader))] = try reader.list { Int32(try module(&$0)) } }
        for _ in 0..<(try reader.readCount()) {
            let owner = Int32(try file(&reader))
            var types: [Substring: TypeSymbol] = [:]
            for _ in 0..<(try reader.readCount()) {
                let name = Substring(try reader.readString())
                guard try reader.readCount() == 1 else { throw BinaryReader.Malformed(offset: reader.offset) }
                types[name] = try symbol(&reader)
            }
            filePrivateTypes[owner] = types
        }
        declaredSimpleNames = Set(try reader.readStrings().map { Substring($0) })
        nestedSimpleNames = Set(try reader.readStrings().map { Substring($0) })
        shadowableNames = Set(try reader.readStrings().map { Substring($0) })
        for _ in 0..<(try reader.readCount()) { nestedNamesByParent[try reader.readString()] = Set(try reader.readStrings().map { Substring($0) }) }
    }

    private static func readSymbol(_ reader: inout BinaryReader, files: Int, modules: Int, allowingNone: Bool = false) throws -> TypeSymbol {
        let symbol = TypeSymbol(file: try reader.readInt32(), declaration: try reader.readInt32(), module: try reader.readInt32())
        if allowingNone, symbol.file == -1, symbol.declaration == -1, symbol.module == -1 { return symbol }
        guard symbol.file >= 0, Int(symbol.file) < files, symbol.declaration >= 0, symbol.module >= 0, Int(symbol.module) < modules else {
            throw BinaryReader.Malformed(offset: reader.offset)
        }
        return symbol
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
        return writer.bytes.withUnsafeBytes { ContentHash.xxh64($0) }
    }
}

extension LayerMap {
    public func encodeSnapshot(into writer: inout BinaryWriter) {
        for layers in [fileLayers, moduleLayers] { writer.write(integers: layers.map { $0 ?? -1 }) }
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
        self.init(definitions: definitions, fileLayers: files, moduleLayers: modules)
    }
}

extension BinaryWriter {
    fileprivate mutating func write(integers: [Int]) {
        write(UInt64(integers.count))
        for value in integers { write(value) }
    }

    fileprivate mutating func write(symbols: [TypeSymbol]) {
        write(UInt64(symbols.count))
        for symbol in symbols {
            write(symbol.file)
            write(symbol.declaration)
            write(symbol.module)
        }
    }

    fileprivate mutating func write(sets: [Set<String>]) {
        write(UInt64(sets.count))
        for set in sets { write(set.sorted()) }
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

    fileprivate mutating func index(below count: Int) throws -> Int {
        let value = try readInt()
        guard value >= 0, value < count else { throw Malformed(offset: offset) }
        return value
    }

    fileprivate mutating func readSets() throws -> [Set<String>] {
        try list { Set(try $0.readStrings()) }
    }
}
