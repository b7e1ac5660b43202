import ArchlintBase
import ArchlintGraph
import Foundation

/// The configuration in effect for a lint: merged from presets, `extends` chains and the
/// repository's `.archlint.json`.
public struct Configuration: Sendable {
    /// Source files to read (empty: every Swift file).
    public var include: [Glob] = []
    public var exclude: [Glob] = []
    /// Folder names never entered, in addition to the defaults (`.build`, `.git`, `Pods`…).
    public var excludeDirectories: Set<String> = []
    public var layers: [LayerDefinition] = []
    /// In definition order; rules switched off are kept (with no severity) for `archlint rules`.
    public var rules: [RuleConfiguration] = []
    public var projectDefaultIsolationMainActor = false
    /// Severity of the built-in `unused-suppression` findings (nil: switched off).
    public var suppressionSeverity: Severity? = .warning
    /// The declared parameters and their values in effect, in declaration order.
    public var parameters: [Parameters.Parameter] = []
    /// The files this configuration was read from, in merge order.
    public var sources: [String] = []
    /// What is legal but probably not meant (a configuration that enables no rule).
    public var warnings: [Diagnostic] = []
    /// A hash of every configuration text this one was loaded from, in order: equal digests mean
    /// an equal configuration (what a cached lint result is keyed by).
    public var sourceDigest: UInt64 = 0
    /// A hash of the files this one was loaded from, each by its canonical path, however they were
    /// named: what a repository's graph depends on (the names as given appear only in messages).
    public var contentDigest: UInt64 = 0
    /// The baseline file a lint applies (the `baseline` key, resolved from the folder of the file
    /// that sets it; the last one set wins).
    public var baseline: String?
    /// Whether error findings fail a build that runs archlint as a build step (the plugins, `lint --build-tool`).
    public var failBuildOnErrors = false

    public init() {}

    /// The keys of a configuration file.
    public static let options: [RuleOption] = [
        RuleOption("$schema", .string, "the JSON Schema editors check the file with (Docs/archlint.schema.json)."),
        RuleOption("description", .string, "a note for readers of the configuration."),
        RuleOption("extends", .names, "presets by name, or configuration files by path, merged before this file (later ones override earlier ones)."),
        RuleOption("failBuildOnErrors", .bool, "whether error findings fail the build where archlint runs as a build step (the build-tool plugin, an Xcode Run Script phase with `lint --build-tool`); otherwise they are reported as warnings."),
        RuleOption("baseline", .string, "a baseline file (from `archlint baseline`, relative to this file): lint, hooks and plugins report only findings it does not hold."),
        RuleOption("include", .globs, "only these Swift files are read (default: every one)."),
        RuleOption("exclude", .globs, "Swift files, and folders of packages, never read."),
        RuleOption("excludeDirectories", .names, "folder names never entered, besides .build, .git, Pods and the like."),
        RuleOption("defaultIsolation", .choice(["MainActor", "nonisolated"]), "the project's default actor isolation, when an Xcode setting the project files do not show sets it."),
        RuleOption(
            "parameters", .map(.parameter),
            "names written ${name} in the strings of layers and rules: a declaration ({ \"default\": … }) in a preset, a value (\"Interface\") in a configuration extending it."),
        RuleOption("layers", .map(.object(layerOptions)), "named sets of files; a file takes the first layer that selects it."),
        RuleOption("rules", .map(.rule), "rules by id: a severity for a rule defined earlier, or an object with a kind and its options."),
    ]

    /// The keys of a layer definition.
    public static let layerOptions: [RuleOption] = [
        RuleOption("paths", .globs, "files whose path matches."),
        RuleOption("modules", .patterns, "files of modules whose name matches (and those modules)."),
        RuleOption("types", .patterns, "files declaring a top-level type whose name matches."),
        RuleOption("exclude", .globs, "files never in the layer."),
        RuleOption("packaged", .bool, "files in a target of some project (true) or in no target (false)."),
        RuleOption("description", .string, "a note for readers of the configuration."),
    ]

    public var enabledRules: [RuleConfiguration] { rules.filter(\.isEnabled) }

    /// Whether a source file (relative path) is linted at all.
    public func includes(_ path: String) -> Bool {
        if exclude.contains(where: { $0.matches(path) }) { return false }
        return include.isEmpty || include.contains { $0.matches(path) }
    }

    /// Whether an `exclude` glob covers everything under `folder` (relative path): `Secret/**`,
    /// `**/Generated/**`. Such a folder need not be entered at all.
    public func excludesFolder(_ folder: String) -> Bool {
        // Names no glob spells out, one and two levels down: a glob matching both matches any file there.
        let probes = ["\(folder)/\u{1}", "\(folder)/\u{1}/\u{1}"]
        return exclude.contains { glob in probes.allSatisfy(glob.matches) }
    }

    public func rule(_ id: String) -> RuleConfiguration? {
        rules.first { $0.id == id }
    }

    /// Every rule id a suppression may name: configured rules (on or off) and the built-in one.
    public var knownRuleIds: Set<String> { Set(rules.map(\.id)).union([Suppressions.ruleId]) }
}

/// Reads configuration files and presets and merges them. Later documents override earlier ones:
/// presets named on the command line first, then the configuration files in order (each after
/// what it extends).
public struct ConfigurationLoader: Sendable {
    /// Folders searched for `<preset>.json`, before the built-in presets.
    public var presetDirectories: [String]
    /// Presets compiled into archlint, by name: their JSON5 text.
    public var builtInPresets: [String: String]
    /// Reads a configuration file by path (the work tree's by default; a lint of git's index reads
    /// the staged copy of a staged file).
    public var contents: @Sendable (String) -> [UInt8]?

    public init(
        presetDirectories: [String], builtInPresets: [String: String] = [:],
        contents: @escaping @Sendable (String) -> [UInt8]? = { FileManager.default.contents(atPath: $0).map { Array($0) } }
    ) {
        self.presetDirectories = presetDirectories
        self.builtInPresets = builtInPresets
        self.contents = contents
    }

    /// How a built-in preset is named where a path is expected (in `extends` chains and errors).
    static let builtInPrefix = "archlint:presets/"

    /// The names of the presets found, sorted.
    public func availablePresets() -> [String] {
        var names = Set(builtInPresets.keys)
        for directory in presetDirectories {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for entry in entries where entry.hasSuffix(".json") { names.insert(String(entry.dropLast(5))) }
        }
        return names.sorted()
    }

    /// Where a preset is read from: a file in a preset directory, else the built-in one.
    public func presetPath(_ name: String) -> String? {
        for directory in presetDirectories {
            for candidate in ["\(directory)/\(name).json", "\(directory)/\(name).json5"] where FileManager.default.fileExists(atPath: candidate) {
                return candidate
            }
        }
        return builtInPresets[name] == nil ? nil : Self.builtInPrefix + name + ".json"
    }

    /// The text of a configuration file or built-in preset.
    func read(_ path: String) -> [UInt8]? {
        if path.hasPrefix(Self.builtInPrefix) {
            let name = path.dropFirst(Self.builtInPrefix.count).dropLast(".json".count)
            return builtInPresets[String(name)].map { Array($0.utf8) }
        }
        return contents(path)
    }

    /// A preset's text, from a preset directory or built in.
    public func presetText(_ name: String) -> [UInt8]? {
        presetPath(name).flatMap(read)
    }

    /// The `description` a preset declares.
    public func presetDescription(_ name: String) -> String? {
        guard let bytes = presetText(name),
            let root = try? JSON5Parser.parse(bytes: bytes), case .object(let pairs) = root.value,
            case .string(let text)? = pairs.last(where: { $0.key == "description" })?.value.value
        else { return nil }
        return text
    }

    /// Loads `file` (when given) on top of `presets`, in that order.
    public func load(file: String?, presets: [String]) throws -> Configuration {
        try load(files: file.map { [$0] } ?? [], presets: presets)
    }

    /// Loads `files` in order on top of `presets`: a nested configuration is its folder's file
    /// after those of the folders above it.
    public func load(files: [String], presets: [String]) throws -> Configuration {
        var documents: [Document] = []
        var visited: [(path: String, display: String)] = []
        for preset in presets {
            guard let path = presetPath(preset) else {
                throw ConfigurationError(
                    file: "--preset", keyPath: "", line: 0, column: 0,
                    message: "unknown preset \"\(preset)\" (available: \(availablePresets().joined(separator: ", ")))")
            }
            try collect(path: path, display: "preset \(preset)", into: &documents, visited: &visited)
        }
        for file in files {
            try collect(path: file, display: file, into: &documents, visited: &visited)
        }
        return try merge(documents)
    }

    /// A configuration given as text (`extends` may name presets).
    public func load(text: String, display: String) throws -> Configuration {
        var documents: [Document] = []
        var visited: [(path: String, display: String)] = []
        let root: JSONValue.Located
        do {
            root = try JSON5Parser.parse(text)
        } catch let error as JSON5Parser.ParseError {
            throw ConfigurationError(file: display, keyPath: "", line: error.line, column: error.column, message: "invalid JSON: \(error.message)")
        }
        var object = try ConfigObject(root, file: display, keyPath: "")
        for parent in try object.strings("extends") ?? [] {
            guard let path = presetPath(parent) else { throw object.error("extends", "unknown preset \"\(parent)\"") }
            try collect(path: path, display: "preset \(parent)", into: &documents, visited: &visited)
        }
        documents.append(Document(
            display: display, path: display, canonicalPath: display, object: try ConfigObject(root, file: display, keyPath: ""), bytes: Array(text.utf8)))
        return try merge(documents)
    }

    struct Document {
        var display: String
        /// Where it was read from: relative paths in it (`baseline`) start from its folder.
        var path: String
        /// `path` absolute, without links: the same file however it was named.
        var canonicalPath: String
        var object: ConfigObject
        var bytes: [UInt8]
    }

    /// `visited` holds the chain of files being read, by canonical path and as displayed.
    private func collect(path: String, display: String, into documents: inout [Document], visited: inout [(path: String, display: String)]) throws {
        let canonical = path.hasPrefix(Self.builtInPrefix) ? path : URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        if let start = visited.firstIndex(where: { $0.path == canonical }) {
            // The file that closes the cycle is named as it was first read, so the cycle reads as one.
            let cycle = visited[start...].map(\.display) + [visited[start].display]
            throw ConfigurationError(file: visited.last!.display, keyPath: "extends", line: 0, column: 0, message: "extends cycle: \(cycle.joined(separator: " -> "))")
        }
        visited.append((canonical, display))
        defer { visited.removeLast() }
        guard let data = read(path) else {
            throw ConfigurationError(file: display, keyPath: "", line: 0, column: 0, message: "cannot read the configuration file")
        }
        let root: JSONValue.Located
        do {
            root = try JSON5Parser.parse(bytes: data)
        } catch let error as JSON5Parser.ParseError {
            throw ConfigurationError(file: display, keyPath: "", line: error.line, column: error.column, message: "invalid JSON: \(error.message)")
        }
        var object = try ConfigObject(root, file: display, keyPath: "")
        for parent in try object.strings("extends") ?? [] {
            let isPreset = !parent.contains("/") && !parent.hasSuffix(".json") && !parent.hasSuffix(".json5")
            if isPreset {
                guard let presetPath = presetPath(parent) else {
                    throw object.error("extends", "unknown preset \"\(parent)\" (available: \(availablePresets().joined(separator: ", ")))")
                }
                try collect(path: presetPath, display: "preset \(parent)", into: &documents, visited: &visited)
            } else {
                let base = (path as NSString).deletingLastPathComponent
                let resolved = parent.hasPrefix("/") ? parent : (base.isEmpty ? parent : "\(base)/\(parent)")
                guard FileManager.default.fileExists(atPath: resolved) else {
                    throw object.error("extends", "no configuration file at \(resolved)")
                }
                try collect(path: resolved, display: parent, into: &documents, visited: &visited)
            }
        }
        documents.append(Document(display: display, path: path, canonicalPath: canonical, object: object, bytes: data))
    }

    private func merge(_ documents: [Document]) throws -> Configuration {
        var configuration = Configuration()
        var digestInput: [UInt8] = []
        var contentInput: [UInt8] = []
        for document in documents {
            digestInput += Array(document.display.utf8) + [0] + document.bytes + [0]
            contentInput += Array(document.canonicalPath.utf8) + [0] + document.bytes + [0]
        }
        configuration.sourceDigest = digestInput.withUnsafeBytes { ContentHash.xxh64($0) }
        configuration.contentDigest = contentInput.withUnsafeBytes { ContentHash.xxh64($0) }
        // In definition order, with an index by name: a later document overrides a layer or rule in place.
        var layerEntries: [(name: String, value: JSONValue.Located, file: String)?] = []
        var layerIndex: [String: Int] = [:]
        var ruleEntries: [(id: String, entries: [ConfigObject.Entry], line: Int, column: Int, file: String)] = []
        var ruleIndex: [String: Int] = [:]
        var parameters = Parameters()
        for var document in documents {
            var object = document.object
            try OptionValidator(layers: []).validate(object, against: Configuration.options)
            configuration.sources.append(document.display)
            _ = try object.strings("extends")
            _ = try object.string("$schema")
            _ = try object.string("description")
            if let baseline = try object.string("baseline") {
                let folder = (document.path as NSString).deletingLastPathComponent
                configuration.baseline = baseline.hasPrefix("/") || folder.isEmpty ? baseline : "\(folder)/\(baseline)"
            }
            if let fails = try object.bool("failBuildOnErrors") { configuration.failBuildOnErrors = fails }
            if let include = try object.globs("include") { configuration.include = include }
            configuration.exclude += try object.globs("exclude") ?? []
            configuration.excludeDirectories.formUnion(try object.strings("excludeDirectories") ?? [])
            if let isolation = try object.choice("defaultIsolation", ["MainActor", "nonisolated"]) {
                configuration.projectDefaultIsolationMainActor = isolation == "MainActor"
            }
            if let declared = object.raw("parameters") { try parameters.read(declared, file: document.display) }
            if let layers = object.raw("layers") {
                guard case .object(let pairs) = layers.value else { throw object.error("layers", "expected an object of layers by name") }
                for pair in pairs {
                    // A redefined layer moves to the end: layers are tried in order.
                    if let previous = layerIndex[pair.key] { layerEntries[previous] = nil }
                    layerIndex[pair.key] = layerEntries.count
                    layerEntries.append((pair.key, pair.value, document.display))
                }
            }
            if let rules = object.raw("rules") {
                guard case .object(let pairs) = rules.value else { throw object.error("rules", "expected an object of rules by id") }
                for pair in pairs {
                    var entries: [ConfigObject.Entry]
                    switch pair.value.value {
                    case .string:
                        entries = [ConfigObject.Entry(key: "severity", value: pair.value, file: document.display)]
                    case .object(let fields):
                        entries = fields.map { ConfigObject.Entry(key: $0.key, value: $0.value, file: document.display) }
                    default:
                        throw ConfigurationError(
                            file: document.display, keyPath: "rules.\(pair.key)", line: pair.value.line, column: pair.value.column,
                            message: "expected a rule object or a severity (\"error\", \"warning\", \"info\", \"off\"), found \(pair.value.value.typeName)")
                    }
                    if let existing = ruleIndex[pair.key] {
                        // A new kind replaces the inherited rule; otherwise fields override one by one.
                        if entries.contains(where: { $0.key == "kind" }) { ruleEntries[existing].entries = [] }
                        ruleEntries[existing].entries += entries
                    } else {
                        ruleIndex[pair.key] = ruleEntries.count
                        ruleEntries.append((pair.key, entries, pair.value.line, pair.value.column, document.display))
                    }
                }
            }
            try object.finish()
            document.object = object
        }
        // Parameters are set by later documents than the layers and rules that use them: substituted once all are read.
        try parameters.resolve()
        configuration.parameters = parameters.all
        configuration.layers = try layerEntries.compactMap { $0 }.map {
            try Self.layer($0.name, try parameters.substitute($0.value, file: $0.file, keyPath: "layers.\($0.name)"), file: $0.file)
        }
        for index in ruleEntries.indices {
            let id = ruleEntries[index].id
            ruleEntries[index].entries = try ruleEntries[index].entries.map { entry in
                var substituted = entry
                substituted.value = try parameters.substitute(entry.value, file: entry.file, keyPath: "rules.\(id).\(entry.key)")
                return substituted
            }
        }
        let validator = OptionValidator(layers: configuration.layers.map(\.name))
        for entry in ruleEntries {
            if entry.id == Suppressions.ruleId {
                var object = ConfigObject(entries: entry.entries, file: entry.file, keyPath: "rules.\(entry.id)", line: entry.line, column: entry.column)
                let severity = try object.choice("severity", ["error", "warning", "info", "off"]) ?? "warning"
                try object.finish()
                configuration.suppressionSeverity = Severity(rawValue: severity)
                continue
            }
            configuration.rules.append(
                try Self.rule(
                    entry.id, entries: entry.entries, file: entry.file, line: entry.line, column: entry.column, validator: validator,
                    knownRules: { ruleEntries.map(\.id) }))
        }
        if configuration.enabledRules.isEmpty {
            configuration.warnings.append(Diagnostic(
                .warning, "the configuration enables no rule, so nothing is checked: add rules, or extend a preset (\"extends\": [\"layered-mvvm\"])",
                file: configuration.sources.last))
        }
        return configuration
    }

    static func layer(_ name: String, _ value: JSONValue.Located, file: String) throws -> LayerDefinition {
        var object = try ConfigObject(value, file: file, keyPath: "layers.\(name)")
        let definition = LayerDefinition(
            name: name, paths: try object.globs("paths") ?? [], modules: try object.regularExpressions("modules") ?? [],
            types: try object.regularExpressions("types") ?? [], exclude: try object.globs("exclude") ?? [],
            packaged: try object.bool("packaged"))
        _ = try object.string("description")
        try object.finish()
        if definition.paths.isEmpty, definition.modules.isEmpty, definition.types.isEmpty, definition.packaged == nil {
            throw object.error(nil, "a layer needs at least one of paths, modules, types or packaged")
        }
        return definition
    }

    static func rule(
        _ id: String, entries: [ConfigObject.Entry], file: String, line: Int, column: Int, validator: OptionValidator,
        knownRules: () -> [String]
    ) throws -> RuleConfiguration {
        var object = ConfigObject(entries: entries, file: file, keyPath: "rules.\(id)", line: line, column: column)
        guard let kindName = try object.string("kind") else {
            if let near = NearMiss.suggestion(for: id, among: knownRules()) {
                throw object.error(nil, "no rule with this id is defined: did you mean \"\(near)\"? (a new rule needs a \"kind\")")
            }
            throw object.error(nil, "no rule with this id is defined; a new rule needs a \"kind\" (one of: \(RuleKinds.all.map { $0.name }.joined(separator: ", ")))")
        }
        guard let kind = RuleKinds.named(kindName) else {
            throw object.error(
                "kind",
                "unknown rule kind \"\(kindName)\"\(NearMiss.hint(for: kindName, among: RuleKinds.all.map { $0.name })) (expected one of: \(RuleKinds.all.map { $0.name }.joined(separator: ", ")))")
        }
        try validator.validate(object, against: RuleOption.common + kind.options)
        let severityText = try object.choice("severity", ["error", "warning", "info", "off"]) ?? "error"
        let message = try object.string("message")
        _ = try object.string("description")
        _ = try object.string("rationale")
        let scope = try Scope(&object)
        let check: any RuleKind
        do {
            check = try kind.init(options: &object)
        } catch let error as ConfigurationError where error.keyPath == object.keyPath {
            // "needs X" is usually caused by a misspelt key: report the key first.
            try object.finish()
            throw error
        }
        try object.finish()
        var definedIn: [String] = []
        for entry in entries where !definedIn.contains(entry.file) { definedIn.append(entry.file) }
        var options: [(key: String, value: JSONValue.Located)] = []
        for entry in entries {
            options.removeAll { $0.key == entry.key }
            options.append((entry.key, entry.value))
        }
        return RuleConfiguration(
            id: id, kind: kindName, severity: Severity(rawValue: severityText), message: message, scope: scope, check: check,
            definedIn: definedIn, options: options)
    }
}
