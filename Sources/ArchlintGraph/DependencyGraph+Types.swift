import ArchlintBase
import ArchlintFacts

extension DependencyGraph {
    mutating func buildSymbols() {
        // Extensions are not entered. (Counted by index: iterating the declarations copies each.)
        var typeCount = 0
        for fileIndex in repository.files.indices {
            let declarations = repository[factsOf: fileIndex].declarations
            typeCount += declarations.indices.count { declarations[$0].kind != .extension }
        }
        typesByQualifiedName.reserveCapacity(typeCount)
        for fileIndex in repository.files.indices {
            let module = fileModules[fileIndex]
            let declarations = repository[factsOf: fileIndex].declarations
            // A declaration is file-private when it, or the declaration it is nested in, is.
            var filePrivate = [Bool](filledWith: false, count: declarations.count)
            for index in declarations.indices {
                let parent = Int(declarations[index].parent)
                filePrivate[index] = parent >= 0
                    ? filePrivate[parent] : declarations[index].modifiers.contains { $0 == "private" || $0 == "fileprivate" }
            }
            for index in declarations.indices where compiles(conditionSet: declarations[index].conditionSet, inFile: fileIndex) {
                let symbol = TypeSymbol(file: Int32(fileIndex), declaration: Int32(index), module: module)
                let name = declarations[index].name
                guard declarations[index].kind != .extension else {
                    extensionSymbols.append(symbol)
                    continue
                }
                let qualifiedName = declarations[index].qualifiedName
                if filePrivate[index] {
                    // The first of alternatives under `#if` branches wins, as for any type.
                    if filePrivateTypes[Int32(fileIndex), default: [:]][Substring(qualifiedName)] == nil {
                        filePrivateTypes[Int32(fileIndex), default: [:]][Substring(qualifiedName)] = symbol
                    }
                } else {
                    typesByQualifiedName.modify(qualifiedName, initial: Declared()) { $0.append(symbol) }
                }
                declaredSimpleNames.insert(name)
                for parameter in declarations[index].typeParameters { shadowableNames.insert(parameter) }
                let nameLength = name.utf8.count
                if qualifiedName.utf8.count > nameLength {
                    nestedSimpleNames.insert(name)
                    let parentEnd = qualifiedName.utf8.index(qualifiedName.utf8.endIndex, offsetBy: -(nameLength + 1))
                    nestedNamesByParent.modify(Self.withoutGenerics(String(qualifiedName[..<parentEnd])), initial: NameSet()) { $0.insert(name) }
                }
            }
        }
    }

    /// Inlined, so that callers reading one field do not copy the whole declaration.
    @inline(__always)
    public func declaration(_ symbol: TypeSymbol) -> DeclarationFact {
        repository[factsOf: Int(symbol.file)].declarations[Int(symbol.declaration)]
    }

    public func file(_ symbol: TypeSymbol) -> SourceFile {
        repository.files[Int(symbol.file)]
    }

    /// The type an extension extends, when it resolves to a declaration of the repository.
    public func extendedType(_ symbol: TypeSymbol) -> TypeSymbol? {
        extendedTypes[symbol]
    }

    /// Resolves what every extension extends (on all cores), once, for `extendedType` and
    /// `extensions(of:)`.
    mutating func resolveExtensions(workers: Int) {
        let graph = self
        let extensions = extensionSymbols
        let targets = parallelMap(count: extensions.count, workers: workers, makeState: { () }) { index, _ -> TypeSymbol? in
            let declarations = graph.repository.files[Int(extensions[index].file)].facts.declarations
            let declaration = Int(extensions[index].declaration)
            return graph.resolve(
                Self.withoutGenerics(declarations[declaration].name), fromFile: Int(extensions[index].file), owner: declarations[declaration].parent)
        }
        for (symbol, target) in zip(extensions, targets) {
            guard let target else { continue }
            extendedTypes[symbol] = target
            extensionsOfType[target, default: []].append(symbol)
        }
    }

    /// The index of the first `byte` (an ASCII one) in `text`, found in its contiguous UTF-8 (the
    /// generic search steps through `String.Index` values, a hundred times slower on these hot paths).
    static func firstByte(_ byte: UInt8, in text: String) -> String.Index? {
        var contiguous = text
        guard let offset = contiguous.withUTF8({ $0.firstIndex(of: byte) }) else { return nil }
        return text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    public static func withoutGenerics(_ name: String) -> String {
        guard let open = firstByte(60, in: name) else { return name }  // `<`
        return String(name[..<open])
    }

    /// Resolves the references of those of `files` not resolved yet, on all cores: what rules are
    /// about to read. (A file asked for later is resolved then, on the thread that asks.) Returns
    /// how many it resolved.
    @discardableResult
    public func resolveReferences(inFiles requested: [Int], workers: Int) -> Int {
        let files = requested.filter { !resolutions.isStored(file: $0) }
        guard !files.isEmpty else { return 0 }
        let graph = self
        let resolved = parallelMap(count: files.count, workers: workers, makeState: { SupertypeCache() }) { position, cache in
            cache.startAgainIfLarge()
            return graph.resolveReferences(inFile: files[position], cache: cache)
        }
        for (file, references) in zip(files, resolved) { resolutions.store(references, forFile: file) }
        return files.count
    }

    /// A file's references that resolve to a declaration of the repository, in source order.
    public func resolvedReferences(inFile file: Int) -> ResolvedReferences {
        if let known = resolutions.references(ofFile: file, fileModules: fileModules) { return known }
        resolutions.store(resolveReferences(inFile: file, cache: SupertypeCache()), forFile: file)
        return resolutions.references(ofFile: file, fileModules: fileModules)!
    }

    /// Resolves each distinct name of a file once (or once per enclosing type, for the few names
    /// that could denote a type nested in it), then maps every occurrence.
    func resolveReferences(inFile fileIndex: Int, cache: SupertypeCache) -> StoredResolutions {
        let facts = repository[factsOf: fileIndex]
        let fileScope = ResolutionScope(self, file: fileIndex)
        // Per name, how it resolves wherever no enclosing type could change it (computed once).
        var unnested = [TypeSymbol?](filledWith: nil, count: facts.names.count)
        // Per name: 0 not yet known, 1 names no declared type, 2 resolved in `unnested`, 3 has a
        // component that is the name of some nested type.
        var state = [UInt8](filledWith: 0, count: facts.names.count)
        var resolvedUnnested = [Bool](filledWith: false, count: facts.names.count)
        var byNameAndOwner: [Int64: TypeSymbol?] = [:]
        var contexts: [Int32: OwnerContext] = [:]
        var result: [(reference: Int32, target: TypeSymbol)] = []
        let hasDeadCode = !deadConditionSets[fileIndex].isEmpty
        for (referenceIndex, reference) in facts.references.enumerated() {
            if hasDeadCode, !compiles(reference: referenceIndex, inFile: fileIndex) { continue }
            let nameIndex = Int(reference.nameIndex)
            if state[nameIndex] == 0 {
                let name = facts.names[nameIndex]
                if !Self.someComponent(of: name, isIn: declaredSimpleNames) {
                    state[nameIndex] = 1
                } else if Self.someComponent(of: name, isIn: nestedSimpleNames) || shadowableNames.contains(Self.firstComponent(of: name)) {
                    state[nameIndex] = 3
                } else {
                    state[nameIndex] = 2
                    unnested[nameIndex] = resolve(name, in: fileScope)
                }
            }
            let symbol: TypeSymbol?
            switch state[nameIndex] {
            case 1:
                symbol = nil
            case 2:
                symbol = unnested[nameIndex]
            default:
                // Whatever the way, the answer depends only on the name and the enclosing types.
                let owner = facts.owner(ofReference: referenceIndex)
                let key = Int64(reference.nameIndex) << 32 | Int64(UInt32(bitPattern: owner))
                if let cached = byNameAndOwner[key] {
                    symbol = cached
                    break
                }
                if contexts[owner] == nil { contexts[owner] = ownerContext(owner, inFile: fileIndex, cache: cache) }
                let context = contexts[owner]!
                let name = facts.names[nameIndex]
                if !context.shadowed.contains(Self.firstComponent(of: name)), !context.nestedNames.contains(where: { Self.someComponent(of: name, isIn: $0) }) {
                    if !resolvedUnnested[nameIndex] {
                        unnested[nameIndex] = resolve(name, in: fileScope)
                        resolvedUnnested[nameIndex] = true
                    }
                    symbol = unnested[nameIndex]
                } else {
                    var scope = fileScope
                    scope.enclosing = context.lookupNames
                    scope.shadowed = context.shadowed
                    symbol = resolve(name, in: scope)
                }
                byNameAndOwner[key] = symbol
            }
            if let symbol { result.append((Int32(referenceIndex), symbol)) }
        }
        return StoredResolutions(result)
    }

    /// What the declarations enclosing a reference (at `owner`) bring into scope: the types whose
    /// nested types it may name — each enclosing type, then its superclasses and adopted protocols
    /// of the repository, innermost first — their nested names, and the names it gets from what it
    /// adopts or extends, which shadow module types.
    struct OwnerContext {
        var lookupNames: [String] = []
        var nestedNames: [NameSet] = []
        var shadowed: Set<Substring> = []
    }

    func ownerContext(_ owner: Int32, inFile file: Int, cache: SupertypeCache) -> OwnerContext {
        var context = OwnerContext()
        guard owner >= 0 else { return context }
        context.shadowed = memberTypeNames(around: owner, inFile: file, cache: cache)
        let declarations = repository[factsOf: file].declarations
        let module = fileModules[file]
        func add(_ qualifiedName: String) {
            let name = Self.withoutGenerics(qualifiedName)
            guard !context.lookupNames.contains(name) else { return }
            context.lookupNames.append(name)
            if let nested = nestedNamesByParent[name] { context.nestedNames.append(nested) }
        }
        var current = owner
        while current >= 0 {
            let symbol = TypeSymbol(file: Int32(file), declaration: current, module: module)
            add(declarations[Int(current)].qualifiedName)
            let type = declarations[Int(current)].kind == .extension ? extendedType(symbol) : symbol
            if let type { supertypes(of: type, cache: cache).forEach(add) }
            current = declarations[Int(current)].parent
        }
        return context
    }

    /// How many levels of superclasses and refined protocols resolution follows: far more than
    /// real code has, few enough that a file written to nest them deeper cannot exhaust the stack.
    static let inheritanceDepthLimit = 64

    /// The qualified names of the repository's superclasses and protocols of `symbol`,
    /// transitively, depth first, each once. Each type's are worked out once per cache; a cycle
    /// (no valid program has one, but the text may) is cut where it closes.
    func supertypes(of symbol: TypeSymbol, cache: SupertypeCache, depth: Int = 0) -> [String] {
        if let known = cache.supertypes[symbol] { return known }
        guard depth < Self.inheritanceDepthLimit, cache.inProgress.insert(symbol).inserted else { return [] }
        defer { cache.inProgress.remove(symbol) }
        var names: [String] = []
        var seen = Set<String>()
        for entry in inheritedTypes(of: symbol, cache: cache) {
            guard let supertype = entry.type else { continue }
            for name in [declarations(inFile: supertype.file)[Int(supertype.declaration)].qualifiedName] + supertypes(of: supertype, cache: cache, depth: depth + 1)
            where seen.insert(name).inserted {
                names.append(name)
            }
        }
        cache.supertypes[symbol] = names
        return names
    }

    /// An entry of the inheritance clauses of a type and its extensions, resolved where it is
    /// written: the whole name (for supertypes) and its last component (for the names it brings).
    struct InheritedType {
        /// What the entry names, generic arguments removed (`Base` of `Base<T>`).
        var type: TypeSymbol?
        /// The last component, generic arguments removed (`Inner` of `Outer.Inner<T>`), and what it names.
        var lastName: String
        var lastType: TypeSymbol?
    }

    /// The entries of `symbol`'s inheritance clauses and its extensions', resolved once per cache:
    /// its supertypes and the names it adopts both ask.
    func inheritedTypes(of symbol: TypeSymbol, cache: SupertypeCache) -> [InheritedType] {
        if let known = cache.inheritedTypes[symbol] { return known }
        let entries = inheritance(of: symbol).map { mention, site in
            let name = Self.withoutGenerics(mention.text)
            let type = resolveWritten(name, at: site)
            guard Self.firstByte(46, in: mention.text) != nil else { return InheritedType(type: type, lastName: name, lastType: type) }
            let lastName = Self.withoutGenerics(Self.lastComponent(of: mention.text))
            return InheritedType(type: type, lastName: lastName, lastType: resolveWritten(lastName, at: site))
        }
        cache.inheritedTypes[symbol] = entries
        return entries
    }

    /// What `name`, written in the declaration `site` (its inheritance clause, or for an extension
    /// the type it extends), denotes.
    private func resolveWritten(_ name: String, at site: TypeSymbol) -> TypeSymbol? {
        resolve(name, fromFile: Int(site.file), owner: declarations(inFile: site.file)[Int(site.declaration)].parent)
    }

    /// The declarations of a file, for reading one field of one in place (`declaration(_:)`
    /// copies every field).
    func declarations(inFile file: Int32) -> [DeclarationFact] {
        repository[factsOf: Int(file)].declarations
    }

    /// Where a name is written: the file's modules (one per target compiling it), the modules it
    /// imports, the enclosing types.
    struct ResolutionScope {
        var file: Int
        var modules: [Int32]
        var imported: [Int32]
        /// Qualified names of the enclosing types, innermost first.
        var enclosing: [String] = []
        /// Type names the enclosing types get from what they adopt or extend (`Content` in a
        /// `ViewModifier`): they shadow the modules' types of that name.
        var shadowed: Set<Substring> = []

        /// `borrowing`: an initializer's argument is otherwise copied (every field of the graph retained).
        init(_ graph: borrowing DependencyGraph, file: Int) {
            self.file = file
            modules = [graph.fileModules[file]] + (graph.otherFileModules[Int32(file)] ?? [])
            imported = graph.importedModules[file].map(Int32.init)
        }

        func inside(_ owner: Int32, of graph: DependencyGraph) -> ResolutionScope {
            var scope = self
            let declarations = graph.repository[factsOf: file].declarations
            var current = owner
            while current >= 0 {
                scope.enclosing.append(DependencyGraph.withoutGenerics(declarations[Int(current)].qualifiedName))
                current = declarations[Int(current)].parent
            }
            return scope
        }
    }

    /// `Inner` of `Content.Inner`: the last component that is not empty, or the text itself when
    /// it has none.
    static func lastComponent(of written: String) -> String {
        var text = written
        return text.withUTF8 { utf8 in
            var end = utf8.count
            while end > 0, utf8[end - 1] == 46 { end -= 1 }  // `.`
            var start = end
            while start > 0, utf8[start - 1] != 46 { start -= 1 }
            guard end > 0, start > 0 || end < utf8.count else { return written }
            return String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<end]), as: UTF8.self)
        }
    }

    /// `body` over the UTF-8 of `outer.inner`, without making the string.
    static func withQualifiedName<Result>(_ outer: String, _ inner: Substring, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        var outer = outer
        var inner = inner
        return outer.withUTF8 { outer in
            inner.withUTF8 { inner in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: outer.count + 1 + inner.count) { buffer in
                    _ = buffer.initialize(fromContentsOf: outer)
                    buffer[outer.count] = 46  // `.`
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[(outer.count + 1)...]).initialize(fromContentsOf: inner)
                    return body(UnsafeRawBufferPointer(buffer))
                }
            }
        }
    }

    /// `Content` of `Content.Inner`.
    static func firstComponent(of name: String) -> Substring {
        guard let dot = firstByte(46, in: name) else { return Substring(name) }
        return name[..<dot]
    }

    /// The type names the declarations enclosing `owner` get from what they adopt or extend: the
    /// associated types of the protocols they conform to (the repository's, read from their
    /// declarations, and the SDK's well-known ones), and the generic parameters of a type an
    /// extension extends.
    func memberTypeNames(around owner: Int32, inFile file: Int, cache: SupertypeCache) -> Set<Substring> {
        var names = Set<Substring>()
        let declarations = repository[factsOf: file].declarations
        let module = fileModules[file]
        var current = owner
        while current >= 0 {
            let symbol = TypeSymbol(file: Int32(file), declaration: current, module: module)
            if declarations[Int(current)].kind == .extension {
                if let extended = extendedType(symbol) {
                    names.formUnion(adoptedNames(of: extended, cache: cache))
                } else {
                    for written in [declarations[Int(current)].name] + declarations[Int(current)].inherits.map(\.text) {
                        names.formUnion(namesAdopted(from: written, at: symbol, cache: cache))
                    }
                }
            } else {
                names.formUnion(adoptedNames(of: symbol, cache: cache))
            }
            current = declarations[Int(current)].parent
        }
        return names
    }

    /// The type names `symbol` gets from what it adopts: its generic parameters and the
    /// associated types of its protocols.
    func adoptedNames(of symbol: TypeSymbol, cache: SupertypeCache) -> Set<Substring> {
        if let known = cache.adoptedNames[symbol] { return known }
        var names = Set(declarations(inFile: symbol.file)[Int(symbol.declaration)].typeParameters.map { Substring($0) })
        for entry in inheritedTypes(of: symbol, cache: cache) {
            names.formUnion(namesAdopted(by: entry.lastName, naming: entry.lastType, cache: cache))
        }
        cache.adoptedNames[symbol] = names
        return names
    }

    /// The names adopting what `written` (written in the declaration `site`) names brings: a
    /// repository protocol's associated types and those of the protocols it refines, worked out
    /// once per protocol; an SDK type's well-known ones.
    private func namesAdopted(from written: String, at site: TypeSymbol, cache: SupertypeCache, depth: Int = 0) -> Set<Substring> {
        let name = Self.withoutGenerics(Self.lastComponent(of: written))
        return namesAdopted(by: name, naming: resolveWritten(name, at: site), cache: cache, depth: depth)
    }

    /// The names adopting `name` brings, where it names `type` (nil: not a repository type).
    private func namesAdopted(by name: String, naming type: TypeSymbol?, cache: SupertypeCache, depth: Int = 0) -> Set<Substring> {
        guard let symbol = type, declarations(inFile: symbol.file)[Int(symbol.declaration)].kind == .protocol else {
            guard let known = KnownMemberTypes.byType[name] else { return [] }
            return Set(known.map { Substring($0) })
        }
        if let known = cache.protocolNames[symbol] { return known }
        guard depth < Self.inheritanceDepthLimit, cache.inProgress.insert(symbol).inserted else { return [] }
        defer { cache.inProgress.remove(symbol) }
        var names = Set(declarations(inFile: symbol.file)[Int(symbol.declaration)].typeParameters.map { Substring($0) })
        for mention in declarations(inFile: symbol.file)[Int(symbol.declaration)].inherits {
            names.formUnion(namesAdopted(from: mention.text, at: symbol, cache: cache, depth: depth + 1))
        }
        cache.protocolNames[symbol] = names
        return names
    }

    /// Whether one of the leading components `resolve` considers is in `names`, without splitting
    /// the name: most names of a file name no type of the repository at all.
    static func someComponent(of name: String, isIn names: NameSet) -> Bool {
        var name = name
        return name.withUTF8 { utf8 in
            var start = 0
            var count = 0
            for index in 0...utf8.count where index == utf8.count || utf8[index] == 46 {  // `.`
                if names.contains(utf8: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[start..<index]))) { return true }
                count += 1
                if count == 4 { return false }
                start = index + 1
            }
            return false
        }
    }

    /// The declaration a name written in `file` (inside declaration `owner`) denotes: nested types
    /// of the enclosing types first, then the file's own module, then the modules it imports; a
    /// name with several candidates at the same step is ambiguous and not guessed.
    public func resolve(_ name: String, fromFile fileIndex: Int, owner: Int32) -> TypeSymbol? {
        // What `resolve(_:in:)` checks first, before its scope is built: most names written in
        // inheritance clauses and extensions are the SDK's.
        guard Self.someComponent(of: name, isIn: declaredSimpleNames) else { return nil }
        return resolve(name, in: ResolutionScope(self, file: fileIndex).inside(owner, of: self))
    }

    private func resolve(_ name: String, in scope: ResolutionScope) -> TypeSymbol? {
        // The first four components, as ranges of `name`: prefixes of it are the candidates, so
        // no candidate needs building.
        withUnsafeTemporaryAllocation(of: Range<String.Index>.self, capacity: 4) { parts in
            let utf8 = name.utf8
            var count = 0
            var start = utf8.startIndex
            var index = start
            while count < 4 {
                if index == utf8.endIndex || utf8[index] == 46 {
                    parts.initializeElement(at: count, to: start..<index)
                    count += 1
                    if index == utf8.endIndex { break }
                    start = utf8.index(after: index)
                }
                index = utf8.index(after: index)
            }
            // Longest prefix first: `Outer.Inner.member` tries `Outer.Inner` before `Outer`.
            let privates = filePrivateTypes[Int32(scope.file)]
            // Not `self` in the closure below: that would copy the whole graph on each lookup.
            let qualifiedTypes = typesByQualifiedName
            for length in stride(from: count, through: 1, by: -1) {
                // Every key below ends with this component: most lengths are ruled out without a lookup.
                guard declaredSimpleNames.contains(name[parts[length - 1]]) else { continue }
                let candidate = name[name.startIndex..<parts[length - 1].upperBound]
                // A type nested in an enclosing type or one of its supertypes, wherever declared.
                for enclosing in scope.enclosing {
                    if let privates, let symbol = privates[Substring(enclosing + "." + candidate)] { return symbol }
                    if let symbols = Self.withQualifiedName(enclosing, candidate, { qualifiedTypes[utf8: $0] }) {
                        if let symbol = unique(symbols, inAnyOf: scope.modules) { return symbol }
                        if case .found(let symbol) = visible(symbols, in: scope) { return symbol }
                    }
                }
                if scope.shadowed.contains(name[parts[0]]) { return nil }
                if let symbol = privates?[candidate] { return symbol }
                if let symbols = typesByQualifiedName[candidate] {
                    if let symbol = unique(symbols, inAnyOf: scope.modules) { return symbol }
                    switch visible(symbols, in: scope) {
                    case .found(let symbol): return symbol
                    case .ambiguous: return nil  // the same name from two imported modules
                    case .none: break
                    }
                }
                // `Module.Type`: a module-qualified name, of the file's own module or one it sees.
                if length >= 2, let module = moduleIndex[String(name[parts[0]])], modules[module].isInternal,
                    scope.modules.contains(Int32(module)) || scope.imported.contains(Int32(module))
                {
                    let inner = name[parts[1].lowerBound..<parts[length - 1].upperBound]
                    if let symbol = unique(typesByQualifiedName[inner], inAnyOf: [Int32(module)]) { return symbol }
                }
            }
            return nil
        }
    }

    enum Visible {
        case none, found(TypeSymbol), ambiguous
    }

    /// The one of `symbols` declared in a module `scope` imports.
    private func visible(_ symbols: Declared, in scope: ResolutionScope) -> Visible {
        var found: TypeSymbol? = nil
        var ambiguousInModule = false
        for symbol in symbols where isDeclared(symbol, inAnyOf: scope.imported) {
            if let first = found, first != symbol, first.file != symbol.file {
                if first.module != symbol.module { return .ambiguous }
                ambiguousInModule = true
            }
            found = found ?? symbol
        }
        guard let found, !ambiguousInModule else { return .none }
        return .found(found)
    }

    /// The one of `symbols` declared in one of `modules`; several declarations in one file are
    /// alternatives under `#if` branches (the first stands for them), in several files ambiguous.
    private func unique(_ symbols: Declared?, inAnyOf modules: [Int32]) -> TypeSymbol? {
        guard let symbols else { return nil }
        var found: TypeSymbol? = nil
        for symbol in symbols where isDeclared(symbol, inAnyOf: modules) {
            if let first = found {
                if first.file == symbol.file { continue }
                return nil
            }
            found = symbol
        }
        return found
    }

    /// Whether a type is declared in one of `modules`: in its file's module, or in another module
    /// compiling the same file.
    public func isDeclared(_ symbol: TypeSymbol, inAnyOf modules: [Int32]) -> Bool {
        modules.contains(symbol.module) || (otherFileModules[symbol.file]?.contains(where: modules.contains) ?? false)
    }

    /// The module in which code of `file` sees `symbol`: for a type declared in a file several
    /// targets compile, the copy of the target `file` belongs to or imports (its own first, or
    /// `module`, the one whose code `file` is judged as), not the declaring file's first module.
    public func module(of symbol: TypeSymbol, seenFrom file: Int, as module: Int? = nil) -> Int32 {
        guard let others = otherFileModules[symbol.file] else { return symbol.module }
        let candidates = [symbol.module] + others
        if let module, candidates.contains(Int32(module)) { return Int32(module) }
        let own = modules(ofFile: file)
        if let seen = candidates.first(where: { own.contains(Int($0)) }) { return seen }
        return candidates.first { importedModules[file].contains(Int($0)) } ?? symbol.module
    }

    /// Extensions of a type anywhere in the repository that resolve back to it.
    public func extensions(of symbol: TypeSymbol) -> [TypeSymbol] {
        extensionsOfType[symbol] ?? []
    }

    /// Every conformance and superclass written for a type: in its declaration and in its extensions.
    public func inheritance(of symbol: TypeSymbol) -> [(mention: TypeMention, in: TypeSymbol)] {
        // The inheritance clauses read in place (`declaration(_:)` would copy each declaration).
        var result = repository[factsOf: Int(symbol.file)].declarations[Int(symbol.declaration)].inherits.map { ($0, symbol) }
        for site in extensions(of: symbol) {
            result += repository[factsOf: Int(site.file)].declarations[Int(site.declaration)].inherits.map { ($0, site) }
        }
        return result
    }
}

/// The declarations of one qualified name: almost always one, kept without an array of its own
/// (a repository has tens of thousands of names).
struct Declared: Sequence {
    private var first: TypeSymbol?
    private var others: [TypeSymbol] = []

    mutating func append(_ symbol: TypeSymbol) {
        if first == nil { first = symbol } else { others.append(symbol) }
    }

    struct Iterator: IteratorProtocol {
        let declared: Declared
        var position = 0

        mutating func next() -> TypeSymbol? {
            defer { position += 1 }
            if position == 0 { return declared.first }
            return position - 1 < declared.others.count ? declared.others[position - 1] : nil
        }
    }

    func makeIterator() -> Iterator { Iterator(declared: self) }
}

/// What resolving one file after another learns about the repository's types (their supertypes,
/// the names they adopt), kept by one worker: many files' references sit inside the same types.
final class SupertypeCache {
    var supertypes: [TypeSymbol: [String]] = [:]
    var adoptedNames: [TypeSymbol: Set<Substring>] = [:]
    /// Per protocol, the names it and the protocols it refines give their adopters.
    var protocolNames: [TypeSymbol: Set<Substring>] = [:]
    /// The types whose supertypes or names are being worked out (a cycle stops at them).
    var inProgress = Set<TypeSymbol>()
    /// Per type, its inheritance clauses' entries, resolved.
    var inheritedTypes: [TypeSymbol: [DependencyGraph.InheritedType]] = [:]

    /// Empties the cache once it knows this many types: workers take the files in order, so the
    /// types a file needs are mostly those of its neighbours, and a cache of the whole repository
    /// in every worker took 8 MB of the benchmark corpus's 126 MB heap during resolution.
    static let typeLimit = 1 << 12

    func startAgainIfLarge() {
        guard inheritedTypes.count > Self.typeLimit else { return }
        supertypes = [:]
        adoptedNames = [:]
        protocolNames = [:]
        inheritedTypes = [:]
    }
}
