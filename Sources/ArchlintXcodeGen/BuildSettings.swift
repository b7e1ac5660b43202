import ArchlintProject

/// A target's build settings in each configuration, as far as the spec tells them, combined the
/// way XcodeGen combines them: the project's (its setting presets — `PRODUCT_NAME =
/// $(TARGET_NAME)`, `SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG` in debug configurations — then
/// its `settings`) under the target's, where `$(inherited)` brings the project's value in. A
/// `settings` mapping is either the settings themselves or `groups:` (setting groups), `base:` and
/// `configs:` (matched to configuration names as XcodeGen matches them).
struct BuildSettings {
    struct Configuration {
        var name: String
        /// `debug`, `release`, or nil for any other type.
        var type: String?
    }

    /// The default configuration first (the module name is read in it), then the others.
    let configurations: [Configuration]
    private let groups: [String: YAMLNode]
    private let appliesProjectPresets: Bool
    private let projectHasConfigFiles: Bool
    /// The project's settings in each configuration, presets included, by configuration name.
    private var projectValues: [String: [String: String]] = [:]

    init(spec: YAMLNode) {
        let written = spec["configs"]?.effectivePairs.compactMap { pair -> Configuration? in
            guard let name = pair.key.string else { return nil }
            let type = pair.value.string
            return Configuration(name: name, type: type == "debug" || type == "release" ? type : nil)
        } ?? []
        // XcodeGen sorts configurations by name; the default one (`options.defaultConfig`, else
        // the first) is the one whose settings name the module.
        let sorted = written.isEmpty ? [Configuration(name: "Debug", type: "debug"), Configuration(name: "Release", type: "release")] : written.sorted { $0.name < $1.name }
        let defaultName = spec["options"]?["defaultConfig"]?.text
        configurations = sorted.filter { $0.name == defaultName } + sorted.filter { $0.name != defaultName }
        var groups: [String: YAMLNode] = [:]
        for pair in (spec["settingGroups"] ?? spec["settingPresets"])?.effectivePairs ?? [] {
            if let name = pair.key.string { groups[name] = pair.value }
        }
        self.groups = groups
        let presets = spec["options"]?["settingPresets"]?.string ?? "all"
        appliesProjectPresets = presets == "all" || presets == "project"
        projectHasConfigFiles = !(spec["configFiles"]?.effectivePairs.isEmpty ?? true)
        for configuration in configurations {
            var project = resolve(spec["settings"], configuration: configuration.name).mapValues { Self.text($0) ?? "" }
            if appliesProjectPresets, let type = configuration.type {
                if project["PRODUCT_NAME"] == nil { project["PRODUCT_NAME"] = "$(TARGET_NAME)" }
                if type == "debug", project["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] == nil { project["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] = "DEBUG" }
            }
            projectValues[configuration.name] = project
        }
    }

    // MARK: Values

    /// `settings` resolved for `configuration`: setting groups first, then `base`, then the
    /// `configs:` entries whose name the configuration's contains (unless another configuration
    /// is named exactly so).
    func resolve(_ settings: YAMLNode?, configuration: String, depth: Int = 0) -> [String: YAMLNode] {
        guard let settings, settings.isMapping, depth < 16 else { return [:] }
        var result: [String: YAMLNode] = [:]
        let isStructured = settings["configs"] != nil || settings["groups"] != nil || settings["base"] != nil
        guard isStructured else {
            for pair in settings.effectivePairs { if let key = pair.key.string { result[key] = pair.value } }
            return result
        }
        for group in (settings["groups"] ?? settings["presets"])?.strings ?? [] {
            result.merge(resolve(groups[group], configuration: configuration, depth: depth + 1)) { $1 }
        }
        for pair in settings["base"]?.effectivePairs ?? [] {
            if let key = pair.key.string { result[key] = pair.value }
        }
        for pair in settings["configs"]?.effectivePairs ?? [] {
            guard let variant = pair.key.string, configuration.lowercased().contains(variant.lowercased()) else { continue }
            if configurations.contains(where: { $0.name == variant && $0.name != configuration }) { continue }
            result.merge(resolve(pair.value, configuration: configuration, depth: depth + 1)) { $1 }
        }
        return result
    }

    /// A setting's value as text: a list's items joined by spaces, a boolean as `YES`/`NO`.
    static func text(_ node: YAMLNode) -> String? {
        if let items = node.sequence { return items.compactMap(\.string).joined(separator: " ") }
        if case .scalar(_, .plain) = node.content, let bool = node.bool { return bool ? "YES" : "NO" }
        return node.string
    }

    /// A target's own settings, resolved once: for each configuration (in `configurations`' order).
    struct TargetSettings {
        var name: String
        var values: [[String: String]]
        var hasConfigFiles: Bool
    }

    func settings(of target: YAMLNode, name: String) -> TargetSettings {
        TargetSettings(
            name: name, values: configurations.map { resolve(target["settings"], configuration: $0.name).mapValues { Self.text($0) ?? "" } },
            hasConfigFiles: projectHasConfigFiles || !(target["configFiles"]?.effectivePairs.isEmpty ?? true))
    }

    /// The value of `key` for the target in configuration number `configuration`, `$(inherited)` resolved.
    func value(_ key: String, _ target: TargetSettings, configuration: Int) -> String? {
        let projectValue = projectValues[configurations[configuration].name]?[key].map { Self.replacingInherited($0, with: "") }
        guard let targetValue = target.values[configuration][key] else { return projectValue }
        return Self.replacingInherited(targetValue, with: projectValue ?? "")
    }

    /// `$(inherited)` and `${inherited}` replaced (by bytes: the standard library's `replacing` is
    /// slow, and this runs for every setting of every target).
    private static func replacingInherited(_ value: String, with inherited: String) -> String {
        guard BuildSettingReferences.mentionsSetting(value) else { return value }
        let bytes = Array(value.utf8)
        let word = Array("inherited".utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let end = index + word.count + 3
            if bytes[index] == 36, end <= bytes.count, bytes[index + 1] == 40 || bytes[index + 1] == 123,
                bytes[end - 1] == (bytes[index + 1] == 40 ? 41 : 125), bytes[(index + 2)..<(end - 1)].elementsEqual(word)
            {
                result += inherited.utf8
                index = end
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    // MARK: What the model needs

    /// The compilation conditions a target defines in any configuration
    /// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D` in `OTHER_SWIFT_FLAGS`); nil when an
    /// `.xcconfig` may set them or a value is built from other settings.
    func defines(_ target: TargetSettings) -> [String]? {
        if target.hasConfigFiles { return nil }
        var defines = Set<String>()
        for configuration in configurations.indices {
            let conditions = value("SWIFT_ACTIVE_COMPILATION_CONDITIONS", target, configuration: configuration) ?? ""
            let flags = (value("OTHER_SWIFT_FLAGS", target, configuration: configuration) ?? "").split(whereSeparator: \.isWhitespace)
            var names = conditions.split(whereSeparator: \.isWhitespace).map(String.init)
            for (index, flag) in flags.enumerated() {
                if flag == "-D", index + 1 < flags.count {
                    names.append(String(flags[index + 1]))
                } else if flag.hasPrefix("-D"), flag.count > 2 {
                    names.append(String(flag.dropFirst(2)))
                }
            }
            if names.contains(where: BuildSettingReferences.mentionsSetting) { return nil }
            defines.formUnion(names.map { $0.trimmingQuotes })
        }
        return defines.sorted()
    }

    /// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` in some configuration.
    func isMainActorIsolated(_ target: TargetSettings) -> Bool {
        configurations.indices.contains { value("SWIFT_DEFAULT_ACTOR_ISOLATION", target, configuration: $0) == "MainActor" }
    }

    /// The name Swift code imports the target by: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` made
    /// an identifier, in the default configuration, with the settings they use resolved; nil when
    /// one is not in the spec.
    func moduleName(_ target: TargetSettings) -> String? {
        guard !configurations.isEmpty else { return ProjectTarget.moduleName(of: target.name) }
        if let module = value("PRODUCT_MODULE_NAME", target, configuration: 0) {
            return expand(module, target)
        }
        let product = value("PRODUCT_NAME", target, configuration: 0) ?? "$(TARGET_NAME)"
        return expand(product, target).map(ProjectTarget.moduleName(of:))
    }

    /// `value` with the settings it uses (`$(NAME)`, `${NAME}`, with modifiers such as
    /// `:c99extidentifier`) replaced by their values for the target in the default configuration;
    /// nil when one is not set in the spec.
    func expand(_ value: String, _ target: TargetSettings, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        var unresolved = false
        let result = BuildSettingReferences.expand(value) { setting in
            let written = setting == "TARGET_NAME" ? target.name : self.value(setting, target, configuration: 0) ?? (setting == "PRODUCT_NAME" ? target.name : nil)
            guard let written, let resolved = expand(written, target, depth: depth + 1) else {
                unresolved = true
                return ""
            }
            return resolved
        }
        return unresolved || BuildSettingReferences.mentionsSetting(result) ? nil : result
    }
}

extension String {
    var trimmingQuotes: String {
        var result = Substring(self)
        while let first = result.first, first == "\"" || first == "'" { result = result.dropFirst() }
        while let last = result.last, last == "\"" || last == "'" { result = result.dropLast() }
        return String(result)
    }
}
