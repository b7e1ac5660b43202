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

    let configurations: [Configuration]
    private let groups: [String: YAMLNode]
    private let projectSettings: YAMLNode?
    private let appliesProjectPresets: Bool
    private let projectHasConfigFiles: Bool

    init(spec: YAMLNode) {
        let written = spec["configs"]?.effectivePairs.compactMap { pair -> Configuration? in
            guard let name = pair.key.string else { return nil }
            let type = pair.value.string
            return Configuration(name: name, type: type == "debug" || type == "release" ? type : nil)
        } ?? []
        configurations = written.isEmpty ? [Configuration(name: "Debug", type: "debug"), Configuration(name: "Release", type: "release")] : written
        var groups: [String: YAMLNode] = [:]
        for pair in (spec["settingGroups"] ?? spec["settingPresets"])?.effectivePairs ?? [] {
            if let name = pair.key.string { groups[name] = pair.value }
        }
        self.groups = groups
        projectSettings = spec["settings"]
        let presets = spec["options"]?["settingPresets"]?.string ?? "all"
        appliesProjectPresets = presets == "all" || presets == "project"
        projectHasConfigFiles = !(spec["configFiles"]?.effectivePairs.isEmpty ?? true)
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

    /// The value of `key` for a target in `configuration`, `$(inherited)` resolved.
    func value(_ key: String, target: YAMLNode, configuration: Configuration) -> String? {
        var project = resolve(projectSettings, configuration: configuration.name).mapValues { Self.text($0) ?? "" }
        if appliesProjectPresets, let type = configuration.type {
            if project["PRODUCT_NAME"] == nil { project["PRODUCT_NAME"] = "$(TARGET_NAME)" }
            if type == "debug", project["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] == nil { project["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] = "DEBUG" }
        }
        let projectValue = project[key].map { Self.replacingInherited($0, with: "") }
        guard let targetNode = resolve(target["settings"], configuration: configuration.name)[key], let targetValue = Self.text(targetNode) else {
            return projectValue
        }
        return Self.replacingInherited(targetValue, with: projectValue ?? "")
    }

    private static func replacingInherited(_ value: String, with inherited: String) -> String {
        value.replacing("$(inherited)", with: inherited).replacing("${inherited}", with: inherited)
    }

    // MARK: What the model needs

    /// The compilation conditions a target defines in any configuration
    /// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D` in `OTHER_SWIFT_FLAGS`); nil when an
    /// `.xcconfig` may set them or a value is built from other settings.
    func defines(target: YAMLNode) -> [String]? {
        if projectHasConfigFiles || !(target["configFiles"]?.effectivePairs.isEmpty ?? true) { return nil }
        var defines = Set<String>()
        for configuration in configurations {
            let conditions = value("SWIFT_ACTIVE_COMPILATION_CONDITIONS", target: target, configuration: configuration) ?? ""
            let flags = (value("OTHER_SWIFT_FLAGS", target: target, configuration: configuration) ?? "").split(whereSeparator: \.isWhitespace)
            var names = conditions.split(whereSeparator: \.isWhitespace).map(String.init)
            for (index, flag) in flags.enumerated() {
                if flag == "-D", index + 1 < flags.count {
                    names.append(String(flags[index + 1]))
                } else if flag.hasPrefix("-D"), flag.count > 2 {
                    names.append(String(flag.dropFirst(2)))
                }
            }
            if names.contains(where: { $0.contains("$(") || $0.contains("${") }) { return nil }
            defines.formUnion(names.map { $0.trimmingQuotes })
        }
        return defines.sorted()
    }

    /// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` in some configuration.
    func isMainActorIsolated(target: YAMLNode) -> Bool {
        configurations.contains { value("SWIFT_DEFAULT_ACTOR_ISOLATION", target: target, configuration: $0) == "MainActor" }
    }

    /// The name Swift code imports the target by: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` made
    /// an identifier, in the first configuration, with the settings they use resolved; nil when one
    /// is not in the spec.
    func moduleName(target: YAMLNode, name: String) -> String? {
        guard let configuration = configurations.first else { return ProjectTarget.moduleName(of: name) }
        if let module = value("PRODUCT_MODULE_NAME", target: target, configuration: configuration) {
            return expand(module, target: target, name: name, configuration: configuration)
        }
        let product = value("PRODUCT_NAME", target: target, configuration: configuration) ?? "$(TARGET_NAME)"
        return expand(product, target: target, name: name, configuration: configuration).map(ProjectTarget.moduleName(of:))
    }

    /// `value` with the settings it uses (`$(NAME)`, `${NAME}`, with `:c99extidentifier`,
    /// `:rfc1034identifier`, `:lower` or `:upper`) replaced by their values for the target; nil
    /// when one is not set in the spec.
    func expand(_ value: String, target: YAMLNode, name: String, configuration: Configuration, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        var result = ""
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let open = rest.index(after: dollar)
            guard open < rest.endIndex, rest[open] == "(" || rest[open] == "{" else {
                result.append("$")
                rest = rest[open...]
                continue
            }
            let closing: Character = rest[open] == "(" ? ")" : "}"
            guard let close = rest[open...].firstIndex(of: closing) else { return nil }
            let reference = rest[rest.index(after: open)..<close].split(separator: ":", maxSplits: 1).map(String.init)
            let setting = reference.first ?? ""
            let written = setting == "TARGET_NAME" ? name : self.value(setting, target: target, configuration: configuration)
                ?? (setting == "PRODUCT_NAME" ? name : nil)
            guard let written, var resolved = expand(written, target: target, name: name, configuration: configuration, depth: depth + 1) else {
                return nil
            }
            switch reference.count > 1 ? reference[1] : "" {
            case "": break
            case "c99extidentifier": resolved = ProjectTarget.moduleName(of: resolved)
            case "rfc1034identifier": resolved = String(resolved.map { $0.isLetter || $0.isNumber ? $0 : "-" })
            case "lower": resolved = resolved.lowercased()
            case "upper": resolved = resolved.uppercased()
            default: return nil
            }
            result += resolved
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
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
