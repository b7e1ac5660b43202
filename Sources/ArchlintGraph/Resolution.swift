import ArchlintFacts

/// Why each reference of a file resolves to a declaration or does not: what `archlint dump
/// --resolutions` shows, and what a check over a corpus counts.
public enum Resolution: String, Sendable, CaseIterable {
    /// The name denotes a type declared in the repository, in a module the file sees.
    case resolved
    /// No type of the repository has the name: an SDK or library type, a free function.
    case notRepositoryType = "not-a-repository-type"
    /// A generic parameter or associated type the enclosing type gets from what it adopts or extends.
    case shadowed
    /// Two declarations the file sees could be meant: not guessed.
    case ambiguous
    /// The repository declares the name only in modules the file does not import.
    case notVisible = "not-visible"
    /// Under `#if` conditions no build of the file's targets compiles.
    case notCompiled = "not-compiled"
}

extension DependencyGraph {
    /// The modules a file sees: its own (each target compiling it), those it imports and those
    /// they re-export.
    public func visibleModules(ofFile file: Int) -> Set<Int> {
        Set(modules(ofFile: file) + importedModules[file])
    }

    /// Per reference of `file`, in order: how it resolves, and the declaration when it does.
    public func resolutions(inFile file: Int) -> [(resolution: Resolution, target: TypeSymbol?)] {
        let facts = repository[factsOf: file]
        var result = facts.references.map { _ -> (resolution: Resolution, target: TypeSymbol?) in (.notRepositoryType, nil) }
        for resolved in resolvedReferences(inFile: file) { result[Int(resolved.reference)] = (.resolved, resolved.target) }
        let visible = Set([Int32(moduleIndex(ofFile: file))] + importedModules[file].map(Int32.init))
        var shadowedByOwner: [Int32: Set<Substring>] = [:]
        let cache = SupertypeCache()
        for (index, reference) in facts.references.enumerated() where result[index].resolution != .resolved {
            if !compiles(reference: index, inFile: file) {
                result[index].resolution = .notCompiled
                continue
            }
            let name = facts.name(of: reference)
            guard Self.someComponent(of: name, isIn: declaredSimpleNames) else { continue }
            let owner = facts.owner(ofReference: index)
            if owner >= 0 {
                if shadowedByOwner[owner] == nil { shadowedByOwner[owner] = memberTypeNames(around: owner, inFile: file, cache: cache) }
                if shadowedByOwner[owner]!.contains(Self.firstComponent(of: name)) {
                    result[index].resolution = .shadowed
                    continue
                }
            }
            // The longest leading part of the name the repository declares, and where.
            let components = name.split(separator: ".")
            var declared: [TypeSymbol] = []
            for length in stride(from: min(components.count, 4), through: 1, by: -1) {
                declared = typesByQualifiedName[components[..<length].joined(separator: ".")].map(Array.init) ?? []
                if !declared.isEmpty { break }
            }
            guard !declared.isEmpty else { continue }
            result[index].resolution = declared.contains { visible.contains($0.module) } ? .ambiguous : .notVisible
        }
        return result
    }
}
