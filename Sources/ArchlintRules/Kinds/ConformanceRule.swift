import ArchlintBase
import ArchlintFacts
import ArchlintGraph

/// `conformance`: types in scope must not (or must) conform to or inherit from listed names,
/// counting conformances added in extensions anywhere in the repository, conformances inherited
/// from the repository's own superclasses, protocols and typealiases, and `Codable` =
/// `Encodable & Decodable`.
public struct ConformanceRule: RuleKind {
    public static let name = "conformance"
    public static let summary = "Types in scope must not (or must) conform to or inherit from the listed names."
    public static let subject = RuleSubject.types
    public static let options = [
        RuleOption("types", .object(TypeSelector.options), "which types (default: every type in scope)."),
        RuleOption("forbidden", .names, "names the types must not conform to or inherit from."),
        RuleOption("required", .names, "names the types must conform to or inherit from (each of them)."),
    ]
    public static let notes = """
        `Codable` stands for `Encodable & Decodable` both ways, and the standard library's refinements
        count (`Hashable` is `Equatable`, an enum with a raw type is `RawRepresentable` and
        `Hashable`, an enum without associated values is `Hashable`, an actor `Sendable`). A
        conformance written in an extension (in any file) counts for the extended type; one
        inherited from a superclass, protocol or typealias of the repository counts too. Findings
        point at the conformance where it is written, or at the type's name for a missing one.
        """

    public static let examples: [RuleExample] = [
        RuleExample(
            "A domain entity made Codable in an extension in another file",
            configuration: #"{ "kind": "conformance", "forbidden": ["Codable", "Encodable", "Decodable"], "types": { "kinds": ["struct", "enum", "class"] }, "scope": { "paths": ["**/Domain/**"] } }"#,
            files: [
                ("App/Domain/User.swift", "struct User: Equatable {\n    let id: String\n}"),
                ("App/Data/User+Codable.swift", "extension User: ↓Codable {}"),
                ("App/Domain/Status.swift", "enum Status: String, ↓Decodable { case active }"),
            ]),
        RuleExample(
            "Codable data-transfer objects outside the scope, and Hashable domain types",
            configuration: #"{ "kind": "conformance", "forbidden": ["Codable"], "scope": { "paths": ["**/Domain/**"] } }"#,
            files: [
                ("App/Domain/User.swift", "struct User: Hashable { let id: String }"),
                ("App/Data/UserDTO.swift", "struct UserDTO: Codable { let id: String }"),
            ]),
        RuleExample(
            "A required conformance satisfied through a protocol the repository declares",
            configuration: #"{ "kind": "conformance", "required": ["Sendable"], "types": { "names": ["Repository$"], "kinds": ["class"] } }"#,
            files: [
                ("App/Repository.swift", "protocol UserRepositoryProtocol: Sendable {}\nfinal class UserRepository: UserRepositoryProtocol {}\nfinal class ↓CartRepository {}"),
            ]),
        RuleExample(
            "Conformances the standard library implies",
            configuration: #"{ "kind": "conformance", "required": ["Equatable"], "scope": { "paths": ["**/Model/**"] } }"#,
            files: [
                ("App/Model/Values.swift", """
                    struct Tag: Hashable { let name: String }
                    struct Version: Comparable { let major: Int; static func < (a: Version, b: Version) -> Bool { a.major < b.major } }
                    enum Status: String, Codable { case active }
                    enum Direction { case up, down }
                    enum ↓Payload { case text(String), none }
                    struct ↓Snapshot { let data: [UInt8] }
                    """),
            ]),
    ]

    var types: TypeSelector
    var forbidden: Set<String>
    var required: [String]

    public init(options: inout ConfigObject) throws {
        types = try TypeSelector(&options)
        forbidden = Set(try options.strings("forbidden") ?? [])
        required = try options.strings("required") ?? []
        if forbidden.isEmpty, required.isEmpty { throw options.error(nil, "a conformance rule needs \"forbidden\" or \"required\"") }
    }

    /// A conformance as written, what it implies, and the chain that leads there.
    struct Conformance {
        var mention: TypeMention
        var writtenIn: TypeSymbol
        var names: Set<String>
        var via: [String]
    }

    /// Every conformance of a type: written, and inherited through the repository's declarations.
    static func conformances(of symbol: TypeSymbol, in graph: DependencyGraph) -> [Conformance] {
        var result: [Conformance] = []
        var visited: Set<TypeSymbol> = [symbol]
        for (mention, writtenIn) in graph.inheritance(of: symbol) {
            var names = Conformances.implied(by: mention.text)
            var via: [String] = []
            // Follow the named declaration (superclass, refined protocol, typealias) breadth first.
            var queue: [(String, TypeSymbol)] = mention.text.split(separator: "&").map { (Conformances.baseName(String($0)), writtenIn) }
            var steps = 0
            while !queue.isEmpty, steps < 64 {
                steps += 1
                let (name, site) = queue.removeFirst()
                let owner = graph.declaration(site).parent
                guard let target = graph.resolve(name, fromFile: Int(site.file), owner: owner), visited.insert(target).inserted else { continue }
                let declaration = graph.declaration(target)
                if let aliased = declaration.aliasedType {
                    names.formUnion(Conformances.implied(by: aliased))
                    queue += aliased.split(separator: "&").map { (Conformances.baseName(String($0)), target) }
                }
                for (inherited, inheritedSite) in graph.inheritance(of: target) {
                    let implied = Conformances.implied(by: inherited.text)
                    if !implied.isSubset(of: names) { via.append("\(declaration.name): \(inherited.text)") }
                    names.formUnion(implied)
                    queue += inherited.text.split(separator: "&").map { (Conformances.baseName(String($0)), inheritedSite) }
                }
            }
            result.append(Conformance(mention: mention, writtenIn: writtenIn, names: names, via: via))
        }
        return result
    }

    public func check(in context: RuleContext) -> [Violation] {
        let graph = context.graph
        var findings: [Violation] = []
        for symbol in types.symbols(inFiles: context.typeFiles, of: graph) {
            let declaration = graph.declaration(symbol)
            let file = graph.file(symbol)
            let conformances = Self.conformances(of: symbol, in: graph)
            for conformance in conformances {
                let hit = conformance.names.intersection(forbidden)
                guard !hit.isEmpty else { continue }
                let where_ = graph.file(conformance.writtenIn)
                let inExtension = conformance.writtenIn != symbol
                var text = "\(declaration.name) conforms to \(hit.sorted().joined(separator: " and "))"
                if inExtension { text += " in an extension (\(where_.path):\(conformance.mention.position.line))" }
                if !conformance.via.isEmpty { text += " through \(conformance.via.joined(separator: ", "))" }
                findings.append(Violation(
                    text, file: where_.path, line: Int(conformance.mention.position.line), column: Int(conformance.mention.position.column),
                    evidence: [
                        Evidence(file: file.path, line: Int(declaration.namePosition.line), column: Int(declaration.namePosition.column), description: "\(declaration.kind.rawValue) \(declaration.qualifiedName)"),
                        Evidence(file: where_.path, line: Int(conformance.mention.position.line), column: Int(conformance.mention.position.column), description: ": \(conformance.mention.text)"),
                    ],
                    fingerprint: "type \(declaration.qualifiedName) conforms to \(hit.sorted().joined(separator: ","))"))
            }
            let all = conformances.reduce(into: Conformances.implicit(for: declaration)) { $0.formUnion($1.names) }
            for name in required where !all.contains(name) {
                findings.append(Violation(
                    "\(declaration.name) does not conform to \(name)",
                    file: file.path, line: Int(declaration.namePosition.line), column: Int(declaration.namePosition.column),
                    fingerprint: "type \(declaration.qualifiedName) lacks \(name)"))
            }
        }
        return findings
    }
}
