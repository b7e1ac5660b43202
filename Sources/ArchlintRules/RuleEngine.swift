import ArchlintBase
import ArchlintGraph

/// The evaluate stage: every enabled rule over the graph, in parallel (rules only read the graph),
/// each within its scope applied by the engine, then the findings made one per violated place.
public enum RuleEngine {
    /// What one run of the rules reports.
    public struct Outcome: Sendable {
        /// In report order, one per violated place (see `FindingMerge`).
        public var findings: [Finding]
        /// Findings silenced by `archlint:` comments, with the reason given.
        public var suppressed: [(finding: Finding, reason: String)]
    }

    /// Evaluates every enabled rule, applies the suppressions of `graph.repository`, and merges
    /// what one violation made several rules report.
    /// `layers`, when given, are the configuration's layers already mapped onto the graph;
    /// `reportedFiles`, with a focus, the paths whose findings are reported (see `ScopeSelection`).
    public static func run(
        _ configuration: Configuration, graph: DependencyGraph, workers: Int = availableCores, focus: Set<Int>? = nil, layers: LayerMap? = nil,
        reportedFiles: Set<String>? = nil
    ) -> Outcome {
        let (findings, specificity) = violations(
            configuration, graph: graph, workers: workers, focus: focus, layers: layers, reportedFiles: reportedFiles)
        let merged = FindingMerge.mergeSamePlace(findings, specificity: specificity)
        let suppressions = Suppressions.apply(
            merged, repository: graph.repository, knownRules: configuration.knownRuleIds, severity: configuration.suppressionSeverity)
        return Outcome(findings: FindingMerge.foldUses(suppressions.findings), suppressed: suppressions.suppressed)
    }

    /// Every enabled rule's findings, merged, without suppressions: what a rule's examples show.
    public static func evaluate(
        _ configuration: Configuration, graph: DependencyGraph, workers: Int = availableCores, focus: Set<Int>? = nil
    ) -> [Finding] {
        let (findings, specificity) = violations(configuration, graph: graph, workers: workers, focus: focus)
        return FindingMerge.foldUses(FindingMerge.mergeSamePlace(findings, specificity: specificity))
    }

    /// Each enabled rule's violations as its findings, unmerged, and what ranks the rules.
    static func violations(
        _ configuration: Configuration, graph: DependencyGraph, workers: Int, focus: Set<Int>?, layers: LayerMap? = nil,
        reportedFiles: Set<String>? = nil
    ) -> ([Finding], FindingMerge.Specificity) {
        var timer = StageTimer()
        let layers = layers ?? LayerMap(definitions: configuration.layers, graph: graph, workers: workers)
        timer.lap("layers")
        let rules = configuration.enabledRules
        let contexts = contexts(configuration, graph: graph, workers: workers, focus: focus, layers: layers, reportedFiles: reportedFiles)
        let resolved = graph.resolveReferences(inFiles: Set(contexts.flatMap { $0.filesReadingResolutions ?? [] }).sorted(), workers: workers)
        timer.lap("rules: scopes, references of \(resolved) files resolved")
        let perRule = parallelMap(count: rules.count, workers: workers, makeState: { () }) { index, _ in
            var ruleTimer = StageTimer()
            let rule = rules[index]
            let context = contexts[index]
            let findings = rule.check.check(in: context).map(rule.finding)
            ruleTimer.lap("rule \(rule.id)")
            return (findings, context.scope.fileCount)
        }
        timer.lap("rules")
        var specificity = FindingMerge.Specificity()
        for (rule, result) in zip(rules, perRule) { specificity.add(rule: rule.id, kind: rule.kind, scopeSize: result.1) }
        return (perRule.flatMap(\.0).sorted(by: Finding.reportOrder), specificity)
    }

    /// Per enabled rule, its context: its scope applied, and the files whose resolved references
    /// its check reads.
    static func contexts(
        _ configuration: Configuration, graph: DependencyGraph, workers: Int, focus: Set<Int>?, layers: LayerMap, reportedFiles: Set<String>?
    ) -> [RuleContext] {
        let rules = configuration.enabledRules
        let testFiles = graph.repository.files.map { Scope.isTestCode(path: $0.path, module: $0.module) }
        return parallelMap(count: rules.count, workers: workers, makeState: { () }) { index, _ in
            let scope = ScopeSelection(rules[index].scope, graph: graph, layers: layers, testFiles: testFiles, focus: focus, reportedFiles: reportedFiles)
            var context = RuleContext(
                graph: graph, layers: layers, scope: scope, projectDefaultIsolationMainActor: configuration.projectDefaultIsolationMainActor)
            context.filesReadingResolutions = rules[index].check.filesReadingResolutions(in: context)
            return context
        }
    }
}
