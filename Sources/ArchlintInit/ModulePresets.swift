import ArchlintBase
import ArchlintKit

/// The presets whose layers are modules (modular-clean, clean-spm): scored on the role map, and
/// every module given the preset layer its role calls for, with the parameters its naming needs.
extension ArchitectureDetector {
    // MARK: - The repository's own directions

    /// The preset's layer rule relaxed where the repository, as a whole, does otherwise: when most
    /// modules of a layer (at least two, more than half) depend on a layer the preset keeps them from, that
    /// is how this code base is built, not a slip; allowing it leaves the exceptions as findings.
    /// Each relaxation costs a point and is said in the evidence and the configuration.
    static func relaxLayerRule(_ candidate: inout Candidate, _ survey: ArchitectureSurvey, ruleId: String = "layer-no-upward-reference") {
        guard let configuration = try? Linter.configurationLoader.load(file: nil, presets: [candidate.preset]),
            let rule = configuration.rule(ruleId), case .object(let pairs)? = rule.options.first(where: { $0.key == "allow" })?.value.value
        else { return }
        var allow: [(layer: String, allowed: [String])] = pairs.map { pair in
            guard case .array(let items) = pair.value.value else { return (pair.key, []) }
            return (pair.key, items.compactMap { if case .string(let name) = $0.value { name } else { nil } })
        }
        var added: [String] = []
        for index in allow.indices {
            let (layer, allowed) = allow[index]
            let members = survey.modules.filter { candidate.moduleLayers[$0.name] == layer }
            guard members.count >= 2 else { continue }
            var users: [String: [String]] = [:]
            for member in members {
                let targets = Set(member.dependencies.compactMap { candidate.moduleLayers[$0] })
                for target in targets where target != layer && !allowed.contains(target) && allow.contains(where: { $0.layer == target }) {
                    users[target, default: []].append(member.name)
                }
            }
            for (target, modules) in users.sorted(by: { $0.key < $1.key }) where modules.count >= 2 && 2 * modules.count > members.count {
                allow[index].allowed.append(target)
                let used = Set(members.flatMap { $0.dependencies }.filter { candidate.moduleLayers[$0] == target }).sorted()
                added.append("\(layer) → \(target)")
                candidate.add(-1, "\(modules.count) of \(members.count) \(layer) modules depend on \(target) (\(list(used, limit: 3))), which the preset forbids: allowed here, as this code base does")
            }
        }
        guard !added.isEmpty else { return }
        let map = allow.map { "\(ConfigurationTemplate.quoted($0.layer)): [\($0.allowed.map(ConfigurationTemplate.quoted).joined(separator: ", "))]" }
        candidate.ruleOverrides.append((
            ruleId, "{ \"allow\": { \(map.joined(separator: ", ")) } }",
            "The preset's layer rule, with what most modules of a layer do here allowed (\(added.joined(separator: ", "))): "
                + "the findings left are the exceptions. Remove an addition to see every use of it."))
    }

    // MARK: - modular-clean

    /// The modular-clean layer of a role: features (and their interfaces) in Feature; a service's
    /// interface in Domain (or the layer its name or folder says), its implementation in Data or
    /// Network, where features cannot reach it; a component's own test support with the tests,
    /// example apps with the app.
    static func modularCleanLayer(_ role: ModuleRoles.Role) -> String {
        switch role.side {
        case .tests?, .testing?: return "Test"
        case .example?: return "App"
        case .implementation? where ![.feature, .screen, .coordinator, .presentation, .designSystem].contains(role.kind):
            return role.kind == .network ? "Network" : "Data"
        default: break
        }
        switch role.kind {
        case .app, .example: return "App"
        case .tests: return "Test"
        case .testSupport: return "Testing"
        case .feature, .screen, .coordinator: return "Feature"
        case .useCase, .domain: return "Domain"
        case .repository, .client, .data, .imageCache: return role.side == .interface ? "Domain" : "Data"
        case .network: return role.side == .interface ? "Domain" : "Network"
        case .presentation: return "Presentation"
        case .designSystem: return "DesignSystem"
        case .core, .tooling: return "Core"
        }
    }

    static let modularLayerKinds: [(kind: ModuleRoles.Kind, layer: String)] = [
        (.domain, "Domain"), (.data, "Data"), (.network, "Network"), (.presentation, "Presentation"), (.designSystem, "DesignSystem"),
        (.core, "Core"), (.testSupport, "Testing"),
    ]

    static func modularClean(_ survey: ArchitectureSurvey, _ roles: ModuleRoles) -> Candidate {
        var candidate = Candidate(preset: "modular-clean")
        // Modules among tests and their fixtures, and roles only imports suggest, are no evidence.
        let fixtures = Set(survey.modules.filter(ArchitectureSurvey.isFixture).map(\.name))
        let evidence = { (module: String) in !fixtures.contains(module) && roles.roles[module]?.convention != "imports" }
        // Layer modules: Domain, AuthData, NetworkKit… (not components' sides, not a component's test support).
        var layers: [String] = []
        for (kind, layer) in modularLayerKinds {
            let modules = roles.modules(of: kind).filter { roles.roles[$0]?.side == nil && evidence($0) }
            guard !modules.isEmpty else { continue }
            layers.append(modules == [layer] ? layer : "\(layer) (\(list(modules, limit: 3)))")
        }
        if !layers.isEmpty { candidate.add(min(layers.count * 2, 12), "layer modules: \(layers.joined(separator: ", "))") }
        let features = roles.modules(of: .feature).filter { roles.roles[$0]?.side != .interface && evidence($0) }
        if !features.isEmpty { candidate.add(min(features.count * 2, 6), "feature modules: \(list(features))") }
        let interfaces = roles.modules(of: .feature, side: .interface).filter(evidence)
        if !interfaces.isEmpty {
            candidate.add(min(interfaces.count, 3), "feature interface modules (the seam between features): \(list(interfaces, limit: 3))")
        }
        let clients = roles.modules(of: .client, side: .interface).filter(evidence)
        if !clients.isEmpty { candidate.add(min(clients.count, 3), "dependency clients with live implementations: \(list(clients, limit: 3))") }
        let observable = survey.viewModels.filter(\.observableMacro).count
        let observableObjects = survey.viewModels.filter(\.observableObject).count
        if observableObjects > observable {
            candidate.add(1, "\(observableObjects) of \(survey.viewModels.count) ViewModels are ObservableObjects, as the preset expects", structural: false)
        } else if observable > observableObjects {
            candidate.add(-2, "\(observable) ViewModels are @Observable; the preset expects ObservableObject", structural: false)
        }
        for module in survey.modules { candidate.moduleLayers[module.name] = roles.roles[module.name].map(modularCleanLayer) }
        // A feature's interface seam named otherwise than API or Interface.
        if let pairing = roles.pairing, !["API", "Interface", ""].contains(pairing.interfaceSuffix),
            pairing.pairs.contains(where: { roles.roles[$0.interface]?.kind == .feature })
        {
            candidate.parameters.append(("interfaceSuffix", pairing.interfaceSuffix))
        }
        composeFeatures(&candidate, roles)
        return candidate
    }

    /// TCA: a parent feature composes its child features (their reducers in Scope, ifLet, forEach),
    /// so its dependencies on them are the pattern. The preset's feature rule keeps checking every
    /// other feature; each parent gets a rule of its own allowing exactly its children.
    static func composeFeatures(_ candidate: inout Candidate, _ roles: ModuleRoles, ruleId: String = "module-feature-no-feature-deps") {
        var parents: [(parent: String, children: [String])] = []
        for (parent, children) in roles.compositions.sorted(by: { $0.key < $1.key }) where candidate.moduleLayers[parent] == "Feature" {
            let features = children.filter { candidate.moduleLayers[$0] == "Feature" }
            if !features.isEmpty { parents.append((parent, features)) }
        }
        guard !parents.isEmpty else { return }
        let names = parents.map(\.parent).map(ConfigurationTemplate.escaped)
        candidate.ruleOverrides.append((
            ruleId, #"{ "scope": { "modules": ["^(?!(?:\#(names.joined(separator: "|")))$)"] } }"#,
            "TCA: a parent feature composes its child features (their reducers in Scope, ifLet, forEach); that is the pattern, "
                + "not a dependency between features. Every feature but the parents keeps this rule; each parent has its own below."))
        for (parent, children) in parents {
            let except = children.map(ConfigurationTemplate.escaped).joined(separator: "|")
            candidate.ruleOverrides.append((
                "feature-composes-its-children-\(parent)",
                #"{ "kind": "dependency", "fromLayers": ["Feature"], "toLayers": ["Feature"], "from": "^\#(ConfigurationTemplate.escaped(parent))$", "to": ".", "#
                    + #""except": ["${interfaceSuffix}$", "^(?:\#(except))$"], "message": "A parent feature depends on the features it composes and on other features' interfaces only." }"#,
                "\(parent) composes \(list(children, limit: 6))."))
        }
        candidate.add(1, "TCA parent features composing their children: " + parents.map { "\($0.parent) → \(list($0.children, limit: 3))" }.joined(separator: "; "))
    }

    // MARK: - clean-spm

    /// The clean-spm layer of a role; utilities go to a Shared layer the preset's rules leave alone.
    static func cleanSPMLayer(_ role: ModuleRoles.Role) -> String {
        switch role.side {
        case .tests?, .testing?: return "Test"
        case .example?: return "App"
        default: break
        }
        switch role.kind {
        case .app, .example: return "App"
        case .tests, .testSupport: return "Test"
        case .screen, .coordinator, .feature, .presentation, .designSystem: return "Presentation"
        case .useCase, .domain: return "UseCase"
        case .repository: return "Repository"
        case .imageCache: return "ImageCache"
        case .data, .network, .client: return "Data"
        case .core, .tooling: return "Shared"
        }
    }

    static let cleanRoleKinds: Set<ModuleRoles.Kind> = [.screen, .coordinator, .useCase, .repository, .imageCache]

    static func cleanSPM(_ survey: ArchitectureSurvey, _ roles: ModuleRoles) -> Candidate {
        var candidate = Candidate(preset: "clean-spm")
        guard let pairing = roles.pairing else { return candidate }
        let pairs = pairing.pairs
        candidate.add(
            min(pairs.count * 3, 15),
            "\(pairs.count) interface/implementation package pair\(pairs.count == 1 ? "" : "s") named \(pairing.label): "
                + list(pairs.map { "\($0.interface)/\($0.implementation)" }, limit: 3))
        let withRoles = pairs.filter { cleanRoleKinds.contains(roles.roles[$0.interface]?.kind ?? .core) }
        if !withRoles.isEmpty {
            candidate.add(min(withRoles.count, 5), "role suffixes (Screen, Coordinator, UseCase, Repository or the like) on \(withRoles.count) of them")
        } else {
            // Pairs of features or clients only: the preset's component roles are not there.
            candidate.add(-min(pairs.count * 2, 10), "none of them names a Screen, Coordinator, UseCase or Repository, the preset's components")
        }
        let lowercased = Set(survey.packageDependencies.map { $0.lowercased() })
        if lowercased.contains("resolver") { candidate.add(2, "the Resolver package (DI in every Impl package)") }
        if lowercased.contains("suicoordinator") || lowercased.contains("augmentedsuicoordinator") {
            candidate.add(2, "the SUICoordinator package (coordinator navigation)")
        }
        for module in survey.modules { candidate.moduleLayers[module.name] = roles.roles[module.name].map(cleanSPMLayer) }
        if candidate.moduleLayers.values.contains("Shared") { candidate.addedLayers.append("Shared") }
        candidate.parameters = cleanSPMParameters(pairing, roles)
        return candidate
    }

    /// The parameters that make clean-spm read this repository's names: its suffixes and prefix,
    /// and the interface or implementation modules by name when one side carries no mark.
    static func cleanSPMParameters(_ pairing: ModuleRoles.Pairing, _ roles: ModuleRoles) -> [(name: String, value: String)] {
        var parameters: [(name: String, value: String)] = []
        if pairing.interfaceSuffix != "API" { parameters.append(("interfaceSuffix", pairing.interfaceSuffix)) }
        if pairing.implementationSuffix != "Impl" { parameters.append(("implementationSuffix", pairing.implementationSuffix)) }
        if !pairing.implementationPrefix.isEmpty { parameters.append(("implementationPrefix", pairing.implementationPrefix)) }
        let sides = { (side: ModuleRoles.Side) in roles.roles.filter { $0.value.side == side && $0.value.kind != .tests }.map(\.key).sorted() }
        if pairing.interfaceSuffix.isEmpty { parameters.append(("interfaces", "^(?:\(sides(.interface).joined(separator: "|")))$")) }
        if pairing.implementationPrefix.isEmpty, pairing.implementationSuffix.isEmpty {
            parameters.append(("implementations", "^(?:\(sides(.implementation).joined(separator: "|")))$"))
        }
        return parameters
    }
}
