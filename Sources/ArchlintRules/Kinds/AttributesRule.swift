import ArchlintBase
import ArchlintFacts
import ArchlintGraph

/// `attributes`: attributes and property wrappers that must not (or must) appear on types or
/// their members (`@Published`, `@Observable`, `@MainActor`), honouring default main-actor isolation.
public struct AttributesRule: RuleKind {
    public static let name = "attributes"
    public static let summary = "Types or members in scope must not (or must) carry the listed attributes."
    public static let subject = RuleSubject.types
    public static let options = [
        RuleOption("types", .object(TypeSelector.options), "which types (default: every type in scope)."),
        RuleOption("on", .choice(["type", "properties", "functions", "members"]), default: "type", "what carries the attributes: the type, its properties, its functions, or all its members."),
        RuleOption("forbidden", .names, "attributes that must not appear (`@Published`; arguments are ignored)."),
        RuleOption("required", .names, "attributes of which one must appear."),
        RuleOption("defaultIsolation", .bool, default: "true", "whether a module built with `.defaultIsolation(MainActor.self)` (or a configuration with \"defaultIsolation\": \"MainActor\") satisfies a required `@MainActor`."),
        RuleOption("orEveryFunction", .bool, default: "false", "a required type attribute is also satisfied when every function of the type visible outside it carries it, itself or through its extension (`@MainActor extension`)."),
        RuleOption("orEveryAsyncFunction", .bool, default: "false", "a required type attribute is also satisfied when every async function of the type, private ones included, carries it (itself or through its extension): a type with no async function needs none, as its synchronous functions run on their callers' actor."),
    ]
    public static let notes = """
        Members declared in extensions count for the type they extend. A superclass of the
        repository carrying a required attribute satisfies it; for `@MainActor`, so does a
        main-actor protocol adopted in the type's declaration; a required `@available` is met by an
        enclosing type or extension that carries it. `@Module.Name` is `@Name`.
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
        RuleExample(
            "Main-actor isolation inferred from an adopted protocol, or given by an extension",
            configuration: #"{ "kind": "attributes", "types": { "names": ["ViewModel$"] }, "required": ["@MainActor"], "orEveryFunction": true }"#,
            files: [
                ("App/ScreenModel.swift", "@MainActor protocol ScreenModel {}\nprotocol ListScreenModel: ScreenModel {}"),
                ("App/ListViewModel.swift", "final class ListViewModel: ListScreenModel {}"),
                ("App/EditViewModel.swift", "final class EditViewModel {}\n@MainActor extension EditViewModel {\n    func save() {}\n}"),
                // A conformance added by an extension does not make the type main-actor isolated.
                ("App/DetailViewModel.swift", "final class ↓DetailViewModel {\n    func load() {}\n}\nextension DetailViewModel: ScreenModel {}"),
            ]),
        RuleExample(
            "Main-actor isolation on the async functions, where state changes follow an await",
            configuration: #"{ "kind": "attributes", "types": { "names": ["ViewModel$"] }, "required": ["@MainActor"], "orEveryAsyncFunction": true }"#,
            files: [
                ("App/ListViewModel.swift", "final class ListViewModel {\n    func onTap() {}\n    @MainActor\n    private func load() async {}\n}"),
                ("App/FormViewModel.swift", "final class FormViewModel {\n    func onTap() {}\n}"),
                ("App/DetailViewModel.swift", "final class ↓DetailViewModel {\n    @MainActor func load() async {}\n    private func refresh() async {}\n}"),
            ]),
        RuleExample(
            "Availability inherited from the enclosing type",
            configuration: #"{ "kind": "attributes", "required": ["@available"], "scope": { "paths": ["**/Public/**"] } }"#,
            files: [("App/Public/API.swift", "@available(macOS 13, *)\npublic enum API {\n    public struct Request {}\n}\npublic struct ↓Response {}")]),
        RuleExample(
            "A module-qualified attribute is the attribute",
            configuration: #"{ "kind": "attributes", "types": { "names": ["ViewModel$"] }, "required": ["@Observable"] }"#,
            files: [
                ("App/ListViewModel.swift", "import Observation\n@Observation.Observable final class ListViewModel {}"),
                ("App/DetailViewModel.swift", "@MainActor final class ↓DetailViewModel {}"),
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
    var orEveryAsyncFunction: Bool

    public init(options: inout ConfigObject) throws {
        types = try TypeSelector(&options)
        on = Target(rawValue: try options.choice("on", ["type", "properties", "functions", "members"]) ?? "type")!
        forbidden = (try options.strings("forbidden") ?? []).map(Self.normalized)
        required = (try options.strings("required") ?? []).map(Self.normalized)
        defaultIsolation = try options.bool("defaultIsolation") ?? true
        orEveryFunction = try options.bool("orEveryFunction") ?? false
        orEveryAsyncFunction = try options.bool("orEveryAsyncFunction") ?? false
        if forbidden.isEmpty, required.isEmpty { throw options.error(nil, "an attributes rule needs \"forbidden\" or \"required\"") }
    }

    static func normalized(_ attribute: String) -> String {
        attribute.hasPrefix("@") ? attribute : "@" + attribute
    }

    /// `@available(iOS 17, *)` → `@available`; `@Observation.Observable` → `@Observable` (a
    /// module-qualified attribute is the same attribute).
    static func name(of attribute: String) -> String {
        let name = attribute.prefix { $0 != "(" && $0 != "<" }
        guard let dot = name.lastIndex(of: ".") else { return String(name) }
        return "@" + name[name.index(after: dot)...]
    }

    func carries(_ attributes: [String], _ wanted: [String]) -> String? {
        attributes.map(Self.name).first { wanted.contains($0) }
    }

    public func check(in context: RuleContext) -> [Violation] {
        let graph = context.graph
        var findings: [Violation] = []
        let files = context.typeFiles
        var symbols = types.symbols(inFiles: files, of: graph)
        if on != .type, types.isEmpty {
            // Every declaration in scope, extensions included (their members are checked in place).
            symbols = files.flatMap { file in
                let declarations = graph.repository[factsOf: file].declarations
                return declarations.indices.filter { graph.compiles(conditionSet: declarations[$0].conditionSet, inFile: file) }.map {
                    TypeSymbol(file: Int32(file), declaration: Int32($0), module: Int32(graph.moduleIndex(ofFile: file)))
                }
            }
        }
        for symbol in symbols {
            let declaration = graph.declaration(symbol)
            let file = graph.file(symbol)
            if on == .type {
                if let hit = carries(declaration.attributes, forbidden) {
                    findings.append(Violation(
                        "\(declaration.name) is marked \(hit)", file: file.path, line: Int(declaration.start.line),
                        column: Int(declaration.start.column), fingerprint: "type \(declaration.qualifiedName) \(hit)"))
                }
                if !required.isEmpty, carries(declaration.attributes, required) == nil, !isSatisfiedOtherwise(symbol, in: context) {
                    findings.append(Violation(
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
                        findings.append(Violation(
                            "\(member.name) in \(declaration.name) is marked \(hit)", file: ownerFile.path,
                            line: Int(member.position.line), column: Int(member.position.column),
                            fingerprint: "member \(declaration.qualifiedName).\(member.name) \(hit)"))
                    }
                    if !required.isEmpty, carries(member.attributes, required) == nil, !inheritsAvailability(owner, in: graph) {
                        findings.append(Violation(
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

    /// A required attribute is also met by an ancestor class carrying it; a required `@MainActor`
    /// also by default isolation and by a main-actor protocol adopted in the type's own
    /// declaration (Swift infers the isolation from both); and, when asked, by every function
    /// visible outside the type (or every async function) carrying it or sitting in an extension
    /// that carries it.
    func isSatisfiedOtherwise(_ symbol: TypeSymbol, in context: RuleContext) -> Bool {
        let graph = context.graph
        let mainActor = required.contains("@MainActor")
        if mainActor, defaultIsolation {
            if context.projectDefaultIsolationMainActor || graph.modules[Int(symbol.module)].defaultIsolationMainActor { return true }
        }
        if inheritsRequiredAttribute(symbol, protocols: mainActor, in: graph, depth: 0) { return true }
        let parent = graph.declaration(symbol).parent
        if parent >= 0, inheritsAvailability(TypeSymbol(file: symbol.file, declaration: parent, module: symbol.module), in: graph) { return true }
        if orEveryFunction || orEveryAsyncFunction {
            var functionCount = 0
            for part in [symbol] + graph.extensions(of: symbol) {
                let declaration = graph.declaration(part)
                let partCarries = declaration.kind == .extension && carries(declaration.attributes, required) != nil
                for member in declaration.members where member.kind == .function && !member.isStatic
                    && (orEveryAsyncFunction ? member.isAsync : declaration.exposes(member))
                {
                    functionCount += 1
                    if !partCarries, carries(member.attributes, required) == nil { return false }
                }
            }
            return orEveryAsyncFunction || functionCount > 0
        }
        return false
    }

    /// For a required `@available`: whether a declaration or one enclosing it carries it (nested
    /// declarations and members inherit their context's availability).
    func inheritsAvailability(_ symbol: TypeSymbol, in graph: DependencyGraph) -> Bool {
        guard required.contains("@available") else { return false }
        var current = symbol.declaration
        let declarations = graph.file(symbol).facts.declarations
        while current >= 0 {
            if carries(declarations[Int(current)].attributes, ["@available"]) != nil { return true }
            current = declarations[Int(current)].parent
        }
        return false
    }

    /// Whether a class of the repository this type inherits from (or, with `protocols`, a
    /// protocol it adopts in its declaration, or one that protocol refines) carries a required
    /// attribute. Bounded, so inheritance cycles in broken code end.
    func inheritsRequiredAttribute(_ symbol: TypeSymbol, protocols: Bool, in graph: DependencyGraph, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        let declaration = graph.declaration(symbol)
        for (position, written) in declaration.inherits.enumerated() {
            guard let parent = graph.resolve(Conformances.baseName(written.text), fromFile: Int(symbol.file), owner: declaration.parent)
            else { continue }
            let parentDeclaration = graph.declaration(parent)
            let isSuperclass = position == 0 && parentDeclaration.kind == .class
            guard isSuperclass || (protocols && parentDeclaration.kind == .protocol) else { continue }
            if carries(parentDeclaration.attributes, required) != nil { return true }
            if inheritsRequiredAttribute(parent, protocols: protocols, in: graph, depth: depth + 1) { return true }
        }
        return false
    }
}
