import ArchlintInit
import Testing

/// The role map `init` reads from module names, folders and imports: each convention on a
/// repository's modules, the role every module gets and the evidence that names the convention.
@Suite("Module roles")
struct ModuleRolesTests {
    typealias Module = ArchitectureSurvey.Module

    func roles(_ modules: [Module]) -> ModuleRoles {
        var survey = ArchitectureSurvey()
        survey.modules = modules
        return ModuleRoles(survey)
    }

    /// `name: kind side component (convention)` for every module, sorted.
    func described(_ roles: ModuleRoles) -> [String] {
        roles.roles.sorted { $0.key < $1.key }.map { name, role in
            "\(name): \(role.kind.rawValue)\(role.side.map { " \($0.rawValue)" } ?? "")\(role.component.map { " of \($0)" } ?? "")"
        }
    }

    func sighting(_ roles: ModuleRoles, _ convention: String) -> ModuleRoles.Sighting? {
        roles.sightings.first { $0.convention == convention }
    }

    @Test func apiAndImplPairsAreComponentsWithTheirRoleWord() {
        let map = roles([
            Module(name: "LoginScreenAPI"), Module(name: "LoginScreenImpl", importsUI: true),
            Module(name: "LoginUseCaseAPI"), Module(name: "LoginUseCaseImpl"),
            Module(name: "PaymentsAPI"), Module(name: "PaymentsImpl"),
            Module(name: "LoginScreenImplTests", kind: .test), Module(name: "LoginUseCaseAPITestDoubles"),
            Module(name: "App", kind: .app),
        ])
        #expect(described(map) == [
            "App: app",
            "LoginScreenAPI: screen interface of LoginScreen", "LoginScreenImpl: screen implementation of LoginScreen",
            "LoginScreenImplTests: tests tests of LoginScreenImpl",
            "LoginUseCaseAPI: useCase interface of LoginUseCase", "LoginUseCaseAPITestDoubles: testSupport testing of LoginUseCaseAPI",
            "LoginUseCaseImpl: useCase implementation of LoginUseCase",
            "PaymentsAPI: client interface of Payments", "PaymentsImpl: client implementation of Payments",
        ])
        #expect(sighting(map, "XAPI/XImpl")?.detail == "3 pairs: LoginScreenAPI/LoginScreenImpl, LoginUseCaseAPI/LoginUseCaseImpl, PaymentsAPI/PaymentsImpl")
        #expect(map.pairing?.interfaceSuffix == "API" && map.pairing?.implementationSuffix == "Impl" && map.pairing?.implementationPrefix == "")
    }

    @Test func interfaceFoldersBesideImplementationsNamedDefaultXPairEvenWhenTheNamesDoNot() {
        let map = roles([
            Module(name: "AuthUseCase", folder: "Domain/AuthUseCase/Interface/AuthUseCase/Sources/AuthUseCase"),
            Module(name: "DefaultAuthUseCaseImplementation", folder: "Domain/AuthUseCase/Implementations/DefaultAuthUseCaseImplementation/Sources/DefaultAuthUseCaseImplementation"),
            Module(name: "UsersRepository", folder: "Domain/UsersRepository/Interface/UsersRepository/Sources/UsersRepository"),
            Module(name: "DefaultUsersRepository", folder: "Domain/UsersRepository/Implementations/DefaultUsersRepository/Sources/DefaultUsersRepository"),
            Module(name: "CredentialsValidationUseCase", folder: "Domain/CredentialsValidationUseCase/Interface/CredentialsValidationUseCase"),
            Module(name: "DefaultValidationUseCasesImplementation", folder: "Domain/CredentialsValidationUseCase/Implementations/DefaultValidationUseCasesImplementation"),
        ])
        #expect(described(map) == [
            "AuthUseCase: useCase interface of AuthUseCase", "CredentialsValidationUseCase: useCase interface of CredentialsValidationUseCase",
            "DefaultAuthUseCaseImplementation: useCase implementation of AuthUseCase",
            "DefaultUsersRepository: repository implementation of UsersRepository",
            "DefaultValidationUseCasesImplementation: useCase implementation of CredentialsValidationUseCase",
            "UsersRepository: repository interface of UsersRepository",
        ])
        #expect(sighting(map, "X/DefaultX")?.detail
            == "2 pairs in Interface/ and implementation folders: AuthUseCase/DefaultAuthUseCaseImplementation, UsersRepository/DefaultUsersRepository")
        #expect(sighting(map, "Interface/ and Implementations/ folders")?.detail
            == "1 pair in Interface/ and implementation folders: CredentialsValidationUseCase/DefaultValidationUseCasesImplementation")
        // Two implementation suffixes in use: the parameter accepts either.
        #expect(map.pairing?.implementationPrefix == "Default")
        #expect(map.pairing?.implementationSuffix == "(?:Implementation)?")
        #expect(map.pairing?.interfaceSuffix == "")
    }

    @Test func microfeaturesGiveEveryTargetOfAFeatureItsSide() {
        let map = roles([
            Module(name: "Home", importsUI: true), Module(name: "HomeInterface"), Module(name: "HomeTesting"),
            Module(name: "HomeTests", kind: .test), Module(name: "HomeExample", kind: .app),
            Module(name: "Search", importsUI: true), Module(name: "SearchInterface"), Module(name: "SearchDemo", kind: .app),
            Module(name: "Core"), Module(name: "CoreTesting"), Module(name: "UI", importsUI: true), Module(name: "App", kind: .app),
            // Named for nothing and building no UI, but demonstrated by an example app: a feature.
            Module(name: "Onboarding"), Module(name: "OnboardingExample", kind: .app),
        ])
        #expect(described(map) == [
            "App: app", "Core: core", "CoreTesting: testSupport testing of Core",
            "Home: feature implementation of Home", "HomeExample: example example of Home", "HomeInterface: feature interface of Home",
            "HomeTesting: testSupport testing of Home", "HomeTests: tests tests of Home",
            "Onboarding: feature", "OnboardingExample: example example of Onboarding",
            "Search: feature implementation of Search", "SearchDemo: example example of Search", "SearchInterface: feature interface of Search",
            "UI: presentation",
        ])
        #expect(sighting(map, "X/XInterface (µFeatures)")?.detail == "2 pairs: HomeInterface/Home, SearchInterface/Search")
        #expect(sighting(map, "XTesting test support")?.modules == ["CoreTesting", "HomeTesting"])
        #expect(sighting(map, "example and demo apps")?.modules == ["HomeExample", "OnboardingExample", "SearchDemo"])
    }

    @Test func tcaClientsPairWithTheirLiveImplementationsAndParentsComposeChildren() {
        let map = roles([
            Module(name: "ApiClient"), Module(name: "ApiClientLive", dependencies: ["ApiClient"]),
            Module(name: "AudioPlayerClient"), Module(name: "AudioPlayerClientLive"),
            Module(name: "AppFeature", dependencies: ["HomeFeature", "SettingsFeature", "ApiClient"], importsTCA: true, reducers: ["AppFeature"],
                composes: ["HomeFeature", "SettingsFeature"]),
            Module(name: "HomeFeature", importsTCA: true, reducers: ["HomeFeature"]), Module(name: "SettingsFeature", importsTCA: true, reducers: ["SettingsFeature"]),
            Module(name: "SharedModels"),
        ])
        #expect(described(map) == [
            "ApiClient: client interface of ApiClient", "ApiClientLive: client implementation of ApiClient", "AppFeature: feature",
            "AudioPlayerClient: client interface of AudioPlayerClient", "AudioPlayerClientLive: client implementation of AudioPlayerClient",
            "HomeFeature: feature", "SettingsFeature: feature", "SharedModels: domain",
        ])
        #expect(sighting(map, "XClient/XClientLive (TCA dependency clients)")?.detail
            == "2 pairs: ApiClient/ApiClientLive, AudioPlayerClient/AudioPlayerClientLive")
        #expect(map.compositions == ["AppFeature": ["HomeFeature", "SettingsFeature"]])
        #expect(sighting(map, "TCA parent features composing child features")?.detail == "AppFeature → HomeFeature, SettingsFeature")
    }

    @Test func layerPackagesByNameThenFoldersThenImports() {
        var survey = ArchitectureSurvey()
        survey.modules = [
            Module(name: "AuthDomain"), Module(name: "AuthData"), Module(name: "AuthFeature", importsUI: true),
            Module(name: "Networking"), Module(name: "DesignSystem", importsUI: true), Module(name: "Metadata"),
            // Folders speak for names that say nothing, and yield to names that say something precise.
            Module(name: "Home", folder: "Projects/Feature/Home/Sources"), Module(name: "Keychain", folder: "Projects/Core/Keychain/Sources"),
            Module(name: "AuthService", folder: "Projects/Domain/AuthService/Sources"),
            Module(name: "ProfileScreen", folder: "Projects/Core/ProfileScreen"),
            // Nothing but imports: UI other UI builds on is shared presentation, UI nobody builds on a feature.
            Module(name: "Timeline", dependencies: ["StatusKit"], importsUI: true), Module(name: "Explore", dependencies: ["StatusKit"], importsUI: true),
            Module(name: "StatusKit", importsUI: true), Module(name: "Env"), Module(name: "Sundries"),
        ]
        let map = ModuleRoles(survey)
        #expect(described(map) == [
            "AuthData: data", "AuthDomain: domain", "AuthFeature: feature", "AuthService: domain", "DesignSystem: designSystem", "Env: core",
            "Explore: feature", "Home: feature", "Keychain: core", "Metadata: core", "Networking: network", "ProfileScreen: screen",
            "StatusKit: presentation", "Sundries: core", "Timeline: feature",
        ])
        #expect(sighting(map, "folders")?.detail == "Projects/Core/ (1), Projects/Domain/ (1), Projects/Feature/ (1)")
        #expect(sighting(map, "imports")?.detail == "Explore (feature), Metadata (core), StatusKit (presentation), Sundries (core), … (5)")
        #expect(map.mapped(of: survey) == (15, 15))
    }

    /// sergdort/CleanArchitectureRxSwift's layout: `Platform/` holds the data side, implementing the
    /// domain; a `Platform/` module that does not build on the domain stays core.
    @Test func coreFoldersBuildingOnTheDomainAreData() {
        var survey = ArchitectureSurvey()
        survey.modules = [
            Module(name: "AnimeDomain", folder: "Projects/Domain/AnimeDomain/Sources"),
            Module(name: "AnimeDB", folder: "Projects/Platform/AnimeDB/Sources", dependencies: ["AnimeDomain"]),
            Module(name: "Logging", folder: "Projects/Platform/Logging/Sources"),
        ]
        let map = ModuleRoles(survey)
        #expect(described(map) == ["AnimeDB: data", "AnimeDomain: domain", "Logging: core"])
        #expect(sighting(map, "core folders building on the domain")?.modules == ["AnimeDB"])
    }
}
