import ArchlintGraph

/// What every kind of rule is given: the graph, the layers, and the rule's common settings.
public struct RuleContext: Sendable {
    public let graph: DependencyGraph
    public let layers: LayerMap
    /// `"defaultIsolation": "MainActor"` at the top of the configuration: the project is built with
    /// main-actor default isolation (an Xcode setting the manifest cannot show).
    public let projectDefaultIsolationMainActor: Bool
    /// For a lint of some files only (`lint FILE…`, `--changed`): their indices. File rules then
    /// look at these files, type rules at the types they declare or extend; module-level rules
    /// still see the whole graph.
    public let focus: Set<Int>?

    public init(graph: DependencyGraph, layers: LayerMap, projectDefaultIsolationMainActor: Bool = false, focus: Set<Int>? = nil) {
        self.graph = graph
        self.layers = layers
        self.projectDefaultIsolationMainActor = projectDefaultIsolationMainActor
        self.focus = focus
    }
}

/// A kind of rule: one file each, with its description, its options, examples that trigger and
/// examples that do not (run by one generic test), and its check.
public protocol RuleKind: Sendable {
    /// The `kind` value in configuration.
    static var name: String { get }
    static var summary: String { get }
    /// Options, what they mean, and their defaults.
    static var documentation: String { get }
    static var examples: [RuleExample] { get }

    /// Reads the kind's own options; unknown keys are left for `finish()` to report.
    init(options: inout ConfigObject) throws

    func check(_ rule: RuleConfiguration, in context: RuleContext) -> [Finding]
}
