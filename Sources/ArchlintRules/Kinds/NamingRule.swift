import ArchlintBase
import ArchlintFacts
import ArchlintGraph

/// `naming`: declarations in scope must match a pattern (role suffixes, protocol naming), and a
/// file's name must be the name of the type it declares.
public struct NamingRule: RuleKind {
    public static let name = "naming"
    public static let summary = "Type names in scope must match a pattern; file names must match their main type."
    public static let subject = RuleSubject.types
    public static let options = [
        RuleOption("types", .object(TypeSelector.options), "which top-level declarations."),
        RuleOption("pattern", .pattern, "regular expression every selected top-level type name must match."),
        RuleOption("roles", .objects([
            RuleOption("paths", .globs, "the role's files."),
            RuleOption("modules", .patterns, "the role's modules."),
            RuleOption("layers", .layers, "the role's layers."),
            RuleOption("exclude", .globs, "files the role leaves out."),
            RuleOption("kinds", .choices(["class", "struct", "enum", "protocol", "actor", "typealias"]), "the declarations the role names."),
            RuleOption("pattern", .pattern, "the pattern their names must match."),
        ]), "several patterns under one rule, each for its own files; a type is checked against every role whose selectors all match its file."),
        RuleOption("fileNameMatchesType", .bool, default: "false", "a file `X.swift` must declare a top-level type `X` (files named `X+Y.swift`, and files declaring no non-private type, are exempt)."),
    ]
    public static let notes = "Private and fileprivate helper types are exempt from `pattern`."

    public static let examples: [RuleExample] = [
        RuleExample(
            "A type in a repository folder without its role suffix",
            configuration: #"{ "kind": "naming", "pattern": "(Repository|RepositoryProtocol)$", "scope": { "paths": ["**/Repository/**"] } }"#,
            files: [
                ("App/Data/Repository/UserRepository.swift", "final class UserRepository {}\nprivate struct Cache {}"),
                ("App/Data/Repository/Users.swift", "final class ↓Users {}"),
            ]),
        RuleExample(
            "A file named after another type",
            configuration: #"{ "kind": "naming", "fileNameMatchesType": true }"#,
            files: [
                ("App/UserStore.swift", "final class ↓UserService {}"),
                ("App/User+Formatting.swift", "extension User { var title: String { name } }"),
                ("App/User.swift", "struct User { let name: String }"),
            ]),
    ]

    /// A naming convention for part of the repository.
    struct Role {
        var scope: Scope
        var kinds: [DeclarationFact.Kind]
        var pattern: RegularExpression
    }

    var types: TypeSelector
    var roles: [Role]
    var fileNameMatchesType: Bool

    public init(options: inout ConfigObject) throws {
        types = try TypeSelector(&options)
        roles = []
        if let pattern = try options.regularExpression("pattern") { roles.append(Role(scope: Scope(), kinds: [], pattern: pattern)) }
        if let list = options.raw("roles") {
            guard case .array(let entries) = list.value else { throw options.error("roles", "expected an array of roles") }
            for (offset, entry) in entries.enumerated() {
                var object = try ConfigObject(entry, file: options.file, keyPath: options.path("roles") + "[\(offset)]")
                var scope = Scope()
                scope.paths = try object.globs("paths") ?? []
                scope.modules = try object.regularExpressions("modules") ?? []
                scope.layers = try object.strings("layers") ?? []
                scope.exclude = try object.globs("exclude") ?? []
                let kinds = try (object.strings("kinds") ?? []).map { name in
                    guard let kind = DeclarationFact.Kind(rawValue: name) else { throw object.error("kinds", "unknown type kind \"\(name)\"") }
                    return kind
                }
                guard let pattern = try object.regularExpression("pattern") else { throw object.error(nil, "a role needs \"pattern\"") }
                _ = try object.string("description")
                try object.finish()
                roles.append(Role(scope: scope, kinds: kinds, pattern: pattern))
            }
        }
        fileNameMatchesType = try options.bool("fileNameMatchesType") ?? false
        if roles.isEmpty, !fileNameMatchesType { throw options.error(nil, "a naming rule needs \"pattern\", \"roles\" or \"fileNameMatchesType\"") }
    }

    public func check(in context: RuleContext) -> [Violation] {
        let graph = context.graph
        var findings: [Violation] = []
        let files = context.files
        if !roles.isEmpty {
            var rolesInScope = Array(repeating: DecisionMemo<Int32>(), count: roles.count)
            for symbol in types.symbols(inFiles: files, of: graph) {
                // The fields read in place: a copy of each declaration retains all it holds.
                let declaration = graph.repository[factsOf: Int(symbol.file)].declarations.withUnsafeBufferPointer { declarations in
                    let declaration = declarations.baseAddress! + Int(symbol.declaration)
                    return (
                        parent: declaration.pointee.parent, kind: declaration.pointee.kind, name: declaration.pointee.name,
                        namePosition: declaration.pointee.namePosition, modifiers: declaration.pointee.modifiers)
                }
                guard declaration.parent < 0, !declaration.modifiers.contains("private"), !declaration.modifiers.contains("fileprivate")
                else { continue }
                for (index, role) in roles.enumerated()
                where rolesInScope[index].decide(symbol.file, { role.scope.contains(file: Int(symbol.file), graph: graph, layers: context.layers) }) {
                    guard role.kinds.isEmpty || role.kinds.contains(declaration.kind), !role.pattern.matches(declaration.name) else { continue }
                    findings.append(Violation(
                        "\(declaration.kind.rawValue) \(declaration.name) does not match the naming pattern \(role.pattern.pattern)",
                        file: graph.file(symbol).path, line: Int(declaration.namePosition.line), column: Int(declaration.namePosition.column),
                        fingerprint: "name \(declaration.name)"))
                    break
                }
            }
        }
        if fileNameMatchesType {
            for fileIndex in files {
                let file = graph.repository.files[fileIndex]
                let base = String(file.path.split(separator: "/").last!.dropLast(".swift".count))
                guard !base.contains("+") else { continue }
                let topLevel = file.facts.declarations.filter {
                    $0.parent < 0 && $0.kind != .extension && !$0.modifiers.contains("private") && !$0.modifiers.contains("fileprivate")
                        && graph.compiles(conditionSet: $0.conditionSet, inFile: fileIndex)
                }
                guard let first = topLevel.first, !topLevel.contains(where: { $0.name == base }) else { continue }
                findings.append(Violation(
                    "\(file.path.split(separator: "/").last!) declares \(topLevel.map(\.name).joined(separator: ", ")), not \(base)",
                    file: file.path, line: Int(first.namePosition.line), column: Int(first.namePosition.column),
                    fingerprint: "file name \(base)"))
            }
        }
        return findings
    }
}
