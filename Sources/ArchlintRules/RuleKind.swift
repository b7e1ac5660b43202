import ArchlintGraph

/// What a rule is given: the graph, the layers, and the rule's scope applied to them.
public struct RuleContext: Sendable {
    public let graph: DependencyGraph
    public let layers: LayerMap
    /// `"defaultIsolation": "MainActor"` at the top of the configuration: the project is built with
    /// main-actor default isolation (an Xcode setting the manifest cannot show).
    public let projectDefaultIsolationMainActor: Bool
    /// The files, modules and dependencies the rule may report on.
    public let scope: ScopeSelection
    /// What the rule's `filesReadingResolutions` answered for this context, when the engine asked
    /// it (before the check, to resolve those files on all cores): a check may take the files from
    /// here instead of working them out again.
    public internal(set) var filesReadingResolutions: [Int]?

    public init(graph: DependencyGraph, layers: LayerMap, scope: ScopeSelection, projectDefaultIsolationMainActor: Bool = false) {
        self.graph = graph
        self.layers = layers
        self.scope = scope
        self.projectDefaultIsolationMainActor = projectDefaultIsolationMainActor
    }

    /// For a lint of some files only (`lint FILE…`, `--changed`): their indices. File rules then
    /// look at these files, type rules at the types they declare or extend; module-level rules
    /// still see the whole graph.
    public var focus: Set<Int>? { scope.focus }

    /// Whether a finding at `path` without evidence elsewhere can be reported: always without a
    /// focus; with one, only in the focus (so a rule may skip the work for other places).
    public func reports(inFile path: String) -> Bool {
        scope.reportedFiles?.contains(path) ?? true
    }

    /// The files a file rule checks: in scope (and in the focus, when there is one), ascending.
    public var files: [Int] { scope.files }

    /// The modules whose code a file in scope is, each with the file's layer as its code: the
    /// file's own module for most files; for a file several targets compile, each of them the
    /// scope selects (a rule judges each copy with what that target's builds compile).
    public func units(ofFile file: Int) -> [(module: Int, layer: Int?)] {
        let units = layers.units(ofFile: file, graph: graph)
        guard units.count > 1 else { return units }
        return units.filter { scope.contains(file: file, asCodeOf: $0.module, layer: $0.layer, graph: graph, layers: layers) }
    }

    /// The files whose types a type rule checks: the files in scope, and with a focus, also the
    /// files in scope that declare a type a focus file extends (an extension changes the type's
    /// size, conformances and members).
    public var typeFiles: [Int] {
        var files = Set(scope.files)
        guard let focus else { return files.sorted() }
        for file in focus {
            let module = Int32(graph.moduleIndex(ofFile: file))
            for (index, declaration) in graph.repository[factsOf: file].declarations.enumerated() where declaration.kind == .extension {
                let symbol = TypeSymbol(file: Int32(file), declaration: Int32(index), module: module)
                if let extended = graph.extendedType(symbol), scope.contains(file: Int(extended.file)) { files.insert(Int(extended.file)) }
            }
        }
        return files.sorted()
    }
}

/// A kind of rule: one file each, with its options declared once, its description, examples that
/// trigger and examples that do not (run by one generic test), and its check. The engine owns
/// everything else: scope, focus, severity, messages, suppressions, baselines and the gate.
public protocol RuleKind: Sendable {
    /// The `kind` value in configuration.
    static var name: String { get }
    static var summary: String { get }
    /// What the rule looks at, so its scope applies as everywhere else.
    static var subject: RuleSubject { get }
    /// Every option the kind reads (besides the common ones every rule has).
    static var options: [RuleOption] { get }
    /// How the options work together and what counts, beyond each option's own line.
    static var notes: String { get }
    static var examples: [RuleExample] { get }
    /// Whether the rule reads the string literals of source files: a lint none of whose enabled
    /// rules does lets go of them once read.
    static var readsStringLiterals: Bool { get }

    /// Whether the rule may report a string literal of this text: a lint keeps only the literals
    /// some enabled rule may report (all of them, unless a kind that reads literals says otherwise).
    func mayReport(literal: String) -> Bool

    /// The files whose resolved references the check reads, which the engine resolves on all
    /// cores before the rules run: a lint resolves no other file unless a rule asks for it, as it
    /// may (it is resolved then). None unless a kind says otherwise.
    func filesReadingResolutions(in context: RuleContext) -> [Int]

    /// Reads the kind's own options (already checked against `options`).
    init(options: inout ConfigObject) throws

    /// The violations in the context's scope.
    func check(in context: RuleContext) -> [Violation]
}

extension RuleKind {
    public static var readsStringLiterals: Bool { false }

    public func mayReport(literal: String) -> Bool { Self.readsStringLiterals }

    public func filesReadingResolutions(in context: RuleContext) -> [Int] { [] }

    /// Options, then notes: what `archlint explain` prints for the kind.
    public static var documentation: String {
        "Options:\n" + RuleOption.document(options) + (notes.isEmpty ? "" : "\n" + notes + "\n")
    }
}
