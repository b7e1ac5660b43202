import ArchlintBase
import ArchlintDiscovery
import ArchlintKit
import ArchlintRules

/// The commented `.archlint.json` files `archlint init` writes: one that extends the closest preset
/// (with the preset's layers redefined where the repository names folders or modules differently),
/// or a starter with an example of every rule kind.
enum ConfigurationTemplate {
    /// A configuration extending `candidate.preset`; with `redefineLayers`, its layers redefined to
    /// give every module of `survey` the layer `candidate.moduleLayers` says (module presets), or to
    /// select the repository's folders and test targets (folder presets).
    static func extending(
        _ candidate: ArchitectureDetector.Candidate, ranked: [ArchitectureDetector.Candidate], survey: ArchitectureSurvey, roles: ModuleRoles,
        redefineLayers: Bool
    ) throws -> String {
        let loader = Linter.configurationLoader
        let description = loader.presetDescription(candidate.preset).map { " — \($0)" } ?? ""
        let presetLayers = try layers(ofPreset: candidate.preset)
        var text = "// archlint configuration, written by `archlint init`.\n//\n"
        text += "// Closest shipped architecture: \(candidate.preset)\(description).\n"
        text += "// \(candidate.score) points\(runnerUp(ranked, excluding: candidate.preset)); the evidence:\n"
        for line in candidate.evidence { text += "//   \(line)\n" }
        if !roles.sightings.isEmpty {
            text += "//\n// What each module is, and the convention that says so:\n"
            for sighting in roles.sightings { text += "//   \(sighting.convention): \(sighting.detail)\n" }
        }
        text += "//\n// `archlint rules` lists the rules in effect; `archlint explain RULE-ID` says what one checks and why.\n"
        text += "// Next: `archlint lint --summary` for the audit, then `archlint baseline` to gate only new findings.\n"
        text += "{\n  \"extends\": [\"\(candidate.preset)\"],\n\n"
        if !candidate.parameters.isEmpty {
            text += "  // The preset's naming convention, as this repository names its packages (\(roles.pairing?.label ?? "see the evidence")):\n"
            text += "  \"parameters\": {\n"
            for parameter in candidate.parameters { text += "    \(quoted(parameter.name)): \(quoted(parameter.value)),\n" }
            text += "  },\n\n"
        }
        if redefineLayers, !candidate.moduleLayers.isEmpty {
            text += try moduleLayers(candidate, presetLayers, survey: survey)
        } else if !redefineLayers {
            text += "  // The preset's layers fit the names used here: \(presetLayers.map(\.name).joined(separator: ", ")).\n"
            text += "  // To change one, redefine it whole under \"layers\", e.g. \"\(presetLayers.last?.name ?? "UI")\": { \"paths\": [\"**/Folder/**\"] }.\n\n"
        } else {
            text += "  // This repository names some of the preset's folders or modules differently:\n"
            for mapping in candidate.mappings { text += "  //   \(mapping)\n" }
            if !candidate.testModules.isEmpty { text += "  //   test targets → Test: \(ModuleRoles.list(candidate.testModules, limit: 6))\n" }
            text += "  // so the preset's layers are redefined here with those names (the preset's own names kept too).\n"
            text += "  // A file takes the first layer that selects it: all of them are repeated, in the preset's order.\n"
            text += "  // Rules that name folders or modules themselves (see `archlint explain RULE-ID`) keep the\n"
            text += "  // preset's names; override their fields under \"rules\" where that matters.\n"
            text += "  \"layers\": {\n"
            for layer in presetLayers {
                text += "    \(quoted(layer.name)): \(render(mapped(layer, candidate))),\n"
            }
            text += "  },\n\n"
        }
        text += "  // Folders archlint should not read (generated or vendored code):\n"
        text += "  // \"exclude\": [\"**/Generated/**\"],\n\n"
        text += "  \"rules\": {\n"
        for override in candidate.ruleOverrides {
            text += wrapped(override.why, indent: "    // ")
            text += "    \(quoted(override.id)): \(override.fields),\n\n"
        }
        text += "    // Switch an inherited rule off, or change its severity, by its id:\n"
        let configuration = try loader.load(file: nil, presets: [candidate.preset])
        if let warning = configuration.enabledRules.first(where: { $0.severity == .warning }) {
            text += "    // \(quoted(warning.id)): \"off\",\n"
        }
        if let error = configuration.enabledRules.first(where: { $0.severity == .error }) {
            text += "    // \(quoted(error.id)): \"warning\",\n"
        }
        text += "  },\n}\n"
        return text
    }

    /// A configuration for a repository no preset fits: cycles checked, every other kind an example.
    static func starter(ranked: [ArchitectureDetector.Candidate]) -> String {
        var text = "// archlint configuration, written by `archlint init`: no shipped architecture fits this repository"
        if let best = ranked.first, best.score > 0 {
            text += "\n// (closest: \(best.preset) with \(best.score) points; \(ArchitectureDetector.minimumScore) are needed, "
            text += "\(ArchitectureDetector.minimumStructuralScore) of them from folders or modules).\n"
        } else {
            text += ".\n"
        }
        text += """
            //
            // A starter: one rule is on (no dependency cycles); below it, an example of every rule kind,
            // commented out. Define your layers first (the layers kind and many scopes use them), then
            // uncomment and adapt what fits. `archlint rules` lists what is configured, `archlint explain
            // RULE-ID` describes one rule, and `archlint presets` lists the shipped architectures, which a
            // configuration can start from with "extends": ["NAME"].
            // Next: `archlint lint --summary` for the audit.
            {
              // "extends": ["layered-mvvm"],

              // Layers by folder (paths: globs with **), by module (modules: regular expressions) or by
              // type name (types); a file takes the first layer that selects it.
              "layers": {

            """
        for (name, definition) in exampleLayers { text += "    // \(quoted(name)): \(definition),\n" }
        text += """
              },

              // Folders archlint should not read (generated or vendored code):
              // "exclude": ["**/Generated/**"],

              "rules": {
                "no-cycles": { "kind": "cycles", "message": "Break the cycle: move the shared code into a module both can use." },


            """
        for kind in RuleKinds.all where kind.name != "cycles" {
            guard let example = kind.examples.first(where: \.triggers) ?? kind.examples.first else { continue }
            text += "    // \(kind.name): \(kind.summary)\n"
            text += "    // \(quoted("example-\(kind.name)")): \(example.configuration),\n\n"
        }
        text += "  },\n}\n"
        return text
    }

    /// The layers the starter's examples use.
    static let exampleLayers: [(String, String)] = [
        ("UI", #"{ "paths": ["**/UI/**", "**/Views/**"] }"#),
        ("Domain", #"{ "paths": ["**/Domain/**"] }"#),
        ("Data", #"{ "paths": ["**/Data/**"] }"#),
        ("Presentation", #"{ "modules": ["^Presentation$"] }"#),
        ("Repository", #"{ "paths": ["**/Repository/**"] }"#),
    ]

    // MARK: - Module layers

    /// The preset's layers, each selecting the modules mapped to it: the preset's own patterns where
    /// they select none of another layer's modules, a `Word$` pattern where every module ending so is
    /// the layer's, and the other modules by name. The preset's other selectors stay as written.
    static func moduleLayers(_ candidate: ArchitectureDetector.Candidate, _ presetLayers: [Layer], survey: ArchitectureSurvey) throws -> String {
        let parameters = candidate.parameters.map { "\(quoted($0.name)): \(quoted($0.value))" }.joined(separator: ", ")
        let effective = try Linter.configurationLoader.load(
            text: "{ \"extends\": [\(quoted(candidate.preset))], \"parameters\": { \(parameters) } }", display: "preset \(candidate.preset)")
        let names = survey.modules.map(\.name)
        var order = presetLayers.map(\.name)
        if let app = order.firstIndex(of: "App") { order.insert(contentsOf: candidate.addedLayers, at: app + 1) } else { order += candidate.addedLayers }
        let unmapped = names.filter { candidate.moduleLayers[$0] == nil }
        var text = "  // Every module mapped onto the preset's layers by its role (the preset's own patterns kept where they fit).\n"
        if !unmapped.isEmpty { text += "  // No role found for: \(unmapped.joined(separator: ", ")).\n" }
        if !candidate.addedLayers.isEmpty {
            text += "  // \(candidate.addedLayers.joined(separator: ", ")): utilities every layer may use; the preset's rules leave \(candidate.addedLayers.count == 1 ? "it" : "them") alone.\n"
        }
        text += "  // A file takes the first layer that selects it, so the layers keep the preset's order.\n"
        text += "  \"layers\": {\n"
        for name in order {
            let members = names.filter { candidate.moduleLayers[$0] == name }
            let others = Set(names.filter { candidate.moduleLayers[$0] != name })
            var fields = presetLayers.first { $0.name == name }?.fields ?? []
            var patterns: [String] = []
            var kept: [RegularExpression] = []
            if let written = fields.first(where: { $0.key == "modules" })?.value, case .array(let items) = written,
                let compiled = effective.layers.first(where: { $0.name == name })?.modules
            {
                for (item, expression) in zip(items, compiled) {
                    guard case .string(let pattern) = item.value, !others.contains(where: { expression.matches($0) }) else { continue }
                    patterns.append(pattern)
                    kept.append(expression)
                }
            }
            patterns += namePatterns(members.filter { member in !kept.contains { $0.matches(member) } }, others: others)
            fields.removeAll { $0.key == "modules" }
            if !patterns.isEmpty { fields.append(("modules", .array(patterns.map { JSONValue.Located(.string($0), line: 0, column: 0) }))) }
            guard !fields.isEmpty else { continue }
            text += "    \(quoted(name)): \(render(Layer(name: name, fields: fields))),\n"
        }
        return text + "  },\n\n"
    }

    /// Patterns selecting exactly `names` among `others`: `Word$` for a last word they share and no
    /// other name ends with, the rest by name.
    static func namePatterns(_ names: [String], others: Set<String>) -> [String] {
        var patterns: [String] = []
        var rest = names
        for word in commonLastWords(rest) {
            guard let expression = try? RegularExpression("\(word)$"), !others.contains(where: { expression.matches($0) }) else { continue }
            patterns.append("\(word)$")
            rest.removeAll { expression.matches($0) }
        }
        if !rest.isEmpty { patterns.append("^(?:" + rest.map(escaped).joined(separator: "|") + ")$") }
        return patterns
    }

    /// The capitalized last words (`Feature` of `HomeFeature`) at least two names share, longest first.
    static func commonLastWords(_ names: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for name in names {
            guard let start = name.lastIndex(where: \.isUppercase), start != name.startIndex else { continue }
            counts[String(name[start...]), default: 0] += 1
        }
        return counts.filter { $0.value >= 2 }.keys.sorted { ($0.count, $0) > ($1.count, $1) }
    }

    /// A module name as a regular expression matching only itself.
    static func escaped(_ name: String) -> String {
        var result = ""
        for character in name {
            if "\\^$.|?*+()[]{}".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `text` as comment lines of at most ~100 characters.
    static func wrapped(_ text: String, indent: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + word.count + 1 > 100 - indent.count {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " \(word)"
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { indent + $0 + "\n" }.joined()
    }

    // MARK: - Preset layers

    struct Layer {
        var name: String
        /// The definition's keys in order: arrays of strings, strings and booleans.
        var fields: [(key: String, value: JSONValue)]
    }

    /// The `layers` of a shipped preset, as written.
    static func layers(ofPreset name: String) throws -> [Layer] {
        guard let bytes = Linter.configurationLoader.presetText(name) else { throw ArchlintError("preset \(name) not found") }
        let root = try JSON5Parser.parse(bytes: bytes)
        guard case .object(let pairs) = root.value, case .object(let layers)? = pairs.last(where: { $0.key == "layers" })?.value.value else {
            return []
        }
        return layers.map { layer in
            guard case .object(let fields) = layer.value.value else { return Layer(name: layer.key, fields: []) }
            return Layer(name: layer.key, fields: fields.map { ($0.key, $0.value.value) })
        }
    }

    /// A preset layer with the repository's names: path globs gain a variant with renamed folders,
    /// module patterns are replaced where the detector found other module names.
    static func mapped(_ layer: Layer, _ candidate: ArchitectureDetector.Candidate) -> Layer {
        var result = layer
        // Layer folders of one target go first, before the preset's globs that could take their files.
        if let added = candidate.layerPaths[layer.name] {
            let paths = added.map { JSONValue.Located(.string($0), line: 0, column: 0) }
            if let index = result.fields.firstIndex(where: { $0.key == "paths" }), case .array(let globs) = result.fields[index].value {
                result.fields[index].value = .array(paths + globs)
            } else {
                result.fields.insert(("paths", .array(paths)), at: 0)
            }
        }
        if layer.name == "Test", !candidate.testModules.isEmpty {
            let pattern = namePatterns(candidate.testModules, others: candidate.otherModules)
            result.fields.append(("modules", .array(pattern.map { JSONValue.Located(.string($0), line: 0, column: 0) })))
        }
        result.fields = result.fields.map { field in
            switch (field.key, field.value) {
            case ("paths", .array(let globs)):
                var values: [String] = []
                for case .string(let glob) in globs.map(\.value) {
                    values.append(glob)
                    let renamed = glob.split(separator: "/", omittingEmptySubsequences: false)
                        .map { candidate.folderNames[String($0)] ?? String($0) }.joined(separator: "/")
                    if !values.contains(renamed) { values.append(renamed) }
                }
                return (field.key, .array(values.map { JSONValue.Located(.string($0), line: 0, column: 0) }))
            default:
                return field
            }
        }
        return result
    }

    static func render(_ layer: Layer) -> String {
        "{ " + layer.fields.map { "\(quoted($0.key)): \(render($0.value))" }.joined(separator: ", ") + " }"
    }

    static func render(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return quoted(text)
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return Int(exactly: number).map(String.init) ?? String(number)
        case .array(let items): return "[" + items.map { render($0.value) }.joined(separator: ", ") + "]"
        case .object(let pairs): return "{ " + pairs.map { "\(quoted($0.key)): \(render($0.value.value))" }.joined(separator: ", ") + " }"
        case .null: return "null"
        }
    }

    static func runnerUp(_ ranked: [ArchitectureDetector.Candidate], excluding preset: String) -> String {
        guard let next = ranked.first(where: { $0.preset != preset }) else { return "" }
        return " (next: \(next.preset), \(next.score))"
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
