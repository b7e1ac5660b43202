import ArchlintBase
import ArchlintFacts
import ArchlintGraph

/// `attributes`: attributes and property wrappers that must not (or must) appear on types or
/// their members (`@Published`, `@Observable`, `@MainActor`), honouring default main-actor isolation.
public struct AttributesRule: RuleKind {
    public static let name = "attributes"
    public static let summary = "Types or members in scope must not (or must) carry the listed attributes."
    public static let documentation = """
        Options:
          types      which types: { "names": [regex], "kinds": [...] } (default: every type in scope).
          on         "type" (default), "properties", "functions", or "members" (all members).
          forbidden  attributes that must not appear (`@Published`; arguments are ignored).
          required   attributes of which one must appear.
          defaultIsolation  whether a module built with `.defaultIsolation(MainActor.self)` (or a
                     configuration with "defaultIsolation": "MainActor") satisfies a required
                     `@MainActor` (default true).
          orEveryFunction   a required type attribute is also satisfied when every non-private
                     function of the type carries it (default false).
        Members declared in extensions count for the type they extend. An `@MainActor` superclass
        of the repository satisfies a required `@MainActor`.
        """

    public static let examples: [RuleExample] = [
        RuleExample(
            "A @Published property in an @Observable code base",
            configuration: #"{ "kind": "attributes", "on": "properties", "forbidden": ["@Published"] }"#,
            files: [("App/Features/HomeViewModel.swift", "final class HomeViewModel {\n    ↓@Published var title = \"\"\n    var count = 0\n}")]),
        RuleExample(
            "A ViewModel without @MainActor",
            configuration: #"{ "kind": "attributes", "types": { "names": ["ViewModel$"], "kinds": ["class"] }, "required": ["@MainActor"] }"#,
            files: [("App/UI/ListViewModel.swift", "@MainActor final class ListViewModel {}\nfinal class ↓DetailViewModel {}")]),
        RuleExample(
            "A module built with main-actor default isolation needs no annotation",
            configuration: #"{ "kind": "attributes", "types": { "names": ["ViewModel$"] }, "required": ["@MainActor"] }"#,
            files: [
                ("Package.swift", """
                    import PackageDescription
                    let package = Package(name: "UI", targets: [.target(name: "UI", swiftSettings: [.defaultIsolation(MainActor.self)])])
                    """),
                ("Sources/UI/ListViewModel.swift", "final class ListViewModel {}"),
            ]),
    ]

    enum Target: String {
        case type, properties, functions, members
    }

    var types: TypeSelector
    var on: Target
    var forbidden: [String]
    var required: [String]
    var defaultIsolation: Bool
    var orEveryFunction: Bool

    public init(options: inout ConfigObject) throws {
        types = try TypeSelector(&options)
        on = Target(rawValue: try options.choice("on", ["type", "properties", "functions", "members"]) ?? "type")!
        forbidden = (try options.strings("forbidden") ?? []).map(Self.normalized)
        required = (try options.strings("required") ?? []).map(Self.normalized)
        defaultIsolation = try options.bool("defaultIsolation") ?? true
        orEveryFunction = try options.bool("orEveryFunction") ?? false
        if forbidden.isEmpty, required.isEmpty { throw options.error(nil, "an attributes rule needs \"forbidden\" or \"required\"") }
    }

    static func normalized(_ attribute: String) -> String {
        attribute.hasPrefix("@") ? attribute : "@" + attribute
    }

    /// `@available(iOS 17, *)` → `@available`.
    static func name(of attribute: String) -> String {
        String(attribute.prefix { $0 != "(" && $0 != "<" })
    }

    func carries(_ attributes: [String], _ wanted: [String]) -> String? {
        attributes.map(Self.name).first { wanted.contains($0) }
    }

    public func check(_ rule: RuleConfiguration, in context: RuleContext) -> [Finding] {
        let graph = context.graph
        var findings: [Finding] = []
        let files = rule.scope.files(in: context)
        var symbols = types.symbols(inFiles: files, of: graph)
        if on != .type, types.isEmpty {
            // Every declaration in scope, extensions included (their members are checked in place).
            symbols = files.flatMap { file in
                graph.repository.files[file].facts.declarations.indices.map {
                    TypeSymbol(file: Int32(file), declaration: Int32($0), module: Int32(graph.moduleIndex(ofFile: file)))
                }
            }
        }
        for symbol in symbols {
            let declaration = graph.declaration(symbol)
            let file = graph.file(symbol)
            if on == .type {
                if let hit = carries(declaration.attributes, forbidden) {
                    findings.append(rule.finding(
                        "\(declaration.name) is marked \(hit)", file: file.path, line: Int(declaration.start.line),
                        column: Int(declaration.start.column), fingerprint: "type \(declaration.qualifiedName) \(hit)"))
                }
                if !required.isEmpty, carries(declaration.attributes, required) == nil, !isSatisfiedOtherwise(symbol, in: context) {
                    findings.append(rule.finding(
                        "\(declaration.name) is not marked \(required.joined(separator: " or "))",
                        file: file.path, line: Int(declaration.namePosition.line), column: Int(declaration.namePosition.column),
                        fingerprint: "type \(declaration.qualifiedName) lacks \(required.joined(separator: "|"))"))
                }
                continue
            }
            var owners = [symbol]
            if declaration.kind != .extension, !types.isEmpty { owners += graph.extensions(of: symbol) }
            for owner in owners {
                let ownerFile = graph.file(owner)
                for member in graph.declaration(owner).members where applies(to: member) {
                    if let hit = carries(member.attributes, forbidden) {
                        findings.append(rule.finding(
                            "\(member.name) in \(declaration.name) is marked \(hit)", file: ownerFile.path,
                            line: Int(member.position.line), column: Int(member.position.column),
                            fingerprint: "member \(declaration.qualifiedName).\(member.name) \(hit)"))
                    }
                    if !required.isEmpty, carries(member.attributes, required) == nil {
                        findings.append(rule.finding(
                            "\(member.name) in \(declaration.name) is not marked \(required.joined(separator: " or "))",
                            file: ownerFile.path, line: Int(member.position.line), column: Int(member.position.column),
                            fingerprint: "member \(declaration.qualifiedName).\(member.name) lacks \(required.joined(separator: "|"))"))
                    }
                }
            }
        }
        return findings
    }

    func applies(to member: MemberFact) -> Bool {
        switch on {
        case .type: false
        case .properties: member.kind == .property
        case .functions: member.kind == .function
        case .members: true
        }
    }

    /// A required `@MainActor` is also met by default isolation, by an `@MainActor` superclass, or
    /// (when asked) by every non-private function carrying it.
    func isSatisfiedOtherwise(_ symbol: TypeSymbol, in context: RuleContext) -> Bool {
        let graph = context.graph
        if required.contains("@MainActor"), defaultIsolation {
            if context.projectDefaultIsolationMainActor || graph.modules[Int(symbol.module)].defaultIsolationMainActor { return true }
        }
        let declaration = graph.declaration(symbol)
        if let superclass = declaration.inherits.first,
            let parent = graph.resolve(Conformances.baseName(superclass.text), fromFile: Int(symbol.file), owner: declaration.parent),
            graph.declaration(parent).kind == .class, carries(graph.declaration(parent).attributes, required) != nil
        {
            return true
        }
        if orEveryFunction {
            let functions = ([symbol] + graph.extensions(of: symbol)).flatMap { graph.declaration($0).members }
                .filter { $0.kind == .function && $0.isVisibleOutsideType && !$0.isStatic }
            return !functions.isEmpty && functions.allSatisfy { carries($0.attributes, required) != nil }
        }
        return false
    }
}
