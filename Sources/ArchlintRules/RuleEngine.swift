import ArchlintBase
import ArchlintGraph

/// The evaluate stage: every enabled rule over the graph, in parallel (rules only read the graph),
/// findings in report order whatever the number of workers.
public enum RuleEngine {
    public static func evaluate(_ configuration: Configuration, graph: DependencyGraph, workers: Int = availableCores) -> [Finding] {
        let layers = LayerMap(definitions: configuration.layers, graph: graph)
        let context = RuleContext(graph: graph, layers: layers, projectDefaultIsolationMainActor: configuration.projectDefaultIsolationMainActor)
        let rules = configuration.enabledRules
        let perRule = parallelMap(count: rules.count, workers: workers, makeState: { () }) { index, _ in
            rules[index].check.check(rules[index], in: context)
        }
        return perRule.flatMap { $0 }.sorted(by: Finding.reportOrder)
    }
}
