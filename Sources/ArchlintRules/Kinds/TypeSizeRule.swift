import ArchlintBase
import ArchlintFacts
import ArchlintGraph

/// `type-size`: thresholds on types in scope — lines, stored and state properties, functions,
/// initializer dependencies, referenced data-layer types. The "fat ViewModel" heuristic; each
/// finding reports every measured value against its limit.
public struct TypeSizeRule: RuleKind {
    public static let name = "type-size"
    public static let summary = "Types in scope must stay within size limits; findings report every measure."
    public static let subject = RuleSubject.types
    public static let options = [
        RuleOption("types", .object(TypeSelector.options), "which types."),
        RuleOption("max", .object([
            RuleOption("lines", .count, "lines of the declaration and its extensions in the module."),
            RuleOption("storedProperties", .count, "stored instance properties."),
            RuleOption("stateProperties", .count, "stored instance `var`s visible outside the type (`private(set)` counts: the state is exposed)."),
            RuleOption("functions", .count, "operations visible outside the type (not private, not in a private extension), counted by name: overloads are one operation."),
            RuleOption("initializerDependencies", .count, "parameters of the widest initializer."),
            RuleOption("dataReferences", .count, "distinct concrete repository types of `dataLayers` used."),
        ]), "limits, each optional."),
        RuleOption("dataLayers", .layers, "layers whose concrete types count as data references."),
    ]
    public static let notes = "A type over any limit gets one finding listing all measures, the exceeded ones first."

    public static let examples: [RuleExample] = [
        RuleExample(
            "A ViewModel with too many dependencies and entry points",
            configuration: #"{ "kind": "type-size", "types": { "names": ["ViewModel$"] }, "max": { "functions": 2, "initializerDependencies": 2 } }"#,
            files: [
                ("App/CartViewModel.swift", """
                    final class ↓CartViewModel {
                        init(a: A, b: B, c: C) {}
                        func add() {}
                        func remove() {}
                        func checkout() {}
                        private func helper() {}
                    }
                    """),
                ("App/ListViewModel.swift", "final class ListViewModel {\n    init(a: A) {}\n    func load() {}\n}"),
            ]),
        RuleExample(
            "Functions of a private extension are not entry points",
            configuration: #"{ "kind": "type-size", "types": { "names": ["ViewModel$"] }, "max": { "functions": 1 } }"#,
            files: [
                ("App/ListViewModel.swift", "final class ListViewModel {\n    func load() {}\n}\nprivate extension ListViewModel {\n    func sort() {}\n    func filter() {}\n}"),
                ("App/CartViewModel.swift", "final class ↓CartViewModel {\n    func add() {}\n}\nextension CartViewModel {\n    func remove() {}\n}"),
            ]),
        RuleExample(
            "Overloads of one operation count once",
            configuration: #"{ "kind": "type-size", "types": { "names": ["UseCase$"] }, "max": { "functions": 1 } }"#,
            files: [
                ("App/GetUsersUseCase.swift", """
                    final class GetUsersUseCase {
                        func execute() async throws -> [User] { [] }
                        func execute(page: Int) async throws -> [User] { [] }
                    }
                    """),
            ]),
    ]

    struct Limits {
        var lines: Int?
        var storedProperties: Int?
        var stateProperties: Int?
        var functions: Int?
        var initializerDependencies: Int?
        var dataReferences: Int?
    }

    var types: TypeSelector
    var limits: Limits
    var dataLayers: [String]

    public init(options: inout ConfigObject) throws {
        types = try TypeSelector(&options)
        guard var max = try options.object("max") else { throw options.error(nil, "a type-size rule needs \"max\"") }
        limits = Limits(
            lines: try max.int("lines"), storedProperties: try max.int("storedProperties"), stateProperties: try max.int("stateProperties"),
            functions: try max.int("functions"), initializerDependencies: try max.int("initializerDependencies"),
            dataReferences: try max.int("dataReferences"))
        try max.finish()
        dataLayers = try options.strings("dataLayers") ?? []
        if limits.dataReferences != nil, dataLayers.isEmpty {
            throw options.error("max", "\"dataReferences\" needs \"dataLayers\" to say which layers hold data types")
        }
    }

    struct Measures {
        var lines = 0
        /// Lines of the declaration itself; the rest are its extensions'.
        var ownLines = 0
        var storedProperties = 0
        var stateProperties = 0
        /// Operations by name: overloads of one name are one operation.
        var functionNames = Set<String>()
        /// Function declarations, overloads each counted.
        var functionDeclarations = 0
        var initializerDependencies = 0
        var dataReferences: [String] = []
        /// The extensions measured with the type (they make it larger from other places).
        var extensions: [Evidence] = []
    }

    func measure(_ symbol: TypeSymbol, in context: RuleContext) -> Measures {
        let graph = context.graph
        var measures = Measures()
        let parts = [symbol] + graph.extensions(of: symbol).filter { $0.module == symbol.module }
        for part in parts {
            let declaration = graph.declaration(part)
            measures.lines += declaration.lineCount
            if part == symbol { measures.ownLines = declaration.lineCount }
            if part != symbol {
                measures.extensions.append(Evidence(
                    file: graph.file(part).path, line: Int(declaration.start.line), column: Int(declaration.start.column),
                    description: "extension adding \(declaration.members.count) member\(declaration.members.count == 1 ? "" : "s")"))
            }
            for member in declaration.members {
                switch member.kind {
                case .property where member.isStored && !member.isStatic:
                    measures.storedProperties += 1
                    if member.isMutable, declaration.exposes(member) { measures.stateProperties += 1 }
                case .function where declaration.exposes(member):
                    measures.functionNames.insert(member.name)
                    measures.functionDeclarations += 1
                case .initializer:
                    measures.initializerDependencies = max(measures.initializerDependencies, member.parameters.count)
                default:
                    break
                }
            }
        }
        if limits.dataReferences != nil {
            var seen = Set<TypeSymbol>()
            for part in parts {
                let file = Int(part.file)
                let owned = Self.declarationsInside(part, in: graph)
                for resolved in graph.resolvedReferences(inFile: file) {
                    guard owned.contains(graph.repository[factsOf: file].owner(ofReference: Int(resolved.reference))), graph.declaration(resolved.target).kind != .protocol,
                        let layer = context.layers.name(context.layers.fileLayers[Int(resolved.target.file)]), dataLayers.contains(layer),
                        seen.insert(resolved.target).inserted
                    else { continue }
                    measures.dataReferences.append(graph.declaration(resolved.target).name)
                }
            }
        }
        return measures
    }

    /// The declaration and every declaration nested in it (their references belong to it).
    static func declarationsInside(_ symbol: TypeSymbol, in graph: DependencyGraph) -> Set<Int32> {
        let declarations = graph.file(symbol).facts.declarations
        var inside: Set<Int32> = [symbol.declaration]
        for (index, declaration) in declarations.enumerated() where index > Int(symbol.declaration) {
            if inside.contains(declaration.parent) { inside.insert(Int32(index)) }
        }
        return inside
    }

    public func check(in context: RuleContext) -> [Violation] {
        let graph = context.graph
        var findings: [Violation] = []
        for symbol in types.symbols(inFiles: context.typeFiles, of: graph) {
            let measures = measure(symbol, in: context)
            let declaration = graph.declaration(symbol)
            // What each figure counted, when a reader could not guess it.
            let extensionCount = measures.extensions.count
            let linesDetail = extensionCount == 0 ? "" : " (\(measures.ownLines) in the \(declaration.kind.rawValue), "
                + "\(measures.lines - measures.ownLines) in \(extensionCount) extension\(extensionCount == 1 ? "" : "s"))"
            let overloads = measures.functionDeclarations - measures.functionNames.count
            let functionsDetail = overloads == 0 ? "" : " (by name: \(overloads) overload\(overloads == 1 ? "" : "s") counted with \(overloads == 1 ? "its" : "their") name)"
            let rows: [(String, Int, Int?)] = [
                ("lines" + linesDetail, measures.lines, limits.lines),
                ("stored properties", measures.storedProperties, limits.storedProperties),
                ("state properties", measures.stateProperties, limits.stateProperties),
                ("functions" + functionsDetail, measures.functionNames.count, limits.functions),
                ("initializer dependencies", measures.initializerDependencies, limits.initializerDependencies),
                ("data-layer references", measures.dataReferences.count, limits.dataReferences),
            ]
            let exceeded = rows.filter { row in row.2.map { row.1 > $0 } ?? false }
            guard !exceeded.isEmpty else { continue }
            let within = rows.filter { row in row.2.map { row.1 <= $0 } ?? false }
            let describe: ((String, Int, Int?)) -> String = { "\($0.1) \($0.0) (max \($0.2!))" }
            var text = "\(declaration.name) is too large: " + exceeded.map(describe).joined(separator: ", ")
            if !within.isEmpty { text += "; within limits: " + within.map(describe).joined(separator: ", ") }
            if !measures.dataReferences.isEmpty, limits.dataReferences != nil {
                text += "; data types used: " + measures.dataReferences.joined(separator: ", ")
            }
            findings.append(Violation(
                text, file: graph.file(symbol).path, line: Int(declaration.namePosition.line), column: Int(declaration.namePosition.column),
                evidence: measures.extensions, fingerprint: "type \(declaration.qualifiedName) size"))
        }
        return findings
    }
}
