/// What XcodeGen does to `targets:` before reading them (`Project.resolveProject`): a target whose
/// `platform` is a list becomes one target per platform, then `templates:` merge in from
/// `targetTemplates:` (with `${target_name}` and `templateAttributes` expanded), then platform
/// lists brought by templates are expanded in turn.
enum TargetExpansion {
    static func expand(_ spec: YAMLNode, warn: (String, YAMLNode) -> Void) -> YAMLNode {
        var spec = multiplatform(spec)
        spec = templates(spec, warn: warn)
        return multiplatform(spec)
    }

    /// `platform: [iOS, macOS]`: targets `<platformPrefix>Name<platformSuffix>` (suffix `_iOS`…
    /// by default), `${platform}` expanded in each, `PRODUCT_NAME` set to the name written (so
    /// every one is imported under that name) unless the settings set it.
    static func multiplatform(_ spec: YAMLNode) -> YAMLNode {
        guard let targets = spec["targets"], let pairs = targets.mappingOfMappings else { return spec }
        var expanded: [YAMLPair] = []
        for pair in pairs {
            guard let name = pair.key.string, let platforms = pair.value["platform"]?.sequence,
                platforms.allSatisfy({ $0.string != nil })
            else {
                expanded.append(pair)
                continue
            }
            for platformNode in platforms {
                let platform = platformNode.string ?? ""
                var target = pair.value.expanding(["platform": platform]).setting("platform", to: platformNode)
                let suffix = target["platformSuffix"]?.string ?? "_\(platform)"
                let prefix = target["platformPrefix"]?.string ?? ""
                var settings = target["settings"].flatMap { $0.isMapping ? $0 : nil } ?? .emptyMapping(at: target)
                if settings["configs"] != nil || settings["groups"] != nil || settings["base"] != nil {
                    var base = settings["base"].flatMap { $0.isMapping ? $0 : nil } ?? .emptyMapping(at: settings)
                    if base["PRODUCT_NAME"] == nil { base = base.setting("PRODUCT_NAME", toScalar: name) }
                    settings = settings.setting("base", to: base)
                } else if settings["PRODUCT_NAME"] == nil {
                    settings = settings.setting("PRODUCT_NAME", toScalar: name)
                }
                target = target.setting("productName", toScalar: name).setting("settings", to: settings)
                var key = pair.key
                key.content = .scalar(prefix + name + suffix, .plain)
                expanded.append(YAMLPair(key: key, value: target))
            }
        }
        return spec.setting("targets", to: targets.replacingPairs(expanded))
    }

    /// Each target's `templates:` (and theirs, recursively) merged under it, in XcodeGen's order.
    static func templates(_ spec: YAMLNode, warn: (String, YAMLNode) -> Void) -> YAMLNode {
        guard let targets = spec["targets"], let pairs = targets.mappingOfMappings else { return spec }
        var templates: [String: YAMLNode] = [:]
        for pair in spec["targetTemplates"]?.mappingOfMappings ?? [] {
            if let name = pair.key.string { templates[name] = pair.value }
        }
        let resolved = pairs.map { pair -> YAMLPair in
            var names: [String] = []
            var insertion = 0
            collect(of: pair.value, templates: templates, into: &names, at: &insertion, warn: warn)
            guard !names.isEmpty, let name = pair.key.string else { return pair }
            var base = YAMLNode.emptyMapping(at: pair.value)
            for template in names {
                if let body = templates[template] { base = body.merged(onto: base) }
            }
            var target = pair.value.merged(onto: base).expanding(["target_name": name])
            if let attributes = target["templateAttributes"], let attributePairs = attributes.pairs,
                attributePairs.allSatisfy({ $0.value.string != nil })
            {
                var variables: [String: String] = [:]
                for attribute in attributes.effectivePairs {
                    if let key = attribute.key.string { variables[key] = attribute.value.string }
                }
                target = target.expanding(variables)
            }
            return YAMLPair(key: pair.key, value: target)
        }
        return spec.setting("targets", to: targets.replacingPairs(resolved))
    }

    /// XcodeGen's `collectTemplates`: a template's own templates come before it.
    private static func collect(
        of target: YAMLNode, templates: [String: YAMLNode], into names: inout [String], at insertion: inout Int, warn: (String, YAMLNode) -> Void
    ) {
        guard let list = target["templates"]?.sequence, list.allSatisfy({ $0.string != nil }) else { return }
        for entry in list {
            guard let name = entry.string, !names.contains(name) else { continue }
            guard let body = templates[name] else {
                warn("no target template named `\(name)` (targetTemplates:): it is left out", entry)
                continue
            }
            names.insert(name, at: insertion)
            collect(of: body, templates: templates, into: &names, at: &insertion, warn: warn)
            insertion += 1
        }
    }
}
