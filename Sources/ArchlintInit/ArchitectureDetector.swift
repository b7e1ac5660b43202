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
///   `Repository`, the Resolver and SUICoordinator packages;
/// - microfeatures: `X`/`XInterface` target pairs, `XTesting` targets and `XExample`/`XDemo` apps.
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
        /// Path globs added to the preset's layers (folder presets: layer folders of one target).
        public var layerPaths: [String: [String]] = [:]
        /// Test targets the Test layer selects by name (folder presets), and the other modules.
        public var testModules: [String] = []
        public var otherModules: Set<String> = []
        /// Module → preset layer, for every module of the repository (module presets).
        public var moduleLayers: [String: String] = [:]
        /// Layers the configuration adds after the preset's App layer (a Shared layer for utilities).
        public var addedLayers: [String] = []
        /// Parameters of the preset the configuration sets, in order.
        public var parameters: [(name: String, value: String)] = []
        /// Rules the configuration changes: the id, the fields (JSON5 text) and why.
        public var ruleOverrides: [(id: String, fields: String, why: String)] = []
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

    public static let presets = ["layered-mvvm", "observable-mvvm", "modular-clean", "clean-spm", "microfeatures"]
    public static let minimumScore = 6
    public static let minimumStructuralScore = 4

    /// Every preset with its points, best first.
    public static func rank(_ survey: ArchitectureSurvey, roles: ModuleRoles) -> [Candidate] {
        var candidates = [layeredMVVM(survey), observableMVVM(survey), modularClean(survey, roles), cleanSPM(survey, roles), microfeatures(survey, roles)]
        for index in candidates.indices where !candidates[index].moduleLayers.isEmpty && candidates[index].score > 0 {
            relaxLayerRule(&candidates[index], survey)
        }
        for index in candidates.indices where candidates[index].moduleLayers.isEmpty {
            candidates[index].testModules = roles.modules(of: .tests)
            candidates[index].otherModules = Set(survey.modules.map(\.name)).subtracting(candidates[index].testModules)
        }
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
        if candidate.score == 0, let root = layerFolders(survey) {
            // One target with its layers as folders: CountriesSwiftUI/{UI,Interactors,Repositories}.
            let main = root.layers.filter { ["UI", "Domain", "Data"].contains($0.layer) }
            let others = root.layers.filter { !["UI", "Domain", "Data"].contains($0.layer) }
            candidate.add(main.count * 2 + min(others.count, 3), "layer folders in \(root.folder)/: " + root.layers.map { "\($0.folder) (\($0.layer))" }.joined(separator: ", "))
            for entry in root.layers {
                candidate.layerPaths[entry.layer, default: []].append("\(root.folder)/\(entry.folder)/**")
                if entry.folder != entry.layer { candidate.mappings.append("\(root.folder)/\(entry.folder)/ → \(entry.layer)") }
            }
        }
        if let app = survey.folders(named: ["App"]).first { candidate.add(1, "\(app)/ (the composition root)") }
        return candidate
    }

    /// The preset's layers and the folder names teams give them when a target keeps its layers as
    /// top folders.
    static let layerFolderNames: [(layer: String, names: [String])] = [
        ("Test", ["Mocks", "Stubs", "Fakes", "Preview Content", "PreviewContent"]),
        ("Composition", ["App", "Application", "DI", "DependencyInjection", "Injection", "Core"]),
        ("UI", ["Presentation", "UI", "Views", "Scenes", "Screens"]),
        ("Domain", ["Domain", "Interactors", "UseCases", "BusinessLogic", "Models", "Entities"]),
        ("Network", ["Network", "Networking", "Infrastructure", "WebAPI", "API"]),
        ("Data", ["Data", "Repositories", "Persistence", "DataAccess", "Services"]),
        ("Util", ["Utilities", "Utils", "Util", "Common", "Extensions", "Helpers", "Shared"]),
    ]

    /// The folder whose children are the layers (UI, Domain and Data at least, holding most of the
    /// repository's sources), each child with its layer.
    static func layerFolders(_ survey: ArchitectureSurvey) -> (folder: String, layers: [(folder: String, layer: String)])? {
        func layer(of name: String) -> String? { layerFolderNames.first { $0.names.contains(name) }?.layer }
        var best: (folder: String, layers: [(folder: String, layer: String)], main: Int)?
        for folder in survey.folders.sorted() {
            // Only the top folders: models inside Data are its database and API models, a network folder
            // there its remote data sources, not the network layer (a generic client) the preset means.
            let layers: [(folder: String, layer: String)] = survey.children(of: folder).sorted().compactMap { child in layer(of: child).map { (child, $0) } }
            let main = Set(layers.map(\.layer)).intersection(["UI", "Domain", "Data"]).count
            let files = layers.map { survey.fileCounts["\(folder)/\($0.folder)"] ?? 0 }.reduce(0, +)
            guard main == 3, 2 * files >= survey.sourceFileCount, layers.count > best?.layers.count ?? 0 else { continue }
            best = (folder, layers, main)
        }
        return best.map { ($0.folder, $0.layers) }
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
        } else if observable == 0, survey.viewModels.count >= 3 {
            candidate.add(-2, "none of the \(survey.viewModels.count) ViewModels is @Observable, as the preset requires", structural: false)
        }
        let repos = survey.protocols.filter { $0.hasSuffix("Repo") }.sorted()
        if !repos.isEmpty { candidate.add(min(repos.count, 2), "*Repo protocols: \(list(repos))", structural: false) }
        return candidate
    }
}
