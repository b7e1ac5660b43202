import ArchlintBase

/// Tuist's µFeatures (`rules/microfeatures.json`): each feature a group of targets, `X`,
/// `XInterface`, `XTesting`, `XTests`, `XExample`/`XDemo`. Scored on the role map's pairs and
/// satellites, every module given the preset layer its role calls for, with the suffixes seen.
extension ArchitectureDetector {
    /// The microfeatures layer of a role: a component's side says it; otherwise apps, tests and
    /// examples by their kind, features (a module with no interface, as µFeatures without one) in
    /// Feature, and every other kind (core, UI, network, domain, clients…) in Foundation.
    static func microfeaturesLayer(_ role: ModuleRoles.Role) -> String {
        switch role.side {
        case .tests?: return "Test"
        case .example?: return "Example"
        case .testing?: return "Testing"
        case .interface?: return "Interface"
        case .implementation?: return "Feature"
        case nil: break
        }
        switch role.kind {
        case .app: return "App"
        case .tests: return "Test"
        case .example: return "Example"
        case .testSupport: return "Testing"
        case .feature, .screen, .coordinator: return "Feature"
        case .useCase, .repository, .imageCache, .client, .domain, .data, .network, .presentation, .designSystem, .core, .tooling:
            return "Foundation"
        }
    }

    static func microfeatures(_ survey: ArchitectureSurvey, _ roles: ModuleRoles) -> Candidate {
        var candidate = Candidate(preset: "microfeatures")
        let fixtures = Set(survey.modules.filter(ArchitectureSurvey.isFixture).map(\.name))
        let pairs = (roles.pairing?.pairs ?? []).filter { !fixtures.contains($0.interface) }
        if let pairing = roles.pairing, !pairs.isEmpty {
            candidate.add(
                min(pairs.count * 3, 15),
                "\(pairs.count) feature\(pairs.count == 1 ? "" : "s") with an interface target (\(pairing.label)): "
                    + list(pairs.map { "\($0.interface)/\($0.implementation)" }, limit: 3))
        }
        let testing = roles.modules(of: .testSupport, side: .testing).filter { !fixtures.contains($0) }
        if !testing.isEmpty { candidate.add(min(testing.count * 2, 6), "testing targets (test data and mocks) beside their features: \(list(testing, limit: 3))") }
        let examples = roles.modules(of: .example, side: .example).filter { !fixtures.contains($0) }
        if !examples.isEmpty { candidate.add(min(examples.count * 2, 6), "example apps of single features: \(list(examples, limit: 3))") }
        for module in survey.modules { candidate.moduleLayers[module.name] = roles.roles[module.name].map { microfeaturesRole($0, module.name, roles) } }
        // A UI module built on a feature's implementation (CampaignUI on Forever) is that feature's UI, not shared UI.
        for module in survey.modules where candidate.moduleLayers[module.name] == "Foundation" && roles.roles[module.name]?.kind == .presentation {
            if module.dependencies.contains(where: { candidate.moduleLayers[$0] == "Feature" }) { candidate.moduleLayers[module.name] = "Feature" }
        }
        candidate.parameters = microfeaturesParameters(survey, roles, candidate.moduleLayers)
        composeFeatures(&candidate, roles, ruleId: "feature-depends-on-interfaces")
        return candidate
    }

    /// A role's layer, where a module with satellites of its own (testing, an example) that only its
    /// imports gave a kind to is a µFeature's source, not shared code, and a name ending with the
    /// interface suffix is an interface target even without its implementation beside it.
    static func microfeaturesRole(_ role: ModuleRoles.Role, _ module: String, _ roles: ModuleRoles) -> String {
        let layer = microfeaturesLayer(role)
        // An interface target whose implementation lives elsewhere (or is not written yet) is still one.
        let interfaceSuffix = roles.pairing.map(\.interfaceSuffix).flatMap { $0.isEmpty ? nil : $0 } ?? "Interface"
        if role.side == nil, module.count > interfaceSuffix.count, module.hasSuffix(interfaceSuffix) { return "Interface" }
        // A module named for all features (uFeatures) is their shared base, not one of them.
        if layer == "Feature", role.side == nil, role.convention == "module names", module.hasSuffix("Features") { return "Foundation" }
        guard layer == "Foundation", role.convention == "imports" else { return layer }
        let hasSatellites = roles.roles.values.contains { $0.component == module && [.example, .testing].contains($0.side) }
        return hasSatellites ? "Feature" : layer
    }

    /// The preset's suffix parameters of a component's satellites, and their defaults.
    static let satelliteSuffixes: [(parameter: String, side: ModuleRoles.Side, preset: String)] = [
        ("testingSuffix", .testing, "Testing"), ("testsSuffix", .tests, "(?:UI|Unit|Snapshot|Integration)?Tests"),
        ("exampleSuffix", .example, "(?:Example|Demo)(?:App)?"),
    ]

    /// The suffixes this repository uses where they differ from the preset's, and its app targets
    /// and foundation modules by name.
    static func microfeaturesParameters(_ survey: ArchitectureSurvey, _ roles: ModuleRoles, _ layers: [String: String]) -> [(name: String, value: String)] {
        var parameters: [(name: String, value: String)] = []
        if let pairing = roles.pairing, !pairing.interfaceSuffix.isEmpty {
            if pairing.interfaceSuffix != "Interface" { parameters.append(("interfaceSuffix", pairing.interfaceSuffix)) }
            if pairing.implementationSuffix != "" { parameters.append(("implementationSuffix", pairing.implementationSuffix)) }
        }
        for (parameter, side, preset) in satelliteSuffixes {
            let suffixes = Set(roles.roles.compactMap { name, role -> String? in
                guard role.side == side, let component = role.component, name.hasPrefix(component), name != component else { return nil }
                return String(name.dropFirst(component.count))
            })
            guard !suffixes.isEmpty, let expression = try? RegularExpression("^(?:\(preset))$"), !suffixes.allSatisfy(expression.matches) else { continue }
            let sorted = suffixes.sorted { ($0.count, $0) > ($1.count, $1) }
            parameters.append((parameter, sorted.count == 1 ? sorted[0] : "(?:\(sorted.joined(separator: "|")))"))
        }
        let names = { (layer: String) in survey.modules.map(\.name).filter { layers[$0] == layer }.sorted() }
        let apps = names("App").filter { name in survey.modules.contains { $0.name == name && $0.kind != nil } }
        if !apps.isEmpty, apps != ["App"] { parameters.append(("apps", "^(?:\(apps.map(ConfigurationTemplate.escaped).joined(separator: "|")))$")) }
        let foundation = names("Foundation")
        if !foundation.isEmpty { parameters.append(("foundation", "^(?:\(foundation.map(ConfigurationTemplate.escaped).joined(separator: "|")))$")) }
        return parameters
    }
}
