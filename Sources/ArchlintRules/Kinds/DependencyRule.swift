import ArchlintBase
import ArchlintGraph

/// `dependency`: forbid, allow only, or require module dependencies between modules matched by
/// regular expressions, with back-references from `from` into `to` (`(.+)Impl$` → `$1API`).
public struct DependencyRule: RuleKind {
    public static let name = "dependency"
    public static let summary = "Module dependencies matched by from/to patterns are forbidden, the only ones allowed, or required."
    public static let subject = RuleSubject.dependencies
    public static let options = [
        RuleOption("from", .pattern, "regular expression on the depending module's name; its groups feed `$1`… in `to`."),
        RuleOption("to", .patterns, "regular expression(s) on the depended-on module's name, after `$n` substitution (each substituted group matches only its own text)."),
        RuleOption("mode", .choice(["forbid", "allow-only", "require"]), default: "forbid", """
            "forbid": a matching dependency is a finding; "allow-only": a dependency of a `from` module that \
            matches no `to` is a finding (external modules only with "externals": true); "require": a `from` \
            module without a dependency matching each `to` is a finding.
            """),
        RuleOption("edges", .choices(["manifest", "import"]), default: "both", "which dependencies count: declared in project files, imports."),
        RuleOption("except", .patterns, "depended-on modules that are never findings."),
        RuleOption("fromLayers", .layers, "only depending modules in these layers (a module's layer: the layer that names it, else the one all its files share)."),
        RuleOption("toLayers", .layers, "only depended-on modules in these layers."),
        RuleOption("externals", .bool, default: "forbid: true, allow-only: false", """
            whether dependencies on modules outside the repository are checked (false keeps a forbidding rule \
            to the repository's own targets when a name pattern could match an external product).
            """),
        RuleOption("tests", .bool, default: "false", "whether test targets are checked as `from` modules."),
    ]
    public static let notes = """
        Findings point at the dependency in its project file or at the import; a missing required
        dependency points at the target's declaration.
        """

    public static let examples: [RuleExample] = [
        RuleExample(
            "An Impl package depending on another Impl",
            configuration: #"{ "kind": "dependency", "from": "Impl$", "to": "Impl$" }"#,
            files: [
                ("LoginImpl/Package.swift", """
                    import PackageDescription
                    let package = Package(name: "LoginImpl", dependencies: [.package(path: "../PaymentImpl")], targets: [
                        .target(name: "LoginImpl", dependencies: [↓.product(name: "PaymentImpl", package: "PaymentImpl")]),
                    ])
                    """),
                ("PaymentImpl/Package.swift", """
                    import PackageDescription
                    let package = Package(name: "PaymentImpl", products: [.library(name: "PaymentImpl", targets: ["PaymentImpl"])], targets: [.target(name: "PaymentImpl")])
                    """),
                ("LoginImpl/Sources/LoginImpl/Login.swift", "↓import PaymentImpl\nstruct Login {}"),
                ("PaymentImpl/Sources/PaymentImpl/Payment.swift", "struct Payment {}"),
            ]),
        RuleExample(
            "Each Impl must depend on its own API: the back-reference does not match another name",
            configuration: #"{ "kind": "dependency", "mode": "require", "from": "^(.+)Impl$", "to": "^$1API$" }"#,
            files: [
                ("Package.swift", """
                    import PackageDescription
                    let package = Package(name: "Features", targets: [
                        .target(name: "LoginAPI"), .target(name: "PaymentAPI"),
                        .target(name: "LoginImpl", dependencies: ["LoginAPI"]),
                        .target(name: ↓"PaymentImpl", dependencies: ["LoginAPI"]),
                    ])
                    """),
            ]),
        RuleExample(
            "API modules depend only on API modules",
            configuration: #"{ "kind": "dependency", "mode": "allow-only", "from": "API$", "to": "API$" }"#,
            files: [
                ("Package.swift", """
                    import PackageDescription
                    let package = Package(name: "Features", targets: [
                        .target(name: "CoreAPI"),
                        .target(name: "Helpers"),
                        .target(name: "LoginAPI", dependencies: ["CoreAPI", ↓"Helpers", .product(name: "Resolver", package: "Resolver")]),
                    ])
                    """),
            ]),
        RuleExample(
            "Shipping targets must not link a Testing target; with \"externals\": false an external product whose name matches is not one",
            configuration: #"{ "kind": "dependency", "from": "^(?!.*Tests$)", "to": "Testing$", "externals": false }"#,
            files: [
                ("Package.swift", """
                    import PackageDescription
                    let package = Package(name: "App", dependencies: [.package(url: "https://github.com/firebase/firebase-ios-sdk", from: "11.0.0")], targets: [
                        .target(name: "HomeTesting"),
                        .target(name: "Home", dependencies: [↓"HomeTesting", .product(name: "FirebaseABTesting", package: "firebase-ios-sdk")]),
                        .testTarget(name: "HomeTests", dependencies: ["Home", "HomeTesting"]),
                    ])
                    """),
            ]),
    ]

    enum Mode: String {
        case forbid
        case allowOnly = "allow-only"
        case require
    }

    var from: RegularExpression
    var to: [String]
    var mode: Mode
    var edgeKinds: Set<ModuleEdge.Kind>
    var except: [RegularExpression]
    /// Nil: the mode's default (forbid checks external modules, allow-only does not).
    var externals: Bool?
    var tests: Bool
    var fromLayers: [String]
    var toLayers: [String]

    public init(options: inout ConfigObject) throws {
        guard let from = try options.regularExpression("from") else { throw options.error(nil, "a dependency rule needs \"from\"") }
        self.from = from
        to = try options.strings("to") ?? []
        if to.isEmpty { throw options.error(nil, "a dependency rule needs \"to\"") }
        for pattern in to {
            // Validate with the groups substituted by a harmless value.
            let probe = RegularExpression.substitute(pattern, captures: Array(repeating: "x", count: 10))
            if (try? RegularExpression(probe)) == nil { throw options.error("to", "invalid regular expression \"\(pattern)\"") }
        }
        mode = Mode(rawValue: try options.choice("mode", ["forbid", "allow-only", "require"]) ?? "forbid")!
        let edgeNames = try options.strings("edges") ?? ["manifest", "import"]
        edgeKinds = Set(try edgeNames.map { name in
            guard let kind = ModuleEdge.Kind(rawValue: name) else { throw options.error("edges", "unknown edge kind \"\(name)\" (expected manifest, import)") }
            return kind
        })
        except = try options.regularExpressions("except") ?? []
        externals = try options.bool("externals")
        tests = try options.bool("tests") ?? false
        fromLayers = try options.strings("fromLayers") ?? []
        toLayers = try options.strings("toLayers") ?? []
    }

    func isIn(_ layers: [String], module: Int, context: RuleContext) -> Bool {
        guard !layers.isEmpty else { return true }
        guard let layer = context.layers.name(context.layers.moduleLayers[module]) else { return false }
        return layers.contains(layer)
    }

    func targets(for captures: [String]) -> [RegularExpression] {
        to.compactMap { try? RegularExpression(RegularExpression.substitute($0, captures: captures)) }
    }

    public func check(in context: RuleContext) -> [Violation] {
        let graph = context.graph
        var findings: [Violation] = []
        for (moduleIndex, module) in graph.modules.enumerated() where module.isInternal {
            if !tests, module.isTest { continue }
            guard let captures = from.captures(module.name), isIn(fromLayers, module: moduleIndex, context: context),
                context.scope.contains(module: moduleIndex)
            else { continue }
            let patterns = targets(for: captures)
            let edges = graph.dependencies.from(moduleIndex).flatMap { $0.edges.map { graph.edges[$0] } }
                .filter { edgeKinds.contains($0.kind) && context.scope.contains(edge: $0) }
            switch mode {
            case .forbid, .allowOnly:
                var seen = Set<String>()
                for edge in edges {
                    let target = graph.modules[edge.to]
                    let matches = patterns.contains { $0.matches(target.name) } && isIn(toLayers, module: edge.to, context: context)
                    let checked = target.isInternal || (externals ?? (mode == .forbid))
                    let violates = checked && (mode == .forbid ? matches : !matches)
                    guard violates, !except.contains(where: { $0.matches(target.name) }) else { continue }
                    // One finding per manifest dependency, and per importing file.
                    guard seen.insert("\(edge.kind) \(edge.file) \(target.name)").inserted else { continue }
                    let how = edge.kind == ModuleEdge.Kind.manifest ? "in its manifest (\(edge.detail))" : "by `\(edge.detail)`"
                    let verb = mode == .forbid ? "must not depend on" : "may only depend on modules matching \(to.joined(separator: " or ")), not on"
                    findings.append(Violation(
                        "\(module.name) depends on \(target.name) \(how); \(module.name) \(verb) \(target.name)",
                        file: edge.file, line: edge.line, column: edge.column,
                        evidence: [Evidence(file: edge.file, line: edge.line, column: edge.column, description: "\(module.name) -> \(target.name) (\(edge.kind.rawValue))")],
                        fingerprint: "edge \(module.name) -> \(target.name)",
                        subject: edge.kind == .import ? .imported(target.name) : .declared(target.name)))
                }
            case .require:
                for (offset, pattern) in patterns.enumerated()
                where !edges.contains(where: { pattern.matches(graph.modules[$0.to].name) && isIn(toLayers, module: $0.to, context: context) }) {
                    let location = declarationLocation(of: module, in: graph)
                    findings.append(Violation(
                        "\(module.name) does not depend on a module matching \(pattern.pattern) (required for modules matching \(from.pattern))",
                        file: location.file, line: location.line, column: location.column,
                        fingerprint: "requires \(to[offset]) for \(module.name)"))
                }
            }
        }
        return findings
    }

    /// Where a module is declared: its target's line in its project file, else its first file.
    func declarationLocation(of module: ModuleNode, in graph: DependencyGraph) -> (file: String, line: Int, column: Int) {
        if let project = module.projectPaths.first, let position = module.declaration {
            return (project, position.line, position.column)
        }
        let file = module.files.first.map { graph.repository.files[$0].path } ?? module.name
        return (file, 1, 1)
    }
}
