import ArchlintGraph
import ArchlintReport
import ArchlintRules

/// The lint behind every request that needs findings (lint, baseline, graph): the configured
/// workers, manifest reading and fact cache.
struct Pipeline {
    var root: String
    var configuration: Configuration
    var cache: CacheSetting
    var reading: ReadingOptions

    struct Outcome {
        var report: LintReport
        var graph: DependencyGraph?
        /// A cache that could not be written: worth a note, never a failure.
        var notes: [String]
        var reusedResult: Bool
        var reusedGraphSnapshot = false
    }

    /// `revisions`: what git tells about the work tree, for a focused lint to start from the graph
    /// snapshot of an earlier one.
    func lint(focus: Set<String>? = nil, needsGraph: Bool = false, revisions: GraphSnapshotStore.Revisions? = nil) -> Outcome {
        var linter = Linter(configuration: configuration, workers: reading.jobs, cacheDirectory: cache.directory(root: root))
        linter.focus = focus
        linter.revisions = revisions
        linter.evaluateManifests = reading.evaluateManifests
        let (report, graph) = linter.lint(root: root, needsGraph: needsGraph)
        let notes = [linter.cache?.summary?.saveError, linter.resultCacheProblem, linter.snapshotProblem].compactMap { $0 }
        return Outcome(
            report: report, graph: graph, notes: notes, reusedResult: linter.reusedResult, reusedGraphSnapshot: linter.reusedGraphSnapshot)
    }
}
