import ArchlintGraph
import ArchlintRules

/// The order pictures draw layers in, outermost first: the order of the enabled `layers` rule with
/// the longest `order`, its layers taking the places those layers have among the definitions (so
/// layers the rule leaves out keep their place); without such a rule, the definitions' order.
enum LayerOrder {
    static func drawingOrder(definitions: [LayerDefinition], rules: [RuleConfiguration]) -> [String] {
        let names = definitions.map(\.name)
        var ordered = Set<String>()
        let ruleOrder = (rules.filter(\.isEnabled).compactMap { ($0.check as? LayersRule)?.order }.max { $0.count < $1.count } ?? [])
            .filter { names.contains($0) && ordered.insert($0).inserted }
        var next = ruleOrder.makeIterator()
        return names.map { ordered.contains($0) ? next.next()! : $0 }
    }
}
