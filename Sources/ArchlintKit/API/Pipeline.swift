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
    }

    func lint(focus: Set<String>? = nil, needsGraph: Bool = false) -> Outcome {
        var linter = Linter(configuration: configuration, workers: reading.jobs, cacheDirectory: cache.directory(root: root))
        linter.focus = focus
        linter.evaluateManifests = reading.evaluateManifests
        let (report, graph) = linter.lint(root: root, needsGraph: needsGraph)
        let notes = [linter.cache?.summary?.saveError, linter.resultCacheProblem].compactMap { $0 }
        return Outcome(report: report, graph: graph, notes: notes, reusedResult: linter.reusedResult)
    }
}
