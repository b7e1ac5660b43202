import ArchlintBase
import ArchlintFacts

extension DependencyGraph {
    mutating func buildSymbols() {
        for (fileIndex, file) in repository.files.enumerated() {
            let module = fileModules[fileIndex]
            for (declarationIndex, declaration) in file.facts.declarations.enumerated() {
                let symbol = TypeSymbol(file: Int32(fileIndex), declaration: Int32(declarationIndex), module: module)
                if declaration.kind == .extension {
                    extensionsByName[Self.withoutGenerics(declaration.name), default: []].append(symbol)
                } else {
                    typesByQualifiedName[declaration.qualifiedName, default: []].append(symbol)
                    declaredSimpleNames.insert(Substring(declaration.name))
                    if declaration.qualifiedName != declaration.name { nestedSimpleNames.insert(Substring(declaration.name)) }
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
        guard let open = name.utf8.firstIndex(of: 60) else { return name }  // `<`
        return String(name[..<open])
    }

    func resolveReferences(inFiles files: [Int], workers: Int) {
        let graph = self
        // Files of one module with the same imports resolve a name alike: number those scopes, so
        // each worker resolves a name once per scope rather than once per file.
        var scopeNumbers: [[Int]: Int] = [:]
        let scopeOfFile = files.map { file in
            let key = [Int(fileModules[file])] + importedModules[file].sorted()
            if let number = scopeNumbers[key] { return number }
            scopeNumbers[key] = scopeNumbers.count
            return scopeNumbers.count - 1
        }
        let resolved = parallelMap(count: files.count, workers: workers, makeState: { ResolutionMemo() }) { position, memo in
            graph.resolveReferences(inFile: files[position], memo: memo, scope: scopeOfFile[position])
        }
        for (file, references) in zip(files, resolved) { resolutions.store(references, forFile: file) }
    }

    /// Names resolved in a scope (a module and its imports) that do not depend on the enclosing
    /// type; kept by one worker.
    final class ResolutionMemo {
        var results: [Int: [String: TypeSymbol?]] = [:]
    }

    /// A file's references that resolve to a declaration of the repository, in source order.
    public func resolvedReferences(inFile file: Int) -> [ResolvedReference] {
        if let known = resolutions.references(ofFile: file) { return known }
        let resolved = resolveReferences(inFile: file)
        resolutions.store(resolved, forFile: file)
        return resolved
    }

    /// Resolves each distinct name of a file once (or once per enclosing type, for the few names
    /// that could denote a nested type), then maps every occurrence.
    func resolveReferences(inFile fileIndex: Int, memo: ResolutionMemo? = nil, scope scopeNumber: Int = 0) -> [ResolvedReference] {
        let facts = repository.files[fileIndex].facts
        let fileScope = ResolutionScope(self, file: fileIndex)
        var byName = [TypeSymbol?](repeating: nil, count: facts.names.count)
        // Per name: 0 not yet known, 1 resolved the same from anywhere in the file (in `byName`),
        // 2 depends on the enclosing type.
        var state = [UInt8](repeating: 0, count: facts.names.count)
        var byNameAndOwner: [Int64: TypeSymbol?] = [:]
        var scopes: [Int32: ResolutionScope] = [:]
        var result: [ResolvedReference] = []
        for (referenceIndex, reference) in facts.references.enumerated() {
            let nameIndex = Int(reference.nameIndex)
            if state[nameIndex] == 0 {
                let name = facts.names[nameIndex]
                if !Self.someComponent(of: name, isIn: declaredSimpleNames) {
                    state[nameIndex] = 1  // names no declared type: resolves to nothing, from anywhere
                } else if Self.someComponent(of: name, isIn: nestedSimpleNames) {
                    state[nameIndex] = 2
                } else {
                    state[nameIndex] = 1
                    if let memo, let known = memo.results[scopeNumber]?[name] {
                        byName[nameIndex] = known
                    } else {
                        let symbol = resolve(Self.components(name), in: fileScope)
                        byName[nameIndex] = symbol
                        memo?.results[scopeNumber, default: [:]][name] = symbol
                    }
                }
            }
            let symbol: TypeSymbol?
            if state[nameIndex] == 1 {
                symbol = byName[nameIndex]
            } else {
                let key = Int64(reference.nameIndex) << 32 | Int64(UInt32(bitPattern: reference.owner))
                if let cached = byNameAndOwner[key] {
                    symbol = cached
                } else {
                    if scopes[reference.owner] == nil { scopes[reference.owner] = fileScope.inside(reference.owner, of: self) }
                    symbol = resolve(Self.components(facts.names[nameIndex]), in: scopes[reference.owner]!)
                    byNameAndOwner[key] = symbol
                }
            }
            if let symbol { result.append(ResolvedReference(reference: Int32(referenceIndex), target: symbol)) }
        }
        return result
    }

    /// Where a name is written: the file's module, the modules it imports, the enclosing types.
    struct ResolutionScope {
        var file: Int
        var module: Int32
        var imported: [Int32]
        /// Qualified names of the enclosing types, innermost first.
        var enclosing: [String] = []

        init(_ graph: DependencyGraph, file: Int) {
            self.file = file
            module = graph.fileModules[file]
            imported = graph.importedModules[file].map(Int32.init)
        }

        func inside(_ owner: Int32, of graph: DependencyGraph) -> ResolutionScope {
            var scope = self
            let declarations = graph.repository.files[file].facts.declarations
            var current = owner
            while current >= 0 {
                scope.enclosing.append(DependencyGraph.withoutGenerics(declarations[Int(current)].qualifiedName))
                current = declarations[Int(current)].parent
            }
            return scope
        }
    }

    /// Whether one of the leading components `resolve` considers is in `names`, without splitting
    /// the name: most names of a file name no type of the repository at all.
    static func someComponent(of name: String, isIn names: Set<Substring>) -> Bool {
        let utf8 = name.utf8
        var start = utf8.startIndex
        var index = start
        var count = 0
        while count < 4 {
            if index == utf8.endIndex || utf8[index] == 46 {
                if names.contains(name[start..<index]) { return true }
                count += 1
                guard index != utf8.endIndex else { return false }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        return false
    }

    /// The leading components `resolve` considers: `A.B.C.D.e` → A, B, C, D.
    static func components(_ name: String) -> ArraySlice<Substring> {
        name.split(separator: ".", maxSplits: 4, omittingEmptySubsequences: false).prefix(4)
    }

    /// The declaration a name written in `file` (inside declaration `owner`) denotes: nested types
    /// of the enclosing types first, then the file's own module, then the modules it imports; a
    /// name with several candidates at the same step is ambiguous and not guessed.
    public func resolve(_ name: String, fromFile fileIndex: Int, owner: Int32) -> TypeSymbol? {
        resolve(Self.components(name), in: ResolutionScope(self, file: fileIndex).inside(owner, of: self))
    }

    private func resolve(_ components: ArraySlice<Substring>, in scope: ResolutionScope) -> TypeSymbol? {
        // Longest prefix first: `Outer.Inner.member` tries `Outer.Inner` before `Outer`.
        for length in stride(from: components.count, through: 1, by: -1) {
            // Every key below ends with this component: most lengths are ruled out without a lookup.
            guard declaredSimpleNames.contains(components[components.startIndex + length - 1]) else { continue }
            let candidate = components.prefix(length).joined(separator: ".")
            for enclosing in scope.enclosing {
                if let symbol = unique(typesByQualifiedName[enclosing + "." + candidate], in: scope.module) { return symbol }
            }
            if let symbols = typesByQualifiedName[candidate] {
                if let symbol = unique(symbols, in: scope.module) { return symbol }
                var visible: TypeSymbol? = nil
                var ambiguous = false
                for symbol in symbols where scope.imported.contains(symbol.module) {
                    if let found = visible, found != symbol {
                        if found.module != symbol.module { return nil }  // the same name from two imported modules
                        ambiguous = true
                    }
                    visible = visible ?? symbol
                }
                if let visible, !ambiguous { return visible }
            }
            // `Module.Type`: a module-qualified name.
            if length >= 2, let module = moduleIndex[String(components.first!)], modules[module].isInternal {
                let inner = components.dropFirst().prefix(length - 1).joined(separator: ".")
                if let symbol = unique(typesByQualifiedName[inner], in: Int32(module)) { return symbol }
            }
        }
        return nil
    }

    private func unique(_ symbols: [TypeSymbol]?, in module: Int32) -> TypeSymbol? {
        guard let symbols else { return nil }
        var found: TypeSymbol? = nil
        for symbol in symbols where symbol.module == module {
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
