import ArchlintGraph
import ArchlintReport

/// What archlint reads from `root`, as JSON (see Docs/dump-format.md): projects and manifests, and
/// per Swift file its module, imports, declarations, members, references and literals. What
/// `archlint dump` prints; no configuration is involved.
public struct DumpRequest: Sendable {
    public var root: String
    /// References make most of the output; without them it is an outline.
    public var includeReferences = true
    /// Each reference also says how it resolves (the declaration, or why none), with a summary.
    public var resolutions = false
    public var reading = ReadingOptions()

    public init(root: String = ".") {
        self.root = root
    }

    public func run() throws -> DumpResult {
        try ArchlintError.reporting {
            var reader = RepositoryReader(workers: reading.jobs)
            reader.evaluateManifests = reading.evaluateManifests
            let repository = reader.read(root: try ArchlintError.folder(root))
            let graph = resolutions ? DependencyGraph(repository: repository, workers: reading.jobs) : nil
            return DumpResult(json: FactsDump.render(repository, includeReferences: includeReferences, graph: graph))
        }
    }
}

/// The JSON of a dump.
public struct DumpResult: Sendable {
    public let json: [UInt8]
}
