import ArchlintInit
import ArchlintKit
@testable import archlint
import Foundation
import Testing

/// `init` on small repositories written in each convention real teams use: the preset it picks,
/// the parameters it sets, every module placed in the layer its role calls for, and a configuration
/// that lints the repository clean and finds the violation planted in it afterwards.
@Suite("init conventions")
struct InitConventionTests {
    /// A target of a one-package repository, with one source file.
    struct Target {
        var name: String
        var kind = "target"
        /// Target names, or `.product(…)` written as is.
        var dependencies: [String] = []
        var path: String?
        var source: String

        var folder: String { path ?? (kind == "testTarget" ? "Tests/\(name)" : "Sources/\(name)") }
    }

    /// The files of a package holding `targets`, depending on `packages` (`.package(url:…)` lines).
    static func package(_ targets: [Target], packages: [String] = []) -> [String: String] {
        var manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(\n    name: \"App\",\n"
        manifest += "    dependencies: [\(packages.joined(separator: ", "))],\n    targets: [\n"
        for target in targets {
            let dependencies = target.dependencies.map { $0.contains("(") ? $0 : "\"\($0)\"" }.joined(separator: ", ")
            manifest += "        .\(target.kind)(name: \"\(target.name)\", dependencies: [\(dependencies)]\(target.path.map { ", path: \"\($0)\"" } ?? "")),\n"
        }
        manifest += "    ]\n)\n"
        var files = ["Package.swift": manifest]
        for target in targets { files["\(target.folder)/\(target.name).swift"] = target.source }
        return files
    }

    /// Runs init on `tree`, expecting `preset`, every module placed as meant, and a clean lint.
    func initialize(_ tree: TemporaryTree, expecting preset: String) throws -> InitResult {
        let result = try InitRequest(root: tree.root).run()
        #expect(result.closest?.preset == preset, "\(result.ranked.map { "\($0.preset) \($0.score): \($0.evidence)" })")
        let coverage = try #require(result.coverage)
        #expect(coverage.unmapped.isEmpty && coverage.misplaced.isEmpty, "unmapped: \(coverage.unmapped), misplaced: \(coverage.misplaced)")
        let lint = ArchlintCLI.capture(["lint", tree.root, "--no-cache"])
        #expect(lint.status == 0 && lint.output.hasPrefix("0 errors, 0 warnings"), "\(lint.output)\(lint.error)")
        return result
    }

    func lint(_ tree: TemporaryTree) -> String {
        ArchlintCLI.capture(["lint", tree.root, "--no-cache"]).output
    }

    static let resolver = #".package(url: "https://github.com/hmlongco/Resolver.git", from: "1.5.1")"#
    static let resolverProduct = #".product(name: "Resolver", package: "Resolver")"#

    @Test func interfacesBesideDefaultImplementationsGetCleanSPMWithItsNamingParameters() throws {
        let tree = try TemporaryTree(Self.package([
            Target(name: "LoginScreen", path: "Presentation/LoginScreen/Interface/LoginScreen", source: "public protocol LoginScreenProtocol {}\n"),
            Target(
                name: "DefaultLoginScreen", dependencies: ["LoginScreen", "LoginUseCase", Self.resolverProduct],
                path: "Presentation/LoginScreen/Implementations/DefaultLoginScreen",
                source: "import LoginScreen\nimport LoginUseCase\nimport Resolver\n\nstruct LoginScreenImpl: LoginScreenProtocol {\n    let useCase: any LoginUseCaseProtocol\n}\n"),
            Target(
                name: "LoginUseCase", path: "Domain/LoginUseCase/Interface/LoginUseCase",
                source: "public protocol LoginUseCaseProtocol {}\npublic protocol LoginUseCaseRepositoryProtocol {}\n"),
            Target(
                name: "DefaultLoginUseCaseImplementation", dependencies: ["LoginUseCase", Self.resolverProduct],
                path: "Domain/LoginUseCase/Implementations/DefaultLoginUseCaseImplementation",
                source: "import LoginUseCase\nimport Resolver\n\nstruct LoginUseCaseImpl: LoginUseCaseProtocol {\n    let repository: any LoginUseCaseRepositoryProtocol\n}\n"),
            Target(name: "LoginRepository", path: "Repositories/LoginRepository/Interface/LoginRepository", source: "public protocol LoginRepositoryRemoteDataProtocol {}\n"),
            Target(
                name: "DefaultLoginRepository", dependencies: ["LoginRepository", "LoginUseCase", Self.resolverProduct],
                path: "Repositories/LoginRepository/Implementations/DefaultLoginRepository",
                source: "import LoginRepository\nimport LoginUseCase\nimport Resolver\n\nstruct LoginRepositoryImpl: LoginUseCaseRepositoryProtocol {\n    let remote: any LoginRepositoryRemoteDataProtocol\n}\n"),
            Target(
                name: "App", kind: "executableTarget", dependencies: ["DefaultLoginScreen", "DefaultLoginUseCaseImplementation", "DefaultLoginRepository"],
                source: "import DefaultLoginScreen\nimport DefaultLoginUseCaseImplementation\nimport DefaultLoginRepository\n"),
        ], packages: [Self.resolver]))
        let result = try initialize(tree, expecting: "clean-spm")
        #expect(result.roles.sightings.first { $0.convention == "X/DefaultX" }?.detail == """
            3 pairs in Interface/ and implementation folders: LoginRepository/DefaultLoginRepository, LoginScreen/DefaultLoginScreen, \
            LoginUseCase/DefaultLoginUseCaseImplementation
            """)
        #expect(result.closest?.parameters.map { "\($0.name)=\($0.value)" } == [
            "interfaceSuffix=", "implementationSuffix=(?:Implementation)?", "implementationPrefix=Default",
            "interfaces=^(?:LoginRepository|LoginScreen|LoginUseCase)$",
        ])
        let configuration = try #require(tree.read(".archlint.json"))
        #expect(configuration.contains(#""implementationPrefix": "Default","#))
        #expect(configuration.contains("//   X/DefaultX: 3 pairs in Interface/ and implementation folders"))

        // The preset's rules read these names: an implementation importing another is found.
        try tree.write(
            "Presentation/LoginScreen/Implementations/DefaultLoginScreen/Shortcut.swift",
            "import DefaultLoginUseCaseImplementation\n\nstruct LoginShortcutView {}\n")
        let violating = lint(tree)
        #expect(violating.contains(
            "Presentation/LoginScreen/Implementations/DefaultLoginScreen/Shortcut.swift:1:1: error: Presentation code imports DefaultLoginUseCaseImplementation"),
            "\(violating)")
        #expect(violating.contains("[impl-import-only-in-composition-root]") && violating.contains("spm-impl-no-impl-dependency"))
    }

    static let tca = #".package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.0.0")"#
    static let tcaProduct = #".product(name: "ComposableArchitecture", package: "swift-composable-architecture")"#

    @Test func microfeaturesGetTheirPresetWithTheSuffixesSeenAndEachTargetInItsLayer() throws {
        // µFeatures with mocks in XMocks and example apps named XSample.
        func feature(_ name: String, uses other: String) -> [Target] {
            [
                Target(name: "\(name)Interface", source: "public protocol \(name)Routing {}\n"),
                Target(
                    name: name, dependencies: ["\(name)Interface", "\(other)Interface", "DesignSystem"],
                    source: "import SwiftUI\nimport \(name)Interface\nimport \(other)Interface\nimport DesignSystem\n\nstruct \(name)View {}\n"),
                Target(name: "\(name)Mocks", dependencies: ["\(name)Interface"], source: "import \(name)Interface\n\nstruct \(name)RoutingMock {}\n"),
                Target(name: "\(name)Tests", kind: "testTarget", dependencies: [name, "\(name)Mocks"], source: "@testable import \(name)\nimport \(name)Mocks\n"),
                Target(
                    name: "\(name)Sample", kind: "executableTarget", dependencies: [name, "\(name)Mocks", "\(other)Mocks"],
                    source: "import \(name)\nimport \(name)Mocks\nimport \(other)Mocks\n"),
            ]
        }
        let tree = try TemporaryTree(Self.package(
            feature("Home", uses: "Search") + feature("Search", uses: "Home") + [
                Target(name: "DesignSystem", source: "import SwiftUI\n\npublic struct PrimaryButton {}\n"),
                Target(name: "Pantry", kind: "executableTarget", dependencies: ["Home", "Search"], source: "import Home\nimport Search\n"),
            ]))
        let result = try initialize(tree, expecting: "microfeatures")
        let layers = try #require(result.closest?.moduleLayers)
        #expect(layers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" } == [
            "DesignSystem: Foundation", "Home: Feature", "HomeInterface: Interface", "HomeMocks: Testing", "HomeSample: Example", "HomeTests: Test",
            "Pantry: App", "Search: Feature", "SearchInterface: Interface", "SearchMocks: Testing", "SearchSample: Example", "SearchTests: Test",
        ])
        #expect(result.roles.sightings.map(\.convention).contains("X/XInterface (µFeatures)"))
        #expect(result.closest?.evidence.first == "+6 2 features with an interface target (X/XInterface (µFeatures)): HomeInterface/Home, SearchInterface/Search")
        #expect(result.closest?.parameters.map { "\($0.name)=\($0.value)" } == [
            "testingSuffix=Mocks", "exampleSuffix=Sample", "apps=^(?:Pantry)$", "foundation=^(?:DesignSystem)$",
        ])

        // A feature reaching into another's implementation instead of its interface, and an example
        // app doing the same: the rules read the suffixes init found.
        try tree.write("Sources/Search/Shortcut.swift", "import Home\n\nstruct SearchShortcut {}\n")
        try tree.write("Sources/HomeSample/Shortcut.swift", "import Search\n\nstruct SearchShortcut {}\n")
        let violating = lint(tree)
        #expect(violating.contains("Sources/Search/Shortcut.swift:1:1: error: Search depends on Home by `import Home`"), "\(violating)")
        #expect(violating.contains("[feature-depends-on-interfaces]"))
        #expect(violating.contains("Sources/HomeSample/Shortcut.swift:1:1: error: HomeSample depends on Search by `import Search`"), "\(violating)")
        #expect(violating.contains("[only-app-wires-implementations]"))
    }

    @Test func tcaParentsComposeTheirChildrenAndFeaturesUseClientsNotTheirLiveImplementations() throws {
        let reducer = { (name: String, body: String) in
            "import ComposableArchitecture\n\n@Reducer\npublic struct \(name) {\n    public struct State {}\n    public enum Action {}\n    public var body: some ReducerOf<Self> {\n\(body)    }\n}\n"
        }
        let tree = try TemporaryTree(Self.package([
            Target(name: "SharedModels", source: "public struct Player {}\n"),
            Target(name: "ApiClient", dependencies: ["SharedModels"], source: "import SharedModels\n\npublic struct ApiClient {\n    public var fetch: () async throws -> Player\n}\n"),
            Target(name: "ApiClientLive", dependencies: ["ApiClient"], source: "import ApiClient\n\nextension ApiClient {\n    public static let live = ApiClient(fetch: { fatalError() })\n}\n"),
            Target(name: "HomeFeature", dependencies: ["ApiClient", Self.tcaProduct], source: "import ApiClient\n" + reducer("HomeFeature", "        EmptyReducer()\n")),
            Target(name: "SettingsFeature", dependencies: [Self.tcaProduct], source: reducer("SettingsFeature", "        EmptyReducer()\n")),
            Target(
                name: "AppFeature", dependencies: ["HomeFeature", "SettingsFeature", Self.tcaProduct],
                source: "import HomeFeature\nimport SettingsFeature\n" + reducer("AppFeature", "        Scope(state: \\.home, action: \\.home) { HomeFeature() }\n        Scope(state: \\.settings, action: \\.settings) { SettingsFeature() }\n")),
            Target(name: "App", kind: "executableTarget", dependencies: ["AppFeature", "ApiClientLive"], source: "import AppFeature\nimport ApiClientLive\n"),
        ], packages: [Self.tca]))
        let result = try initialize(tree, expecting: "modular-clean")
        #expect(result.roles.compositions == ["AppFeature": ["HomeFeature", "SettingsFeature"]])
        #expect(result.closest?.moduleLayers["ApiClient"] == "Domain" && result.closest?.moduleLayers["ApiClientLive"] == "Data")
        #expect(result.closest?.evidence.contains("+1 TCA parent features composing their children: AppFeature → HomeFeature, SettingsFeature") == true)
        let configuration = try #require(tree.read(".archlint.json"))
        #expect(configuration.contains(#""module-feature-no-feature-deps": { "scope": { "modules": ["^(?!(?:AppFeature)$)"] } },"#), "\(configuration)")
        #expect(configuration.contains(#""feature-composes-its-children-AppFeature": { "kind": "dependency""#))

        // A child reaching into a sibling, and a feature using the live client, are still found.
        try tree.write("Sources/HomeFeature/Settings.swift", "import SettingsFeature\nimport ApiClientLive\n\nstruct HomeSettingsLink {}\n")
        let violating = lint(tree)
        #expect(violating.contains("Sources/HomeFeature/Settings.swift:1:1: error: HomeFeature depends on SettingsFeature by `import SettingsFeature`"), "\(violating)")
        #expect(violating.contains("Sources/HomeFeature/Settings.swift:2:1: error: Feature code imports ApiClientLive, a Data module"))
        #expect(!violating.contains("AppFeature depends on"))
    }

    @Test func layerFoldersOfOneAppTargetGetLayeredMVVM() throws {
        let tree = try TemporaryTree([
            "Countries/App/CountriesApp.swift": "import SwiftUI\n\nstruct CountriesApp {\n    let interactor: CountriesInteractor\n}\n",
            "Countries/UI/CountriesList/CountriesListView.swift": "import SwiftUI\n\nstruct CountriesListView {\n    let interactor: CountriesInteractor\n}\n",
            "Countries/Interactors/CountriesInteractor.swift": "protocol CountriesRepository {}\n\nstruct CountriesInteractor {\n    let repository: any CountriesRepository\n}\n",
            "Countries/Repositories/CountriesWebRepository.swift": "import Foundation\n\nstruct CountriesWebRepository: CountriesRepository {\n    let session: URLSession\n}\n",
            "Countries/Utilities/Array+Safe.swift": "extension Array {}\n",
        ])
        let result = try initialize(tree, expecting: "layered-mvvm")
        #expect(result.closest?.evidence.first == "+8 layer folders in Countries/: App (Composition), Interactors (Domain), Repositories (Data), UI (UI), Utilities (Util)")
        let configuration = try #require(tree.read(".archlint.json"))
        #expect(configuration.contains(#""Domain": { "paths": ["Countries/Interactors/**", "**/Feature/*/Domain/**", "**/Core/Domain/**"] }"#), "\(configuration)")

        try tree.write("Countries/Interactors/CountryRow.swift", "struct CountryRow {\n    let view: CountriesListView\n}\n")
        let violating = lint(tree)
        #expect(violating.contains("Countries/Interactors/CountryRow.swift:2:15: error: Domain code references CountriesListView, a UI type"), "\(violating)")
    }

    @Test func whatMostModulesOfALayerDoIsAllowedAndTheExceptionsStayFindings() throws {
        let screen = { (name: String) in "import SwiftUI\nimport Networking\n\nstruct \(name)View {\n    let client: HTTPClient\n}\n" }
        let tree = try TemporaryTree(Self.package([
            Target(name: "Networking", source: "public struct HTTPClient {}\n"),
            Target(name: "Domain", source: "public struct Trip {}\n"),
            Target(name: "TripsFeature", dependencies: ["Networking", "Domain"], source: screen("Trips")),
            Target(name: "ProfileFeature", dependencies: ["Networking", "Domain"], source: screen("Profile")),
            Target(name: "SearchFeature", dependencies: ["Networking", "Domain"], source: screen("Search")),
        ]))
        let result = try InitRequest(root: tree.root).run()
        let closest = try #require(result.closest)
        #expect(closest.preset == "modular-clean")
        #expect(closest.evidence.contains(
            "-1 3 of 3 Feature modules depend on Network (Networking), which the preset forbids: allowed here, as this code base does"), "\(closest.evidence)")
        let configuration = try #require(tree.read(".archlint.json"))
        #expect(configuration.contains(#""Feature": ["Presentation", "DesignSystem", "Domain", "Core", "Network"]"#), "\(configuration)")
        #expect(!lint(tree).contains("[layer-no-upward-reference]"))

        // Domain reaching up to Networking is no convention of this code base: still found.
        try tree.write("Sources/Domain/Fetch.swift", "import Networking\n\nstruct TripFetch {}\n")
        let violating = lint(tree)
        #expect(violating.contains("Sources/Domain/Fetch.swift:1:1: error: Domain depends on Networking by `import Networking`"), "\(violating)")
        #expect(violating.contains("(also breaks: layer-no-upward-reference)"))
    }
}
