import ArchlintProject

/// What each module of a repository is for, and which convention said so where: read from target
/// kinds, from names (`XAPI`/`XImpl`, `X`/`DefaultX`, µFeatures' `X`/`XInterface`/`XTesting`/`XExample`,
/// TCA's `XClient`/`XClientLive`, `Domain`, `AuthData`, `HomeFeature`…), from the folders modules sit
/// in (`Core/`, `Feature/`, `Interface/`…), and, when nothing else speaks, from imports. The role map
/// `archlint init` lays onto a preset's layers, whatever kind of project declares the modules.
public struct ModuleRoles: Sendable {
    /// What a module, or the component it is a side of, does.
    public enum Kind: String, Sendable, CaseIterable {
        case app, tests, tooling, example, testSupport
        case feature, screen, coordinator, useCase, repository, imageCache, client
        case domain, data, network, presentation, designSystem, core
    }

    /// Which part of a component a module is.
    public enum Side: String, Sendable {
        case interface, implementation, testing, example, tests
    }

    public struct Role: Sendable, Equatable {
        public var kind: Kind
        public var side: Side?
        /// The component a side belongs to (`Login` for `LoginAPI`).
        public var component: String?
        /// The convention that gave the role (a `Sighting`'s name).
        public var convention: String
    }

    /// A convention and the modules it was seen on.
    public struct Sighting: Sendable, Equatable {
        public var convention: String
        public var modules: [String]
        /// Where, for people: pairs, folders, a few names.
        public var detail: String
    }

    /// How a repository names the two sides of its components, when it pairs them.
    public struct Pairing: Sendable, Equatable {
        public var label: String
        public var interfaceSuffix: String
        public var implementationPrefix: String
        /// A regular-expression fragment: `Impl`, or `(?:Implementation)?` when only some carry it.
        public var implementationSuffix: String
        /// Interface module → implementation module.
        public var pairs: [(interface: String, implementation: String)]

        public static func == (lhs: Pairing, rhs: Pairing) -> Bool {
            lhs.label == rhs.label && lhs.pairs.map { [$0.interface, $0.implementation] } == rhs.pairs.map { [$0.interface, $0.implementation] }
        }
    }

    /// Module name → role; a module no convention speaks for has none.
    public private(set) var roles: [String: Role] = [:]
    /// In the order they were applied.
    public private(set) var sightings: [Sighting] = []
    /// The pairing most components follow, when there is one.
    public private(set) var pairing: Pairing?
    /// TCA: child features composed by a parent feature (parent → children).
    public private(set) var compositions: [String: [String]] = [:]

    public init(_ survey: ArchitectureSurvey) {
        let modules = survey.modules
        var unclaimed = Set(modules.map(\.name))
        assignByTargetKind(modules, &unclaimed)
        assignPairs(modules, &unclaimed)
        assignSatellites(modules, &unclaimed)
        assignByNameAndFolder(modules, &unclaimed)
        assignByImports(modules, survey, &unclaimed)
        for module in modules where module.importsTCA && !module.composes.isEmpty { compositions[module.name] = module.composes }
        if !compositions.isEmpty {
            let pairs = compositions.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value.joined(separator: ", "))" }
            sightings.append(Sighting(
                convention: "TCA parent features composing child features", modules: compositions.keys.sorted(), detail: Self.list(pairs, limit: 3)))
        }
    }

    /// The share of modules with a role.
    public func mapped(of survey: ArchitectureSurvey) -> (mapped: Int, total: Int) {
        (survey.modules.filter { roles[$0.name] != nil }.count, survey.modules.count)
    }

    public func modules(of kind: Kind, side: Side? = nil) -> [String] {
        roles.filter { $0.value.kind == kind && (side == nil || $0.value.side == side) }.map(\.key).sorted()
    }

    private mutating func claim(_ name: String, _ role: Role, _ unclaimed: inout Set<String>) {
        guard unclaimed.remove(name) != nil else { return }
        roles[name] = role
    }

    private mutating func record(_ convention: String, _ modules: [String], _ detail: String) {
        guard !modules.isEmpty else { return }
        sightings.append(Sighting(convention: convention, modules: modules.sorted(), detail: detail))
    }

    /// Names for people: all of them, or the first `limit` and how many there are.
    public static func list(_ names: [String], limit: Int = 4) -> String {
        names.count <= limit ? names.joined(separator: ", ") : names.prefix(limit).joined(separator: ", ") + ", … (\(names.count))"
    }

    // MARK: - Target kinds

    static let exampleSuffixes = ["ExampleApp", "DemoApp", "Example", "Demo", "Examples", "Sample", "Playground"]
    static let testSuffixes = ["UITests", "SnapshotTests", "IntegrationTests", "UnitTests", "Tests"]

    private mutating func assignByTargetKind(_ modules: [ArchitectureSurvey.Module], _ unclaimed: inout Set<String>) {
        var tests: [String] = [], apps: [String] = [], tools: [String] = [], outside: [String] = []
        for module in modules {
            switch module.kind {
            case .test?:
                let component = Self.strip(module.name, suffixes: Self.testSuffixes)
                claim(module.name, Role(kind: .tests, side: .tests, component: component, convention: "test targets"), &unclaimed)
                tests.append(module.name)
            case .app?, .appExtension?, .executable?:
                if let component = Self.component(module.name, suffixes: Self.exampleSuffixes) {
                    claim(module.name, Role(kind: .example, side: .example, component: component, convention: "example and demo apps"), &unclaimed)
                } else {
                    claim(module.name, Role(kind: .app, convention: "apps, extensions and executables"), &unclaimed)
                    apps.append(module.name)
                }
            case .macro?, .plugin?:
                claim(module.name, Role(kind: .tooling, convention: "macros and plugins"), &unclaimed)
                tools.append(module.name)
            case nil:
                // Files no target compiles: the app, as the presets read them (or stray scripts).
                claim(module.name, Role(kind: .app, convention: "files outside every target"), &unclaimed)
                outside.append(module.name)
            default:
                break
            }
        }
        record("apps, extensions and executables", apps, Self.list(apps))
        record("test targets", tests, Self.list(tests, limit: 3))
        record("macros and plugins", tools, Self.list(tools))
        record("files outside every target", outside, Self.list(outside))
    }

    /// `name` without the first of `suffixes` it ends with, or nil when it ends with none (or is one).
    static func component(_ name: String, suffixes: [String]) -> String? {
        for suffix in suffixes where name.count > suffix.count && name.hasSuffix(suffix) { return String(name.dropLast(suffix.count)) }
        return nil
    }

    static func strip(_ name: String, suffixes: [String]) -> String {
        component(name, suffixes: suffixes) ?? name
    }

    // MARK: - Interface / implementation pairs

    /// A way of naming a component's two sides.
    struct PairConvention {
        var label: String
        var interfaceSuffix: String
        var implementationPrefix: String
        /// Any of these ends an implementation's name (the first is the usual one).
        var implementationSuffixes: [String]
        /// Only components whose name ends so (TCA clients).
        var componentSuffix: String = ""

        func interface(of component: String) -> String { component + interfaceSuffix }
    }

    static let pairConventions: [PairConvention] = [
        PairConvention(label: "XAPI/XImpl", interfaceSuffix: "API", implementationPrefix: "", implementationSuffixes: ["Impl"]),
        PairConvention(label: "XAPI/XImplementation", interfaceSuffix: "API", implementationPrefix: "", implementationSuffixes: ["Implementation"]),
        PairConvention(label: "XInterface/XImpl", interfaceSuffix: "Interface", implementationPrefix: "", implementationSuffixes: ["Impl"]),
        PairConvention(label: "XInterface/XImplementation", interfaceSuffix: "Interface", implementationPrefix: "", implementationSuffixes: ["Implementation"]),
        PairConvention(label: "XProtocol/XImpl", interfaceSuffix: "Protocol", implementationPrefix: "", implementationSuffixes: ["Impl"]),
        PairConvention(label: "XContract/XImpl", interfaceSuffix: "Contract", implementationPrefix: "", implementationSuffixes: ["Impl"]),
        PairConvention(
            label: "X/DefaultX", interfaceSuffix: "", implementationPrefix: "Default", implementationSuffixes: ["", "Implementation", "Impl"]),
        PairConvention(
            label: "XClient/XClientLive (TCA dependency clients)", interfaceSuffix: "", implementationPrefix: "", implementationSuffixes: ["Live"],
            componentSuffix: "Client"),
        PairConvention(label: "X/XLive", interfaceSuffix: "", implementationPrefix: "", implementationSuffixes: ["Live"]),
        PairConvention(label: "X/XImpl", interfaceSuffix: "", implementationPrefix: "", implementationSuffixes: ["Impl", "Implementation"]),
        PairConvention(label: "X/XInterface (µFeatures)", interfaceSuffix: "Interface", implementationPrefix: "", implementationSuffixes: [""]),
    ]

    static let interfaceFolders: Set<String> = ["Interface", "Interfaces", "API", "APIs"]
    static let implementationFolders: Set<String> = ["Implementation", "Implementations", "Impl", "Live", "Sources"]

    /// The pairs a convention finds among `names`: (component, interface, implementation).
    static func pairs(_ convention: PairConvention, among names: Set<String>) -> [(component: String, interface: String, implementation: String)] {
        var found: [(String, String, String)] = []
        for implementation in names.sorted() where implementation.hasPrefix(convention.implementationPrefix) {
            for suffix in convention.implementationSuffixes where implementation.hasSuffix(suffix) {
                let core = implementation.dropFirst(convention.implementationPrefix.count).dropLast(suffix.count)
                guard !core.isEmpty, core.first!.isUppercase || convention.implementationPrefix.isEmpty,
                    core.hasSuffix(convention.componentSuffix)
                else { continue }
                let interface = convention.interface(of: String(core))
                guard interface != implementation, names.contains(interface) else { continue }
                found.append((String(core), interface, implementation))
                break
            }
        }
        return found
    }

    typealias Pair = (component: String, interface: String, implementation: String)

    private mutating func assignPairs(_ modules: [ArchitectureSurvey.Module], _ unclaimed: inout Set<String>) {
        let byName = Dictionary(modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Names, the convention with most pairs first (it names the parameters)…
        var applied: [(convention: PairConvention?, label: String, pairs: [Pair])] = []
        for convention in Self.pairConventions {
            let found = Self.pairs(convention, among: unclaimed)
            if !found.isEmpty { applied.append((convention, convention.label, found)) }
        }
        applied.sort { $0.pairs.count > $1.pairs.count }
        // …then folders: <X>/Interface/<A> beside <X>/Implementations/<B> pairs A and B whatever their names.
        let libraries = modules.filter { unclaimed.contains($0.name) && $0.kind != nil }
        var folderPairs: [Pair] = []
        for interface in libraries {
            guard let anchor = Self.ancestor(of: interface.folder, named: Self.interfaceFolders) else { continue }
            for implementation in libraries where implementation.name != interface.name {
                guard let other = Self.ancestor(of: implementation.folder, named: Self.implementationFolders), Self.parent(other) == Self.parent(anchor)
                else { continue }
                folderPairs.append((interface.name, interface.name, implementation.name))
            }
        }
        applied.append((nil, "Interface/ and Implementations/ folders", folderPairs))
        for (convention, label, pairs) in applied {
            var claimed: [Pair] = []
            for pair in pairs where unclaimed.contains(pair.implementation) && unclaimed.contains(pair.interface) {
                let kind = Self.componentKind(
                    pair.component, convention: convention, folder: byName[pair.interface]?.folder ?? "",
                    implementationImportsUI: byName[pair.implementation]?.importsUI ?? false)
                claim(pair.interface, Role(kind: kind, side: .interface, component: pair.component, convention: label), &unclaimed)
                claim(pair.implementation, Role(kind: kind, side: .implementation, component: pair.component, convention: label), &unclaimed)
                claimed.append(pair)
            }
            guard !claimed.isEmpty else { continue }
            let inFolders = claimed.allSatisfy { Self.ancestor(of: byName[$0.interface]?.folder ?? "", named: Self.interfaceFolders) != nil }
            record(
                label, claimed.flatMap { [$0.interface, $0.implementation] },
                "\(claimed.count) pair\(claimed.count == 1 ? "" : "s")\(inFolders ? " in Interface/ and implementation folders" : ""): "
                    + Self.list(claimed.map { "\($0.interface)/\($0.implementation)" }, limit: 3))
            if pairing == nil, let convention {
                // Several implementation suffixes in use (DefaultX and DefaultXImplementation): any of them, or none.
                let suffixes = Set(claimed.map { pair in
                    convention.implementationSuffixes.first { suffix in
                        pair.implementation.hasSuffix(suffix) && pair.implementation.dropFirst(convention.implementationPrefix.count).dropLast(suffix.count) == pair.component
                    } ?? ""
                })
                let suffix = suffixes.count == 1 ? suffixes.first! : "(?:\(suffixes.filter { !$0.isEmpty }.sorted().joined(separator: "|")))\(suffixes.contains("") ? "?" : "")"
                pairing = Pairing(
                    label: label, interfaceSuffix: convention.interfaceSuffix, implementationPrefix: convention.implementationPrefix,
                    implementationSuffix: suffix, pairs: claimed.map { ($0.interface, $0.implementation) })
            }
        }
    }

    /// Kinds a name gives more precisely than the folder it sits in.
    static let specificKinds: Set<Kind> = [.feature, .screen, .coordinator, .useCase, .repository, .imageCache, .designSystem, .presentation, .testSupport]

    /// What a paired component is: what its name says precisely (LoginUseCase), else what its folder
    /// says (Domain/AuthService), else its name's generic word; a component named for nothing is a
    /// feature when its implementation builds UI, else a client (a service the features use).
    static func componentKind(_ component: String, convention: PairConvention?, folder: String, implementationImportsUI: Bool) -> Kind {
        if convention?.componentSuffix == "Client" { return .client }
        let named = kind(named: component)
        if let named, specificKinds.contains(named) { return named }
        if let byFolder = kind(ofFolder: folder, module: component) { return byFolder }
        return named ?? (implementationImportsUI ? .feature : .client)
    }

    /// The nearest folder containing `folder` (or itself) whose name is one of `names`.
    static func ancestor(of folder: String, named names: Set<String>) -> String? {
        var current = folder
        while !current.isEmpty {
            if names.contains(lastComponent(current)) { return current }
            current = parent(current)
        }
        return nil
    }

    // MARK: - Satellites

    static let testingSuffixes = ["TestSupport", "TestDoubles", "TestHelpers", "TestUtilities", "Testing", "Mocks", "Mock", "Fakes", "Stubs"]

    /// `XTesting`, `XMocks`, `XExample`, `XDemo` beside a module or component `X` (µFeatures' targets).
    private mutating func assignSatellites(_ modules: [ArchitectureSurvey.Module], _ unclaimed: inout Set<String>) {
        var components = Set(modules.map(\.name))
        for role in roles.values { if let component = role.component { components.insert(component) } }
        var testing: [String] = [], examples: [String] = []
        for module in modules where unclaimed.contains(module.name) {
            if let component = Self.component(module.name, suffixes: Self.testingSuffixes), components.contains(component) || components.contains(component + "Interface") {
                claim(module.name, Role(kind: .testSupport, side: .testing, component: component, convention: "XTesting test support"), &unclaimed)
                testing.append(module.name)
            } else if let component = Self.component(module.name, suffixes: Self.exampleSuffixes), components.contains(component) {
                claim(module.name, Role(kind: .example, side: .example, component: component, convention: "XExample/XDemo apps"), &unclaimed)
                examples.append(module.name)
            }
        }
        record("XTesting test support", testing, Self.list(testing, limit: 3))
        record("XExample/XDemo apps", examples, Self.list(examples, limit: 3))
        // Examples the target kind already placed belong to the µFeatures picture too.
        let exampleApps = roles.filter { $0.value.kind == .example && $0.value.convention == "example and demo apps" }.map(\.key)
        record("example and demo apps", exampleApps, Self.list(exampleApps.sorted(), limit: 3))
    }

    // MARK: - Names

    /// Layer and role words a module or component name ends with, longest first within a kind.
    static let nameWords: [(kind: Kind, words: [String])] = [
        (.testSupport, ["TestSupport", "TestUtilities", "TestHelpers", "TestKit", "Testing", "Mocks", "Mock"]),
        (.imageCache, ["ImageCache"]),
        (.designSystem, ["DesignSystem", "DesignKit", "UIComponents", "Components", "Theme", "Styles", "Style", "Resources", "Assets", "Icons"]),
        (.presentation, ["Presentation", "SharedUI", "CommonUI", "UIKit", "UI", "Views"]),
        (.feature, ["Features", "Feature", "Module"]),
        (.screen, ["Screens", "Screen", "Scenes", "Scene"]),
        (.coordinator, ["Coordinators", "Coordinator", "Router", "Routing", "Navigation", "Flow"]),
        (.useCase, ["UseCases", "UseCase", "Interactors", "Interactor"]),
        (.repository, ["Repositories", "Repository", "Repo"]),
        (.domain, ["DomainLayer", "Domain", "Entities", "Entity", "Models", "Model"]),
        (.data, ["DataLayer", "DataModel", "Persistence", "Storage", "Database", "DataStore", "Store", "Cache", "Data"]),
        (.network, ["Networking", "NetworkKit", "NetworkClient", "Network", "APIClient", "HTTPClient", "WebService", "Server", "API"]),
        (.client, ["Clients", "Client", "Services", "Service", "Provider", "Manager"]),
        (.core, [
            "Core", "Common", "Shared", "Utilities", "Utility", "Utils", "Util", "Foundation", "Extensions", "Helpers", "Logger",
            "Logging", "Log", "Analytics", "Environment", "Env", "DependencyInjection", "DI", "Macros", "Tools", "Configuration", "Config",
        ]),
    ]

    /// The kind a name's last word says (`AuthData` → data, `VoyageDomain` → domain).
    static func kind(named name: String) -> Kind? {
        var best: (kind: Kind, length: Int)?
        for (kind, words) in nameWords {
            // Words are capitalized, so a suffix match is a whole word (AuthData, not Metadata).
            for word in words where name.hasSuffix(word) && word.count > (best?.length ?? 0) { best = (kind, word.count) }
        }
        return best?.kind
    }

    /// What a name says precisely (AuthFeature, LoginUseCase), else the folder a module sits in
    /// (Domain/AuthService, Feature/Home), else the name's generic word (PocketCastsServer).
    private mutating func assignByNameAndFolder(_ modules: [ArchitectureSurvey.Module], _ unclaimed: inout Set<String>) {
        var byKind: [Kind: [String]] = [:]
        var byFolder: [String: [String]] = [:]
        for module in modules where unclaimed.contains(module.name) {
            let named = Self.kind(named: module.name)
            if let named, Self.specificKinds.contains(named) || Self.folderKind(of: module.folder, module: module.name) == nil {
                claim(module.name, Role(kind: named, convention: "module names"), &unclaimed)
                byKind[named, default: []].append(module.name)
            } else if let (kind, folder) = Self.folderKind(of: module.folder, module: module.name) {
                claim(module.name, Role(kind: kind, convention: "folders"), &unclaimed)
                byFolder["\(folder)/", default: []].append(module.name)
            }
        }
        let order = Kind.allCases.filter { byKind[$0] != nil }
        record("module names", order.flatMap { byKind[$0]! }, order.map { "\($0.rawValue): \(Self.list(byKind[$0]!, limit: 3))" }.joined(separator: "; "))
        record("folders", byFolder.values.flatMap { $0 }, byFolder.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value.count))" }.joined(separator: ", "))
        // Core sits below the domain: a module a folder calls core (`Platform/`, `Services/`) that
        // builds on a domain module implements it, as data does (Clean Architecture's Platform).
        let domain = Set(self.modules(of: .domain))
        let implementers = modules.filter { module in
            roles[module.name] == Role(kind: .core, convention: "folders") && !domain.isDisjoint(with: module.dependencies)
        }.map(\.name)
        for name in implementers { roles[name] = Role(kind: .data, convention: "core folders building on the domain") }
        record("core folders building on the domain", implementers, Self.list(implementers, limit: 3))
    }

    // MARK: - Folders

    static let folderKinds: [(kind: Kind, folders: Set<String>)] = [
        (.feature, ["Feature", "Features", "Scenes", "Screens"]),
        (.domain, ["Domain", "Domains", "Entities"]),
        (.data, ["Data", "Repositories", "Persistence"]),
        (.network, ["Network", "Networking"]),
        (.designSystem, ["DesignSystem", "UserInterface", "UI", "UIComponents"]),
        (.core, ["Core", "Shared", "Common", "Foundation", "Utilities", "Utils", "Libraries", "Kits", "Infrastructure", "Platform", "Services"]),
        (.app, ["App", "Apps", "Application"]),
    ]

    /// The kind the nearest folder around a module says, and that folder; a folder named as the
    /// module is the module's own, not a group of modules.
    static func folderKind(of folder: String, module: String) -> (Kind, String)? {
        var current = folder
        while !current.isEmpty {
            let name = lastComponent(current)
            if name != module, let (kind, _) = folderKinds.first(where: { $0.folders.contains(name) }) { return (kind, current) }
            current = parent(current)
        }
        return nil
    }

    static func kind(ofFolder folder: String, module: String) -> Kind? {
        folderKind(of: folder, module: module)?.0
    }

    // MARK: - Imports

    /// What is left: a module with an example app of its own is a feature (µFeatures demo features);
    /// a module building UI that other UI modules build on is shared presentation, one nobody builds
    /// on a feature; one without UI is core.
    private mutating func assignByImports(_ modules: [ArchitectureSurvey.Module], _ survey: ArchitectureSurvey, _ unclaimed: inout Set<String>) {
        let uiModules = Set(modules.filter(\.importsUI).map(\.name))
        let demonstrated = Set(roles.values.filter { $0.side == .example }.compactMap(\.component))
        var assigned: [String] = []
        for module in modules where unclaimed.contains(module.name) {
            // Apps, examples and tests build on everything: only other modules' use tells shared UI.
            let dependents = modules.filter { dependent in
                dependent.dependencies.contains(module.name) && uiModules.contains(dependent.name)
                    && ![.app, .example, .tests, .testSupport].contains(roles[dependent.name]?.kind ?? .feature)
            }
            let kind: Kind = demonstrated.contains(module.name) || module.importsUI ? (dependents.count >= 2 ? .presentation : .feature) : .core
            claim(module.name, Role(kind: kind, convention: "imports"), &unclaimed)
            assigned.append("\(module.name) (\(kind.rawValue))")
        }
        assigned.sort()
        record("imports", assigned.map { String($0.prefix { $0 != " " }) }, Self.list(assigned, limit: 4))
    }

    static func parent(_ path: String) -> String { ArchitectureSurvey.parent(path) }
    static func lastComponent(_ path: String) -> String { ArchitectureSurvey.lastComponent(path) }
}
