import ArchlintBase
import ArchlintGraph

/// `layers`: which layer may depend on which, checked on type references, imports and manifest
/// dependencies. Clean Architecture's "dependencies point inward" is one such relation.
public struct LayersRule: RuleKind {
    public static let name = "layers"
    public static let summary = "Layers may only depend on the layers they are allowed to."
    public static let subject = RuleSubject.dependencies
    public static let options = [
        RuleOption("order", .layers, "layer names from outermost to innermost; each may depend on the ones after it."),
        RuleOption("allow", .layerMap, "allowed dependencies of a layer, added to (or instead of) `order`."),
        RuleOption("check", .choices(["types", "imports", "manifest"]), default: "all three", "which dependencies to check: type references, imports, dependencies declared in project files."),
        RuleOption("ignorePreviews", .bool, default: "true", "references inside #Preview bodies do not count."),
    ]
    public static let notes = """
        A file takes the first layer that selects it; files in no layer, and layers the rule does not
        name, are not checked. A dependency within one layer is always allowed. Each referenced type
        is reported once per file, at its first use.
        """

    public static let examples: [RuleExample] = [
        RuleExample(
            "A domain use case returning a UI model",
            configuration: #"{ "kind": "layers", "order": ["UI", "Domain", "Data"] }"#,
            layers: #"{ "UI": { "paths": ["**/UI/**"] }, "Domain": { "paths": ["**/Domain/**"] }, "Data": { "paths": ["**/Data/**"] } }"#,
            files: [
                ("App/Feature/User/UI/UserUiModel.swift", "struct UserUiModel { let title: String }"),
                ("App/Feature/User/Domain/GetUsersUseCase.swift", "final class GetUsersUseCase {\n    func execute() -> [↓UserUiModel] { [] }\n}"),
            ]),
        RuleExample(
            "Inner layers may be used from outer ones, and names in strings and comments do not count",
            configuration: #"{ "kind": "layers", "order": ["UI", "Domain", "Data"] }"#,
            layers: #"{ "UI": { "paths": ["**/UI/**"] }, "Domain": { "paths": ["**/Domain/**"] }, "Data": { "paths": ["**/Data/**"] } }"#,
            files: [
                ("App/Feature/User/UI/UserUiModel.swift", "struct UserUiModel { let user: User }"),
                ("App/Feature/User/Domain/User.swift", "struct User {\n    // becomes a UserUiModel in the UI\n    let note = \"see UserUiModel\"\n}"),
            ]),
        RuleExample(
            "A module of an inner layer importing an outer one",
            configuration: #"{ "kind": "layers", "order": ["Presentation", "Domain"], "check": ["imports", "manifest"] }"#,
            layers: #"{ "Presentation": { "modules": ["^Presentation$"] }, "Domain": { "modules": ["^Domain$"] } }"#,
            files: [
                ("Package.swift", """
                    // swift-tools-version:5.9
                    import PackageDescription
                    let package = Package(name: "App", targets: [
                        .target(name: "Domain", dependencies: [↓"Presentation"]),
                        .target(name: "Presentation"),
                    ])
                    """),
                ("Sources/Domain/Entity.swift", "↓import Presentation\nstruct Entity {}"),
                ("Sources/Presentation/Screen.swift", "struct Screen {}"),
            ]),
    ]

    /// Layer names from outermost to innermost (reports draw the layers in this order).
    public private(set) var order: [String]
    var allow: [String: [String]]
    var checks: Set<String>
    var ignorePreviews: Bool

    public init(options: inout ConfigObject) throws {
        order = try options.strings("order") ?? []
        allow = [:]
        if var allowObject = try options.object("allow") {
            for key in allowObject.keys { allow[key] = try allowObject.strings(key) ?? [] }
            try allowObject.finish()
        }
        let checkList = try options.strings("check") ?? ["types", "imports", "manifest"]
        for check in checkList where !["types", "imports", "manifest"].contains(check) {
            throw options.error("check", "unknown check \"\(check)\" (expected types, imports, manifest)")
        }
        checks = Set(checkList)
        ignorePreviews = try options.bool("ignorePreviews") ?? true
        if order.isEmpty, allow.isEmpty { throw options.error(nil, "a layers rule needs \"order\" or \"allow\"") }
    }

    /// Layers the rule governs: named in `order` or in `allow`.
    var governed: Set<String> { Set(order).union(allow.keys).union(allow.values.flatMap { $0 }) }

    func mayDepend(_ from: String, on to: String) -> Bool {
        if from == to { return true }
        if let fromIndex = order.firstIndex(of: from), let toIndex = order.firstIndex(of: to), toIndex > fromIndex { return true }
        return allow[from]?.contains(to) ?? false
    }

    func allowedText(_ layer: String) -> String {
        var allowed: [String] = []
        if let index = order.firstIndex(of: layer) { allowed += order[(index + 1)...] }
        allowed += allow[layer] ?? []
        return allowed.isEmpty ? "\(layer) may depend on no other layer" : "\(layer) may depend on \(allowed.joined(separator: ", "))"
    }

    public func filesReadingResolutions(in context: RuleContext) -> [Int] {
        guard checks.contains("types") else { return [] }
        let governed = self.governed
        return context.files.filter { file in
            context.units(ofFile: file).contains { unit in context.layers.name(unit.layer).map(governed.contains) ?? false }
        }
    }

    public func check(in context: RuleContext) -> [Violation] {
        let graph = context.graph
        let layers = context.layers
        let governed = self.governed
        var findings: [Violation] = []
        func layerName(_ index: Int?) -> String? {
            guard let name = layers.name(index), governed.contains(name) else { return nil }
            return name
        }
        for fileIndex in context.files {
            let file = graph.repository.files[fileIndex]
            var reportedTypes = Set<TypeSymbol>()
            var reportedImports = Set<Int>()
            // A file several targets compile is each one's code, with what that target's builds compile.
            for (module, layer) in context.units(ofFile: fileIndex) {
                guard let fromLayer = layerName(layer) else { continue }
                if checks.contains("types") {
                    for resolved in graph.resolvedReferences(inFile: fileIndex) where graph.compiles(reference: Int(resolved.reference), inFile: fileIndex, in: module) {
                        let reference = file.facts.references[Int(resolved.reference)]
                        if ignorePreviews, reference.flags.contains(.inPreview) { continue }
                        let seenIn = Int(graph.module(of: resolved.target, seenFrom: fileIndex, as: module))
                        guard let toLayer = layerName(layers.layer(ofFile: Int(resolved.target.file), asCodeOf: seenIn)), !mayDepend(fromLayer, on: toLayer),
                            reportedTypes.insert(resolved.target).inserted
                        else { continue }
                        let target = graph.declaration(resolved.target)
                        let targetFile = graph.file(resolved.target)
                        findings.append(Violation(
                            "\(fromLayer) code references \(target.qualifiedName), \(Wording.withArticle("\(toLayer) type")) (\(targetFile.path):\(target.namePosition.line)); \(allowedText(fromLayer))",
                            file: file.path, line: Int(reference.position.line), column: Int(reference.position.column),
                            evidence: [
                                Evidence(file: file.path, line: Int(reference.position.line), column: Int(reference.position.column), description: "\(file.path) (\(fromLayer)) uses \(target.qualifiedName)"),
                                Evidence(file: targetFile.path, line: Int(target.namePosition.line), column: Int(target.namePosition.column), description: "\(target.qualifiedName) is declared in \(toLayer)"),
                            ],
                            fingerprint: "type \(target.qualifiedName)",
                            subject: .type(qualifiedName: target.qualifiedName, module: graph.modules[seenIn].name)))
                    }
                }
                if checks.contains("imports") {
                    for item in graph.imports(ofFile: fileIndex, in: module) {
                        guard let imported = graph.module(imported: item.module, by: module), graph.modules[imported].isInternal, imported != module,
                            let toLayer = layerName(layers.moduleLayers[imported]), !mayDepend(fromLayer, on: toLayer),
                            reportedImports.insert(Int(item.position.line) << 20 | Int(item.position.column)).inserted
                        else { continue }
                        findings.append(Violation(
                            "\(fromLayer) code imports \(item.module), \(Wording.withArticle("\(toLayer) module")); \(allowedText(fromLayer))",
                            file: file.path, line: Int(item.position.line), column: Int(item.position.column),
                            evidence: [Evidence(file: file.path, line: Int(item.position.line), column: Int(item.position.column), description: item.written)],
                            fingerprint: "import \(item.module)", subject: .imported(graph.modules[imported].name)))
                    }
                }
            }
        }
        if checks.contains("manifest") {
            for dependency in graph.dependencies.all where dependency.isDeclared {
                for edge in dependency.edges.map({ graph.edges[$0] }) where edge.kind == .manifest && context.scope.contains(edge: edge) {
                    guard let fromLayer = layerName(layers.moduleLayers[edge.from]), let toLayer = layerName(layers.moduleLayers[edge.to]),
                        !mayDepend(fromLayer, on: toLayer)
                    else { continue }
                    let from = graph.modules[edge.from].name
                    let to = graph.modules[edge.to].name
                    findings.append(Violation(
                        "\(from) (\(fromLayer)) depends on \(to) (\(toLayer)) in its manifest; \(allowedText(fromLayer))",
                        file: edge.file, line: edge.line, column: edge.column,
                        evidence: [Evidence(file: edge.file, line: edge.line, column: edge.column, description: "\(from) -> \(to) (\(edge.detail))")],
                        fingerprint: "edge \(from) -> \(to)", subject: .declared(to)))
                }
            }
        }
        return findings
    }
}
