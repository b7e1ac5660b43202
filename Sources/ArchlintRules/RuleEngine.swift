import ArchlintBase
import ArchlintGraph

/// The evaluate stage: every enabled rule over the graph, in parallel (rules only read the graph),
/// findings in report order whatever the number of workers.
public enum RuleEngine {
    public static func evaluate(
        _ configuration: Configuration, graph: DependencyGraph, workers: Int = availableCores, focus: Set<Int>? = nil
    ) -> [Finding] {
        var timer = StageTimer()
        let layers = LayerMap(definitions: configuration.layers, graph: graph)
        timer.lap("layers")
        let context = RuleContext(
            graph: graph, layers: layers, projectDefaultIsolationMainActor: configuration.projectDefaultIsolationMainActor, focus: focus)
        let rules = configuration.enabledRules
        let perRule = parallelMap(count: rules.count, workers: workers, makeState: { () }) { index, _ in
            var ruleTimer = StageTimer()
            let findings = rules[index].check.check(rules[index], in: context)
            ruleTimer.lap("rule \(rules[index].id)")
            return findings
        }
        timer.lap("rules")
        return perRule.flatMap { $0 }.sorted(by: Finding.reportOrder)
    }
}
