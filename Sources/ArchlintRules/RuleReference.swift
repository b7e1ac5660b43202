import ArchlintBase

/// The reference of what a configuration may say, generated from the declarations of every rule
/// kind and configuration key: `Docs/rules.md` for people, `Docs/archlint.schema.json` for
/// editors. Tests fail when the committed copies differ from what this generates.
public enum RuleReference {
    // MARK: Markdown

    public static func markdown() -> String {
        var text = """
            # Rule kinds

            <!-- Generated from the rule kinds' declarations (RuleReference.markdown); `swift test` fails
                 when this file is out of date: regenerate it with `ARCHLINT_REGENERATE=1 swift test`. -->

            A rule is a kind with options, under an id of your choosing in `.archlint.json`'s `rules`.
            Every rule also takes the common options:


            """
        text += optionTable(RuleOption.common)
        text += "\n`scope` applies the same way to every kind, by what the kind looks at: files, the types declared in them, "
        text += "modules (by their files, or where they are declared when they have none) or dependencies (by the importing "
        text += "file, or the depending module and the project file that declares the dependency). A file several targets "
        text += "compile (an app and its watch app or extension) is the code of each: the `layers`, `references`, `imports` and "
        text += "`cycles` kinds judge each copy with its target's layer and scope and only the code that target's builds compile "
        text += "(`#if !os(watchOS)` is not the watch app's code when its project says it builds for watchOS).\n\n"
        text += "| kind | looks at | what it checks |\n|---|---|---|\n"
        for kind in RuleKinds.all { text += "| [`\(kind.name)`](#\(kind.name)) | \(kind.subject.rawValue) | \(kind.summary) |\n" }
        for kind in RuleKinds.all {
            text += "\n## \(kind.name)\n\n\(kind.summary) Looks at **\(kind.subject.rawValue)**.\n\n"
            text += optionTable(kind.options)
            if !kind.notes.isEmpty { text += "\n" + kind.notes.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") + "\n" }
            text += "\n### Examples\n"
            for example in kind.examples {
                text += "\n\(example.triggers ? "Reported (`↓` marks each finding)" : "Not reported"): \(example.description).\n\n"
                text += "```json5\n"
                if let layers = example.layers { text += "\"layers\": \(layers),\n" }
                text += "\"rules\": { \"example\": \(example.configuration) }\n```\n"
                for file in example.files {
                    text += "\n`\(file.path)`\n\n```\(file.path.hasSuffix(".swift") ? "swift" : "")\n\(file.content)\n```\n"
                }
            }
        }
        return text + parametersSection
    }

    static var parametersSection: String {
        """

        # Parameters

        A configuration's `parameters` name what its layers and rules may leave to the configurations that extend it,
        such as the naming convention of a preset's packages. A declaration is an object:


        """ + optionTable(Parameters.declarationOptions) + """

        and a configuration merged later (one that extends it) sets a value with a string. `${name}` in any string of
        `layers` and `rules` (patterns, globs, names, messages) is replaced by the value in effect, after every file
        of the configuration is read; `$${` is a literal `${`. A value may use other parameters; a cycle, a value set
        for a parameter nobody declares and a reference to an undeclared one are errors, named with their file,
        line and column. `archlint rules` lists the parameters and their values.

        ```json5
        // a preset
        "parameters": {
          "interfaceSuffix": { "default": "API", "description": "what ends an interface package's name" },
          "interfaces": { "default": "${interfaceSuffix}$" },
        },
        "rules": { "api-only": { "kind": "dependency", "mode": "allow-only", "from": "${interfaces}", "to": "${interfaces}" } }

        // .archlint.json
        { "extends": ["that-preset"], "parameters": { "interfaceSuffix": "Interface" } }
        ```

        """
    }

    static func optionTable(_ options: [RuleOption], prefix: String = "") -> String {
        var text = "| option | value | default | meaning |\n|---|---|---|---|\n"
        var rows: [(String, RuleOption)] = []
        func collect(_ options: [RuleOption], _ prefix: String) {
            for option in options {
                rows.append((prefix + option.name, option))
                switch option.value {
                case .object(let nested), .objects(let nested): collect(nested, prefix + option.name + ".")
                default: break
                }
            }
        }
        collect(options, prefix)
        for (name, option) in rows {
            let form = option.form.replacingOccurrences(of: "|", with: "\\|")
            text += "| `\(name)` | `\(form)` | \(option.defaultValue.map { "`\($0)`" } ?? "") | \(option.help.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")) |\n"
        }
        return text
    }

    // MARK: JSON Schema

    public static func schema() -> [UInt8] {
        var json = JSONWriter(indent: 2)
        json.beginObject()
        json.field("$schema", "http://json-schema.org/draft-07/schema#")
        json.field("$id", "https://archlint.dev/archlint.schema.json")
        json.field("title", "archlint configuration (.archlint.json)")
        json.field("description", "Generated from archlint's declarations of its configuration keys and rule kinds.")
        writeObject(Configuration.options, to: &json)
        json.endObject()
        return json.finishedDocument()
    }

    /// `"type": "object"`, the properties, and no others: the fields of an object schema.
    static func writeObject(_ options: [RuleOption], to json: inout JSONWriter) {
        json.field("type", "object")
        json.key("properties")
        json.beginObject()
        for option in options {
            json.key(option.name)
            json.beginObject()
            json.field("description", option.help + (option.defaultValue.map { " Default: \($0)." } ?? ""))
            writeFields(option.value, to: &json)
            json.endObject()
        }
        json.endObject()
        json.field("additionalProperties", false)
    }

    static func write(_ value: RuleOption.Value, to json: inout JSONWriter) {
        json.beginObject()
        writeFields(value, to: &json)
        json.endObject()
    }

    /// The schema of a value, as fields of the object being written.
    static func writeFields(_ value: RuleOption.Value, to json: inout JSONWriter) {
        func oneOf(_ alternatives: [RuleOption.Value]) {
            json.key("oneOf")
            json.beginArray()
            for alternative in alternatives { write(alternative, to: &json) }
            json.endArray()
        }
        switch value {
        case .string, .pattern:
            json.field("type", "string")
        case .bool:
            json.field("type", "boolean")
        case .count:
            json.field("type", "integer")
            json.field("minimum", 0)
            json.field("maximum", ConfigObject.largestCount)
        case .names, .patterns, .globs, .layers:
            json.key("oneOf")
            json.beginArray()
            json.beginObject()
            json.field("type", "string")
            json.endObject()
            json.beginObject()
            json.field("type", "array")
            json.key("items")
            json.beginObject()
            json.field("type", "string")
            json.endObject()
            json.endObject()
            json.endArray()
        case .choice(let words):
            json.field("enum", strings: words)
        case .choices(let words):
            json.key("oneOf")
            json.beginArray()
            json.beginObject()
            json.field("enum", strings: words)
            json.endObject()
            json.beginObject()
            json.field("type", "array")
            json.key("items")
            json.beginObject()
            json.field("enum", strings: words)
            json.endObject()
            json.endObject()
            json.endArray()
        case .layerMap:
            json.field("type", "object")
            json.key("additionalProperties")
            write(.layers, to: &json)
        case .textMap:
            json.field("type", "object")
            json.key("additionalProperties")
            write(.string, to: &json)
        case .object(let nested):
            writeObject(nested, to: &json)
        case .objects(let nested):
            json.key("oneOf")
            json.beginArray()
            json.beginObject()
            writeObject(nested, to: &json)
            json.endObject()
            json.beginObject()
            json.field("type", "array")
            json.key("items")
            json.beginObject()
            writeObject(nested, to: &json)
            json.endObject()
            json.endObject()
            json.endArray()
        case .map(let entry):
            json.field("type", "object")
            json.key("additionalProperties")
            write(entry, to: &json)
        case .rule:
            json.key("oneOf")
            json.beginArray()
            write(.choice(["error", "warning", "info", "off"]), to: &json)
            json.beginObject()
            writeRuleObject(to: &json)
            json.endObject()
            json.endArray()
        case .parameter:
            json.key("oneOf")
            json.beginArray()
            write(.string, to: &json)
            json.beginObject()
            writeObject(Parameters.declarationOptions, to: &json)
            json.field("required", strings: ["default"])
            json.endObject()
            json.endArray()
        }
    }

    /// A rule object: the common options; with a `kind`, exactly that kind's options too.
    static func writeRuleObject(to json: inout JSONWriter) {
        json.field("type", "object")
        json.key("properties")
        json.beginObject()
        for option in RuleOption.common {
            json.key(option.name)
            json.beginObject()
            json.field("description", option.help)
            if option.name == "kind" { json.field("enum", strings: RuleKinds.all.map { $0.name }) } else { writeFields(option.value, to: &json) }
            json.endObject()
        }
        json.endObject()
        json.key("allOf")
        json.beginArray()
        for kind in RuleKinds.all {
            json.beginObject()
            json.key("if")
            json.beginObject()
            json.key("properties")
            json.beginObject()
            json.key("kind")
            json.beginObject()
            json.field("const", kind.name)
            json.endObject()
            json.endObject()
            json.field("required", strings: ["kind"])
            json.endObject()
            json.key("then")
            json.beginObject()
            json.field("description", kind.summary)
            writeObject(RuleOption.common.filter { $0.name != "kind" } + [RuleOption("kind", .string, "the rule kind.")] + kind.options, to: &json)
            json.endObject()
            json.endObject()
        }
        json.endArray()
    }
}
