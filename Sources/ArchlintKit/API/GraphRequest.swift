import ArchlintBase
import ArchlintGraph
import ArchlintReport
import ArchlintRules

/// The dependency graph of `root` at one level, with the configuration's layers as clusters and
/// the edges that break a rule marked: what `archlint graph` draws. Without a configuration (none
/// given, none in the root) it is the bare graph.
public struct GraphRequest: Sendable {
    public var root: String
    public var configuration: ConfigurationSource
    public var level: GraphLevel = .module
    /// Draws modules outside the repository (system and package dependencies) too.
    public var includeExternals = false
    /// Only the edges that break a rule, and the nodes they join.
    public var violationsOnly = false
    /// Only this node (a module, layer or file) and what lies `focusDepth` dependencies from it.
    public var focus: String?
    public var focusDepth = 1
    /// Regular expressions: the nodes each matches are drawn as one.
    public var collapse: [String] = []
    public var cache: CacheSetting = .automatic
    public var reading = ReadingOptions()

    public init(root: String = ".", configuration: ConfigurationSource = ConfigurationSource()) {
        self.root = root
        self.configuration = configuration
    }

    public func run() throws -> GraphResult {
        try ArchlintError.reporting {
            let pipeline = try Pipeline(path: root, source: self.configuration, optional: true, cache: cache, reading: reading)
            let configuration = pipeline.configuration
            let outcome = try pipeline.lint(needsGraph: true)
            guard let graph = outcome.graph else { preconditionFailure("a lint that needs its graph always builds one") }
            let layers = LayerMap(definitions: configuration.layers, graph: graph)
            var export = GraphExport(
                graph: graph, layers: layers, findings: outcome.report.findings, level: level, includeExternal: includeExternals,
                rules: outcome.report.rules)
            for pattern in collapse {
                guard let expression = try? RegularExpression(pattern) else { throw ArchlintError("--collapse: invalid regular expression '\(pattern)'") }
                export = export.collapsing(expression)
            }
            if let focus {
                guard let focused = export.focused(on: focus, depth: focusDepth) else {
                    throw ArchlintError("--focus: no node named '\(focus)' at the \(level.rawValue) level")
                }
                export = focused
            }
            if violationsOnly { export = export.violationsOnly() }
            return GraphResult(export: export, graph: graph, notes: outcome.notes)
        }
    }
}

/// A drawn graph, to render in any of the graph formats.
public struct GraphResult {
    let export: GraphExport
    /// Kept with the drawing: a caller that exits soon after need not wait for it to be freed.
    let graph: DependencyGraph
    /// Problems of the cache, worth telling but not failing for.
    public let notes: [String]

    public func rendered(_ format: GraphFormat) -> [UInt8] {
        switch format {
        case .dot: Array(export.dot().utf8)
        case .mermaid: Array(export.mermaid().utf8)
        case .json: export.json()
        }
    }
}

/// What a graph's nodes are: modules, layers or files.
public typealias GraphLevel = GraphExport.Level

/// The formats of a graph.
public enum GraphFormat: String, CaseIterable, Sendable {
    /// Graphviz.
    case dot
    /// A Mermaid flowchart, for Markdown.
    case mermaid
    case json
}
