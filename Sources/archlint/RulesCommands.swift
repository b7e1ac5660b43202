import ArchlintKit
import Foundation

/// `archlint presets`, `archlint rules [PATH]`, `archlint explain RULE-ID [PATH]`.
enum RulesCommands {
    static let presets = Command(
        name: "presets", summary: "list the shipped presets",
        description: "Lists the shipped presets (use with --preset NAME or \"extends\": [\"NAME\"]).",
        run: listPresets)

    static let rules = Command(
        name: "rules", summary: "list the configured rules",
        positionals: [.path],
        description: "Lists the configured rules of PATH (default: the current folder): id, kind, severity, and where each is defined.",
        groups: [.configuration],
        run: listRules)

    static let explain = Command(
        name: "explain", summary: "describe a rule, its configuration and an example",
        positionals: [Positional(name: "RULE-ID", kind: .text), .path],
        otherUsages: ["KIND"],
        description: """
            Prints a configured rule's description, its configuration and an example that triggers it; or a rule kind's \
            options and examples (kinds: \(Archlint.ruleKinds.joined(separator: ", "))).
            """,
        groups: [.configuration],
        run: explainRule)

    static func listPresets(_ arguments: ParsedArguments) throws -> Int32 {
        var text = ""
        for preset in try PresetsRequest().run() {
            text += "\(padded(preset.name, 18)) \(preset.enabledRuleCount) rules  \(preset.description)\n"
        }
        Output.standardOutput(text)
        return 0
    }

    static func listRules(_ arguments: ParsedArguments) throws -> Int32 {
        let result = try RulesRequest(root: arguments.root, configuration: arguments.configuration).run()
        var text = ""
        for rule in result.rules {
            let severity = rule.severity?.rawValue ?? "off"
            text += "\(padded(rule.id, 44)) \(padded(rule.kind, 22)) \(padded(severity, 8)) \(rule.definedIn.joined(separator: ", "))\n"
        }
        text += "\(result.enabledCount) of \(result.rules.count) rules enabled; layers: \(result.layers.joined(separator: ", "))\n"
        if !result.parameters.isEmpty {
            text += "parameters: " + result.parameters.map { parameter in
                "\(parameter.name) = \"\(parameter.value)\"" + (parameter.setIn.map { " (set in \($0))" } ?? "")
            }.joined(separator: ", ") + "\n"
        }
        Output.standardOutput(text)
        return 0
    }

    static func explainRule(_ arguments: ParsedArguments) throws -> Int32 {
        let subject = arguments.positional("RULE-ID") ?? ""
        let explanation = try ExplainRequest(subject, root: arguments.root, configuration: arguments.configuration).run()
        Output.standardOutput(explanation.text)
        return 0
    }

    static func padded(_ text: String, _ width: Int) -> String {
        text.padding(toLength: width, withPad: " ", startingAt: 0)
    }
}
