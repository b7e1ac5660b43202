import ArchlintGraph
import ArchlintReport
import ArchlintRules

/// The lint behind every request that needs findings (lint, baseline, graph): the configuration
/// found for the path asked for (with the nested configurations below its root), the configured
/// workers, manifest reading and fact cache, and the work tree or git's index.
struct Pipeline {
    var lookup: ConfigurationSource.Lookup
    var configuration: Configuration
    var loader: ConfigurationLoader
    var cache: CacheSetting
    var reading: ReadingOptions
    var snapshot: StagedSnapshot?
    var progress: (@Sendable (String) -> Void)?
    /// The graph snapshot a focused lint may start from, read while git answers and the
    /// configuration loads.
    var graphPrefetch: GraphSnapshotStore.Prefetch?

    /// A lint of what `source` finds for `path`: of git's index when `staged` (the repository as
    /// the next commit holds it). A root without configuration is an error unless `optional`
    /// (then it lints with an empty configuration).
    init(
        path: String, source: ConfigurationSource, staged: Bool = false, optional: Bool = false, cache: CacheSetting, reading: ReadingOptions,
        focused: Bool = false
    ) throws {
        lookup = try source.lookup(path)
        if focused, let directory = cache.directory(root: lookup.root) {
            graphPrefetch = GraphSnapshotStore.Prefetch(directory: directory, root: lookup.root, cacheRoot: Linter.canonicalPath(lookup.root))
        }
        if staged {
            do {
                snapshot = try StagedSnapshot(folder: lookup.root)
            } catch let error as ChangedFiles.GitError {
                throw ArchlintError("--staged reads git's index: \(error.description)")
            }
        }
        loader = Linter.configurationLoader
        if let snapshot {
            loader.contents = { path in Linter.contents(of: snapshot.configurationLocation(of: path)) }
        }
        configuration = optional && !lookup.isGiven ? Configuration() : try lookup.load(loader)
        self.cache = cache
        self.reading = reading
    }

    var root: String { lookup.root }

    struct Outcome {
        var report: LintReport
        var graph: DependencyGraph?
        /// A cache that could not be written: worth a note, never a failure.
        var notes: [String]
        var reusedResult: Bool
        var reusedGraphSnapshot = false
    }

    /// A lint of the root, reporting on the files of `focus` (paths relative to the root), or on
    /// the files of `subfolder`. `revisions`: what git tells about the work tree, for a focused lint
    /// to start from the graph snapshot of an earlier one.
    func lint(
        focus: Set<String>? = nil, subfolder: String? = nil, needsGraph: Bool = false, revisions: GraphSnapshotStore.Revisions? = nil
    ) throws -> Outcome {
        var linter = Linter(configuration: configuration, workers: reading.jobs, cacheDirectory: cache.directory(root: root))
        linter.focus = focus
        linter.subfolder = subfolder
        linter.snapshot = snapshot
        linter.revisions = revisions
        linter.graphPrefetch = graphPrefetch
        linter.progress = progress
        linter.evaluateManifests = reading.evaluateManifests
        let lookup = lookup, loader = loader
        linter.nestedConfiguration = { chain in try lookup.nested(chain, loader: loader) }
        let (report, graph) = try linter.lint(root: root, needsGraph: needsGraph)
        let notes = [linter.cache?.summary?.saveError, linter.resultCacheProblem, linter.snapshotProblem].compactMap { $0 }
        return Outcome(
            report: report, graph: graph, notes: notes, reusedResult: linter.reusedResult, reusedGraphSnapshot: linter.reusedGraphSnapshot)
    }
}
