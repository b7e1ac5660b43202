import ArchlintBase
import ArchlintDiscovery
import ArchlintKit
import ArchlintRules

/// The commented `.archlint.json` files `archlint init` writes: one that extends the closest preset
/// (with the preset's layers redefined where the repository names folders or modules differently),
/// or a starter with an example of every rule kind.
enum ConfigurationTemplate {
    /// A configuration extending `candidate.preset`.
    static func extending(_ candidate: ArchitectureDetector.Candidate, ranked: [ArchitectureDetector.Candidate]) throws -> String {
        let loader = Linter.configurationLoader
        let description = loader.presetDescription(candidate.preset).map { " — \($0)" } ?? ""
        let presetLayers = try layers(ofPreset: candidate.preset)
        var text = "// archlint configuration, written by `archlint init`.\n//\n"
        text += "// Closest shipped architecture: \(candidate.preset)\(description).\n"
        text += "// \(candidate.score) points\(runnerUp(ranked, excluding: candidate.preset)); the evidence:\n"
        for line in candidate.evidence { text += "//   \(line)\n" }
        text += "//\n// `archlint rules` lists the rules in effect; `archlint explain RULE-ID` says what one checks and why.\n"
        text += "// Next: `archlint lint --summary` for the audit, then `archlint baseline` to gate only new findings.\n"
        text += "{\n  \"extends\": [\"\(candidate.preset)\"],\n\n"
        if candidate.folderNames.isEmpty && candidate.layerModules.isEmpty {
            text += "  // The preset's layers fit the names used here: \(presetLayers.map(\.name).joined(separator: ", ")).\n"
            text += "  // To change one, redefine it whole under \"layers\", e.g. \"\(presetLayers.last?.name ?? "UI")\": { \"paths\": [\"**/Folder/**\"] }.\n\n"
        } else {
            text += "  // This repository names some of the preset's folders or modules differently:\n"
            for mapping in candidate.mappings { text += "  //   \(mapping)\n" }
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
        result.fields = layer.fields.map { field in
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
            case ("modules", _):
                guard let modules = candidate.layerModules[layer.name] else { return field }
                return (field.key, .array(modules.map { JSONValue.Located(.string($0), line: 0, column: 0) }))
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
        case .number(let number): return number == number.rounded() ? String(Int(number)) : String(number)
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
