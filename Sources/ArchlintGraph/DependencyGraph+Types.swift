import ArchlintBase
import ArchlintFacts

extension DependencyGraph {
    mutating func buildSymbols() {
        for (fileIndex, file) in repository.files.enumerated() {
            let module = Int32(moduleIndex[file.module.module]!)
            for (declarationIndex, declaration) in file.facts.declarations.enumerated() {
                let symbol = TypeSymbol(file: Int32(fileIndex), declaration: Int32(declarationIndex), module: module)
                if declaration.kind == .extension {
                    extensionsByName[Self.withoutGenerics(declaration.name), default: []].append(symbol)
                } else {
                    typesByQualifiedName[declaration.qualifiedName, default: []].append(symbol)
                }
            }
        }
    }

    public func declaration(_ symbol: TypeSymbol) -> DeclarationFact {
        repository.files[Int(symbol.file)].facts.declarations[Int(symbol.declaration)]
    }

    public func file(_ symbol: TypeSymbol) -> SourceFile {
        repository.files[Int(symbol.file)]
    }

    /// The type an extension extends, when it resolves to a declaration of the repository.
    public func extendedType(_ symbol: TypeSymbol) -> TypeSymbol? {
        let declaration = self.declaration(symbol)
        guard declaration.kind == .extension else { return nil }
        return resolve(Self.withoutGenerics(declaration.name), fromFile: Int(symbol.file), owner: declaration.parent)
    }

    public static func withoutGenerics(_ name: String) -> String {
        guard let open = name.firstIndex(of: "<") else { return name }
        return String(name[..<open])
    }

    mutating func resolveReferences(workers: Int) {
        let graph = self
        resolvedReferences = parallelMap(count: repository.files.count, workers: workers, makeState: { () }) { fileIndex, _ in
            graph.resolveReferences(inFile: fileIndex)
        }
    }

    /// Resolves each distinct name of a file once, then maps every occurrence.
    func resolveReferences(inFile fileIndex: Int) -> [ResolvedReference] {
        let facts = repository.files[fileIndex].facts
        var cache: [Int64: TypeSymbol?] = [:]
        var result: [ResolvedReference] = []
        for (referenceIndex, reference) in facts.references.enumerated() {
            let key = Int64(reference.nameIndex) << 32 | Int64(UInt32(bitPattern: reference.owner))
            let symbol: TypeSymbol?
            if let cached = cache[key] {
                symbol = cached
            } else {
                symbol = resolve(facts.names[Int(reference.nameIndex)], fromFile: fileIndex, owner: reference.owner)
                cache[key] = symbol
            }
            if let symbol { result.append(ResolvedReference(reference: Int32(referenceIndex), target: symbol)) }
        }
        return result
    }

    /// The declaration a name written in `file` (inside declaration `owner`) denotes: nested types
    /// of the enclosing types first, then the file's own module, then the modules it imports; a
    /// name with several candidates at the same step is ambiguous and not guessed.
    public func resolve(_ name: String, fromFile fileIndex: Int, owner: Int32) -> TypeSymbol? {
        let components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let fileModule = Int32(moduleIndex(ofFile: fileIndex))
        let facts = repository.files[fileIndex].facts
        var enclosing: [String] = []
        var current = owner
        while current >= 0 {
            let declaration = facts.declarations[Int(current)]
            enclosing.append(Self.withoutGenerics(declaration.qualifiedName))
            current = declaration.parent
        }
        // Longest prefix first: `Outer.Inner.member` tries `Outer.Inner` before `Outer`.
        for length in stride(from: min(components.count, 4), through: 1, by: -1) {
            let candidate = components[0..<length].joined(separator: ".")
            for scope in enclosing {
                if let symbol = unique(typesByQualifiedName[scope + "." + candidate], in: [fileModule]) { return symbol }
            }
            if let symbols = typesByQualifiedName[candidate] {
                if let symbol = unique(symbols, in: [fileModule]) { return symbol }
                let imported = importedModules[fileIndex].map(Int32.init)
                let visible = symbols.filter { imported.contains($0.module) }
                if visible.count == 1 { return visible[0] }
                if visible.count > 1, Set(visible.map { $0.module }).count > 1 { return nil }
                if let first = visible.first, visible.allSatisfy({ $0 == first }) { return first }
            }
            // `Module.Type`: a module-qualified name.
            if length >= 2, let module = moduleIndex[components[0]], modules[module].isInternal {
                let inner = components[1..<length].joined(separator: ".")
                if let symbol = unique(typesByQualifiedName[inner], in: [Int32(module)]) { return symbol }
            }
        }
        return nil
    }

    private func unique(_ symbols: [TypeSymbol]?, in modules: [Int32]) -> TypeSymbol? {
        guard let symbols else { return nil }
        var found: TypeSymbol? = nil
        for symbol in symbols where modules.contains(symbol.module) {
            if found != nil { return nil }  // ambiguous within the module
            found = symbol
        }
        return found
    }

    /// Extensions of a type anywhere in the repository that resolve back to it.
    public func extensions(of symbol: TypeSymbol) -> [TypeSymbol] {
        let declaration = self.declaration(symbol)
        var candidates = extensionsByName[declaration.qualifiedName] ?? []
        if declaration.qualifiedName != declaration.name { candidates += extensionsByName[declaration.name] ?? [] }
        return candidates.filter { candidate in
            let written = Self.withoutGenerics(self.declaration(candidate).name)
            return resolve(written, fromFile: Int(candidate.file), owner: self.declaration(candidate).parent) == symbol
        }
    }

    /// Every conformance and superclass written for a type: in its declaration and in its extensions.
    public func inheritance(of symbol: TypeSymbol) -> [(mention: TypeMention, in: TypeSymbol)] {
        var result = declaration(symbol).inherits.map { ($0, symbol) }
        for extensionSymbol in extensions(of: symbol) {
            result += declaration(extensionSymbol).inherits.map { ($0, extensionSymbol) }
        }
        return result
    }
}
