/// Which of the shipped preset architectures a repository resembles, with the evidence and the
/// names the repository uses where the preset expects others. Every signal adds (or removes) points
/// and says why; a preset is chosen when it has enough points, some of them from the folder or
/// module structure (ViewModel styles alone are not an architecture).
///
/// The signals come from the presets' layer definitions (`rules/*.json`) and their clean fixture
/// apps (`Fixtures/<preset>/clean`):
/// - layered-mvvm: `Feature/<F>/{UI,Domain,Data}` and `Core/{UI,Domain,Data,Util,DI}` folders;
/// - observable-mvvm: `App/`, `Core/{DI,Navigation,Networking}`, `Data/{Models,Repositories}`,
///   `Features/<F>`, `Shared/Views` folders, `@Observable` ViewModels, `*Repo` protocols;
/// - modular-clean: targets `Domain`, `Data`, `Core`/`Common`, `DesignSystem`, `Network`,
///   `Presentation`, `Testing` and `<X>Feature`, ObservableObject ViewModels;
/// - clean-spm: `<X>API`/`<X>Impl` target pairs, role suffixes `Screen`, `Coordinator`, `UseCase`,
///   `Repository`, the Resolver and SUICoordinator packages.
public enum ArchitectureDetector {
    public struct Candidate: Sendable {
        public var preset: String
        public var score = 0
        /// Points from folders and modules, as opposed to type-level hints.
        public var structuralScore = 0
        /// One line per signal, with its points.
        public var evidence: [String] = []
        /// Folder names of the preset's path globs → the names this repository uses (folder presets).
        public var folderNames: [String: String] = [:]
        /// Layer → module patterns replacing the preset's (module presets).
        public var layerModules: [String: [String]] = [:]
        /// What was mapped, for people: "UI → Presentation".
        public var mappings: [String] = []

        init(preset: String) { self.preset = preset }

        mutating func add(_ points: Int, _ reason: String, structural: Bool = true) {
            guard points != 0 else { return }
            score += points
            if structural { structuralScore += points }
            evidence.append("\(points > 0 ? "+" : "")\(points) \(reason)")
        }
    }

    public static let presets = ["layered-mvvm", "observable-mvvm", "modular-clean", "clean-spm"]
    public static let minimumScore = 6
    public static let minimumStructuralScore = 4

    /// Every preset with its points, best first.
    public static func rank(_ survey: ArchitectureSurvey) -> [Candidate] {
        let candidates = [layeredMVVM(survey), observableMVVM(survey), modularClean(survey), cleanSPM(survey)]
        return candidates.sorted {
            ($0.score, $0.structuralScore, -presets.firstIndex(of: $0.preset)!) > ($1.score, $1.structuralScore, -presets.firstIndex(of: $1.preset)!)
        }
    }

    /// The best candidate when it is convincing enough, else nil.
    public static func closest(_ ranked: [Candidate]) -> Candidate? {
        guard let best = ranked.first, best.score >= minimumScore, best.structuralScore >= minimumStructuralScore else { return nil }
        return best
    }

    // MARK: - Folder names

    static let featureContainers = ["Feature", "Features", "Modules", "Scenes", "Screens"]
    static let presentationFolders = ["UI", "Presentation", "View", "Views"]
    static let sharedFolders = ["Core", "Common", "Shared"]

    /// Feature folders inside a container whose features are split into layers (≥ 2 of a
    /// presentation folder, Domain, Data): the best container and its features.
    static func layeredFeatures(_ survey: ArchitectureSurvey) -> (container: String, features: [String], presentation: String?)? {
        var best: (container: String, features: [String], presentation: String?)?
        for container in survey.folders(named: Set(featureContainers)) {
            var features: [String] = []
            var presentationCounts: [String: Int] = [:]
            for feature in survey.children(of: container).sorted() {
                let inside = survey.children(of: "\(container)/\(feature)")
                let presentation = presentationFolders.first { inside.contains($0) }
                let layers = [presentation != nil, inside.contains("Domain"), inside.contains("Data")].filter { $0 }.count
                guard layers >= 2 else { continue }
                features.append(feature)
                if let presentation { presentationCounts[presentation, default: 0] += 1 }
            }
            let presentation = presentationCounts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
            if features.count > (best?.features.count ?? 0) { best = (container, features, presentation) }
        }
        return best
    }

    static func list(_ names: [String], limit: Int = 4) -> String {
        names.count <= limit ? names.joined(separator: ", ") : names.prefix(limit).joined(separator: ", ") + ", … (\(names.count))"
    }

    static func rename(_ candidate: inout Candidate, _ presetName: String, _ projectName: String?) {
        guard let projectName, projectName != presetName else { return }
        candidate.folderNames[presetName] = projectName
        candidate.mappings.append("\(presetName)/ → \(projectName)/")
    }

    // MARK: - layered-mvvm

    static func layeredMVVM(_ survey: ArchitectureSurvey) -> Candidate {
        var candidate = Candidate(preset: "layered-mvvm")
        var sharedParent: String?
        if let layered = layeredFeatures(survey) {
            let presentation = layered.presentation ?? "UI"
            candidate.add(
                min(layered.features.count, 4) * 2,
                "\(layered.container)/<F>/{\(presentation),Domain,Data} in \(layered.features.count) feature\(layered.features.count == 1 ? "" : "s"): \(list(layered.features))")
            rename(&candidate, "Feature", ArchitectureSurvey.lastComponent(layered.container))
            rename(&candidate, "UI", layered.presentation)
            sharedParent = ArchitectureSurvey.parent(layered.container)
        }
        // Core/{UI,Domain,Data,Util,DI}: next to the feature container when there is one.
        var bestShared: (folder: String, children: [String])?
        for folder in survey.folders(named: Set(sharedFolders)) where sharedParent == nil || ArchitectureSurvey.parent(folder) == sharedParent {
            let inside = survey.children(of: folder)
            let found = (presentationFolders + ["Domain", "Data", "Util", "DI"]).filter { inside.contains($0) }
            if found.count > (bestShared?.children.count ?? 0) { bestShared = (folder, found) }
        }
        if let shared = bestShared, shared.children.count >= (sharedParent == nil ? 2 : 1) {
            let layerLike = shared.children.filter { $0 != "DI" }
            candidate.add(min(shared.children.count, 4), "\(shared.folder)/ holds \(shared.children.joined(separator: ", "))", structural: true)
            rename(&candidate, "Core", ArchitectureSurvey.lastComponent(shared.folder))
            if candidate.folderNames["UI"] == nil, let presentation = layerLike.first(where: { presentationFolders.contains($0) }) {
                rename(&candidate, "UI", presentation)
            }
        }
        if let app = survey.folders(named: ["App"]).first { candidate.add(1, "\(app)/ (the composition root)") }
        return candidate
    }

    // MARK: - observable-mvvm

    static func observableMVVM(_ survey: ArchitectureSurvey) -> Candidate {
        var candidate = Candidate(preset: "observable-mvvm")
        // Folders inside layered features (Feature/<F>/Data/Repository) are layered-mvvm's.
        let layeredContainer = layeredFeatures(survey)?.container
        let outsideLayeredFeatures = { (folder: String) in layeredContainer.map { !folder.hasPrefix($0 + "/") } ?? true }
        // Data/{Repositories,Models}
        var bestData: (folder: String, repositories: String?, models: String?, features: [String])?
        for folder in survey.folders(named: ["Data"]) where outsideLayeredFeatures(folder) {
            let inside = survey.children(of: folder)
            let repositories = ["Repositories", "Repository", "Repos"].first { inside.contains($0) }
            let models = ["Models", "Model", "Entities"].first { inside.contains($0) }
            let features = repositories.map { survey.children(of: "\(folder)/\($0)").sorted() } ?? []
            let rank = (repositories != nil ? 2 : 0) + (models != nil ? 1 : 0)
            let bestRank = bestData.map { ($0.repositories != nil ? 2 : 0) + ($0.models != nil ? 1 : 0) } ?? 0
            if rank > bestRank { bestData = (folder, repositories, models, features) }
        }
        if let data = bestData {
            if let repositories = data.repositories {
                candidate.add(3, "\(data.folder)/\(repositories)/ (repositories in the data folder)")
                if !data.features.isEmpty { candidate.add(1, "one folder per feature in \(data.folder)/\(repositories): \(list(data.features))") }
                rename(&candidate, "Repositories", repositories)
            }
            if let models = data.models {
                candidate.add(2, "\(data.folder)/\(models)/ (models in the data folder)")
                rename(&candidate, "Models", models)
            }
        }
        // Core/{Networking,Navigation,DI}
        var bestCore: (folder: String, networking: String?, navigation: String?, di: Bool)?
        for folder in survey.folders(named: ["Core"]) where outsideLayeredFeatures(folder) {
            let inside = survey.children(of: folder)
            let networking = ["Networking", "Network", "API"].first { inside.contains($0) }
            let navigation = ["Navigation", "Routing"].first { inside.contains($0) }
            let rank = (networking != nil ? 2 : 0) + (navigation != nil ? 1 : 0) + (inside.contains("DI") ? 1 : 0)
            let bestRank = bestCore.map { ($0.networking != nil ? 2 : 0) + ($0.navigation != nil ? 1 : 0) + ($0.di ? 1 : 0) } ?? 0
            if rank > bestRank { bestCore = (folder, networking, navigation, inside.contains("DI")) }
        }
        if let core = bestCore {
            if let networking = core.networking {
                candidate.add(2, "\(core.folder)/\(networking)/ (the network layer in Core)")
                rename(&candidate, "Networking", networking)
            }
            if let navigation = core.navigation {
                candidate.add(1, "\(core.folder)/\(navigation)/")
                rename(&candidate, "Navigation", navigation)
            }
            if core.di { candidate.add(1, "\(core.folder)/DI/ (the composition root)") }
        }
        // Features/<F> with Views and ViewModels side by side (not split into layers).
        var bestFeatures: (folder: String, features: [String])?
        for folder in survey.folders(named: Set(featureContainers)) where folder != layeredContainer {
            let features = survey.children(of: folder).sorted().filter { feature in
                let inside = survey.children(of: "\(folder)/\(feature)")
                return !(inside.contains("Domain") && inside.contains("Data"))
            }
            if features.count > (bestFeatures?.features.count ?? 0) { bestFeatures = (folder, features) }
        }
        if let features = bestFeatures, layeredContainer == nil || features.features.count >= 2 {
            candidate.add(min(features.features.count, 3), "\(features.folder)/<F> feature folders: \(list(features.features))")
            rename(&candidate, "Features", ArchitectureSurvey.lastComponent(features.folder))
        }
        // Shared/Views
        for folder in survey.folders(named: ["Shared", "Common"]) {
            guard let views = ["Views", "Components"].first(where: { survey.children(of: folder).contains($0) }) else { continue }
            candidate.add(1, "\(folder)/\(views)/ (shared views)")
            rename(&candidate, "Shared", ArchitectureSurvey.lastComponent(folder))
            break
        }
        if let app = survey.folders(named: ["App"]).first { candidate.add(1, "\(app)/ (the app)") }
        // Type-level hints.
        let observable = survey.viewModels.filter(\.observableMacro).count
        let observableObjects = survey.viewModels.filter(\.observableObject).count
        if observable > 0, observable >= observableObjects {
            candidate.add(2, "\(observable) of \(survey.viewModels.count) ViewModels are @Observable", structural: false)
        } else if observableObjects > observable {
            candidate.add(-2, "\(observableObjects) ViewModels are ObservableObjects, which the preset forbids", structural: false)
        }
        let repos = survey.protocols.filter { $0.hasSuffix("Repo") }.sorted()
        if !repos.isEmpty { candidate.add(min(repos.count, 2), "*Repo protocols: \(list(repos))", structural: false) }
        return candidate
    }

    // MARK: - modular-clean

    /// The preset's module layers and the names teams give them.
    static let modularLayers: [(layer: String, names: [String])] = [
        ("Domain", ["Domain", "DomainLayer", "Entities"]),
        ("Data", ["Data", "DataLayer", "Repositories", "Persistence"]),
        ("Network", ["Network", "Networking", "NetworkKit", "APIClient", "HTTPClient"]),
        ("Presentation", ["Presentation", "SharedUI", "CommonUI"]),
        ("DesignSystem", ["DesignSystem", "DesignKit", "UIComponents", "Components", "Theme"]),
        ("Core", ["Core", "Common", "Shared", "Utilities", "Utils", "CoreKit"]),
        ("Testing", ["Testing", "TestSupport", "TestUtilities", "TestHelpers"]),
    ]

    static func modularClean(_ survey: ArchitectureSurvey) -> Candidate {
        var candidate = Candidate(preset: "modular-clean")
        let targets = Set(survey.targets)
        // A prefix several layer modules share (VoyageDomain, VoyageData…).
        var prefixCounts: [String: Int] = [:]
        for target in targets {
            for (_, names) in modularLayers {
                for name in names where target.count > name.count && target.hasSuffix(name) {
                    prefixCounts[String(target.dropLast(name.count)), default: 0] += 1
                }
            }
        }
        let prefix = prefixCounts.filter { $0.value >= 2 }.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? ""
        var found: [String] = []
        for (layer, names) in modularLayers {
            let matches = names.flatMap { [$0, prefix + $0] }.filter { targets.contains($0) }
            let unique = Array(Set(matches)).sorted()
            guard !unique.isEmpty else { continue }
            found.append(unique.count == 1 && unique[0] == layer ? layer : "\(layer) (\(unique.joined(separator: ", ")))")
            let canonical = layer == "Core" ? ["Core", "Common"] : [layer]
            if !unique.allSatisfy({ canonical.contains($0) }) {
                candidate.layerModules[layer] = ["^(\((canonical + unique.filter { !canonical.contains($0) }).joined(separator: "|")))$"]
                candidate.mappings.append("\(layer) layer → module\(unique.count == 1 ? "" : "s") \(unique.joined(separator: ", "))")
            }
        }
        if !found.isEmpty {
            candidate.add(min(found.count * 2, 12), "layer modules: \(found.joined(separator: ", "))")
        }
        let features = targets.filter { $0.hasSuffix("Feature") || $0.hasSuffix("Features") }.sorted()
        if !features.isEmpty {
            candidate.add(min(features.count * 2, 6), "feature modules: \(list(features))")
            if features.contains(where: { $0.hasSuffix("Features") }) {
                candidate.layerModules["Feature"] = ["Features?$"]
                candidate.mappings.append("Feature layer → modules ending in Features")
            }
        }
        let observable = survey.viewModels.filter(\.observableMacro).count
        let observableObjects = survey.viewModels.filter(\.observableObject).count
        if observableObjects > observable {
            candidate.add(1, "\(observableObjects) of \(survey.viewModels.count) ViewModels are ObservableObjects, as the preset expects", structural: false)
        } else if observable > observableObjects {
            candidate.add(-2, "\(observable) ViewModels are @Observable; the preset expects ObservableObject", structural: false)
        }
        return candidate
    }

    // MARK: - clean-spm

    /// The preset's module layers by role suffix, and the suffixes teams use for the same role.
    static let cleanRoles: [(layer: String, role: String, synonyms: [String])] = [
        ("Presentation", "Screen", ["Screen", "Scene", "View", "Feature", "UI"]),
        ("Presentation", "Coordinator", ["Coordinator", "Router", "Flow", "Navigation"]),
        ("UseCase", "UseCase", ["UseCase", "UseCases", "Interactor", "Domain"]),
        ("Repository", "Repository", ["Repository", "Repositories", "Repo", "Gateway"]),
    ]

    static func cleanSPM(_ survey: ArchitectureSurvey) -> Candidate {
        var candidate = Candidate(preset: "clean-spm")
        let targets = Set(survey.targets)
        let components = targets.filter { $0.hasSuffix("API") }.map { String($0.dropLast(3)) }.filter { targets.contains($0 + "Impl") }.sorted()
        guard !components.isEmpty else { return candidate }
        candidate.add(min(components.count * 3, 15), "\(components.count) <X>API/<X>Impl target pair\(components.count == 1 ? "" : "s"): \(list(components.map { "\($0)API/\($0)Impl" }, limit: 3))")
        var roles: [String] = []
        var extraPatterns: [String: [String]] = [:]
        for component in components {
            guard let (layer, role, synonym) = cleanRoles.lazy.compactMap({ entry in
                entry.synonyms.first { component.hasSuffix($0) }.map { (entry.layer, entry.role, $0) }
            }).first else { continue }
            roles.append(component)
            if synonym != role, !(extraPatterns[layer]?.contains("\(synonym)(API|Impl)$") ?? false) {
                extraPatterns[layer, default: []].append("\(synonym)(API|Impl)$")
                candidate.mappings.append("\(synonym)API/\(synonym)Impl → the \(layer) layer (the preset says \(role))")
            }
        }
        if !roles.isEmpty { candidate.add(min(roles.count, 5), "role suffixes (Screen, Coordinator, UseCase, Repository or the like) on \(roles.count) of them") }
        for (layer, patterns) in extraPatterns {
            let preset: [String] = switch layer {
            case "Presentation": ["Screen(API|Impl)$", "Coordinator(API|Impl)$"]
            case "UseCase": ["UseCase(API|Impl)$"]
            default: ["Repository(API|Impl)$"]
            }
            candidate.layerModules[layer] = preset + patterns
        }
        let lowercased = Set(survey.packageDependencies.map { $0.lowercased() })
        if lowercased.contains("resolver") { candidate.add(2, "the Resolver package (DI in every Impl package)") }
        if lowercased.contains("suicoordinator") || lowercased.contains("augmentedsuicoordinator") {
            candidate.add(2, "the SUICoordinator package (coordinator navigation)")
        }
        return candidate
    }
}
