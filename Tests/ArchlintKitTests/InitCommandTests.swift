import ArchlintKit
@testable import archlint
import Foundation
import Testing

@Suite("init")
struct InitCommandTests {
    /// A copy of a fixture app in a temporary folder.
    func copy(_ fixture: String) throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try FileManager.default.removeItem(atPath: tree.root)
        try FileManager.default.copyItem(atPath: "\(Fixtures.root)/\(fixture)", toPath: tree.root)
        return tree
    }

    func lint(_ root: String) -> (status: Int32, output: String, error: String) {
        ArchlintCLI.capture(["lint", root, "--no-cache"])
    }

    @Test(arguments: PresetFixtureTests.presets)
    func detectsThePresetOfEachCleanFixtureAndItsConfigurationLintsClean(_ preset: String) throws {
        let tree = try copy("\(preset)/clean")
        let run = ArchlintCLI.capture(["init", tree.root])
        #expect(run.status == 0, "\(run.error)")
        let closest = run.output.split(separator: "\n").first { $0.contains("← closest") }
        #expect(closest?.contains(preset) == true, "\(run.output)")
        #expect(run.output.contains("Why \(preset):\n  +"))
        #expect(run.output.contains("Next: archlint lint \(tree.root) --summary"))
        #expect(run.output.contains("Layers: "), "every module placed")
        let placed = run.output.split(separator: "\n").first { $0.hasPrefix("Layers: ") }.map(String.init) ?? ""
        #expect(placed.contains("placed (100%)"), "\(placed)")
        if preset == "clean-spm" {
            #expect(run.output.contains("  XAPI/XImpl: 12 pairs: ImageCacheAPI/ImageCacheImpl, MainAppCoordinatorAPI/MainAppCoordinatorImpl, "))
            #expect(run.output.contains("  test targets: "))
        }
        if preset == "microfeatures" {
            #expect(run.output.contains("""
                Why microfeatures:
                  +9 3 features with an interface target (X/XInterface (µFeatures)): ProfileInterface/Profile, RecipesInterface/Recipes, \
                ShoppingInterface/Shopping
                  +4 testing targets (test data and mocks) beside their features: RecipesTesting, ShoppingTesting
                  +6 example apps of single features: DesignSystemExample, RecipesExample, ShoppingExample
                """), "\(run.output)")
        }
        let configuration = try #require(tree.read(".archlint.json"))
        #expect(configuration.contains("\"extends\": [\"\(preset)\"]"))
        #expect(!configuration.contains("\"layers\": {"), "the fixture uses the preset's own names")
        let lint = lint(tree.root)
        #expect(lint.status == 0, "\(lint.output)\(lint.error)")
        #expect(lint.output.hasPrefix("0 errors, 0 warnings in 0 files"), "\(lint.output)")
    }

    @Test func mapsRenamedFoldersOntoThePresetLayers() throws {
        // layered-mvvm with Features/<F>/{Presentation,Domain,Data} instead of Feature/<F>/{UI,Domain,Data}.
        let tree = try copy("layered-mvvm/clean")
        let files = FileManager.default
        try files.moveItem(atPath: tree.path("Pantry/Feature"), toPath: tree.path("Pantry/Features"))
        for feature in try files.contentsOfDirectory(atPath: tree.path("Pantry/Features")) {
            try files.moveItem(atPath: tree.path("Pantry/Features/\(feature)/UI"), toPath: tree.path("Pantry/Features/\(feature)/Presentation"))
        }
        let run = ArchlintCLI.capture(["init", tree.root])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.split(separator: "\n").contains { $0.contains("layered-mvvm") && $0.contains("← closest") }, "\(run.output)")
        #expect(run.output.contains("Features/<F>/{Presentation,Domain,Data} in 3 features"))
        #expect(run.output.contains("Feature/ → Features/"))
        #expect(run.output.contains("UI/ → Presentation/"))
        let configuration = try #require(tree.read(".archlint.json"))
        #expect(configuration.contains(#""UI": { "paths": ["**/Feature/*/UI/**", "**/Features/*/Presentation/**", "**/Core/UI/**", "**/Core/Presentation/**"] }"#))
        #expect(lint(tree.root).status == 0)

        // The mapped layers are checked: Domain code using a Presentation type is found.
        try tree.write("Pantry/Features/Pantry/Domain/Model/PantrySummary.swift", "struct PantrySummary {\n    let row: PantryItemUiModel\n}\n")
        let violating = lint(tree.root)
        #expect(violating.status == 1)
        #expect(violating.output.contains("Pantry/Features/Pantry/Domain/Model/PantrySummary.swift:2:14: error: Domain code references PantryItemUiModel, a UI type"), "\(violating.output)")
    }

    @Test func mapsPrefixedModuleNamesOntoThePresetLayers() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "Voyage",
                    targets: [
                        .target(name: "VoyageCore"),
                        .target(name: "VoyageDomain", dependencies: ["VoyageCore"]),
                        .target(name: "VoyageNetworking", dependencies: ["VoyageCore"]),
                        .target(name: "VoyageData", dependencies: ["VoyageDomain", "VoyageNetworking", "VoyageCore"]),
                        .target(name: "TripsFeature", dependencies: ["VoyageDomain", "VoyageCore"]),
                        .target(name: "ProfileFeature", dependencies: ["VoyageDomain", "VoyageCore"]),
                    ]
                )
                """,
            "Sources/VoyageCore/Clock.swift": "public struct Clock {}\n",
            "Sources/VoyageDomain/Trip.swift": "import VoyageCore\n\npublic struct Trip {}\n",
            "Sources/VoyageNetworking/HTTPClient.swift": "import VoyageCore\n\npublic struct HTTPClient {}\n",
            "Sources/VoyageData/TripStore.swift": "import VoyageDomain\nimport VoyageNetworking\n\npublic struct TripStore {}\n",
            "Sources/TripsFeature/TripsView.swift": "import VoyageDomain\n\nstruct TripsView {}\n",
            "Sources/ProfileFeature/ProfileView.swift": "import VoyageDomain\n\nstruct ProfileView {}\n",
        ])
        let run = ArchlintCLI.capture(["init", tree.root])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.split(separator: "\n").contains { $0.contains("modular-clean") && $0.contains("← closest") }, "\(run.output)")
        #expect(run.output.contains("module names: feature: ProfileFeature, TripsFeature; domain: VoyageDomain; data: VoyageData; network: VoyageNetworking; core: VoyageCore"))
        #expect(run.output.contains("Each module's layer:\n  Core: VoyageCore\n  Data: VoyageData\n  Domain: VoyageDomain\n  Feature: ProfileFeature, TripsFeature\n  Network: VoyageNetworking\n"))
        #expect(run.output.contains("Layers: 6 of 6 modules placed (100%), 6 of 6 files in a layer."))
        let configuration = try #require(tree.read(".archlint.json"))
        #expect(configuration.contains(#""Domain": { "modules": ["^Domain$", "^(?:VoyageDomain)$"] }"#))
        #expect(configuration.contains(#""Core": { "modules": ["^(Core|Common)$", "^(?:VoyageCore)$"] }"#))
        let clean = lint(tree.root)
        #expect(clean.status == 0, "\(clean.output)")

        try tree.write("Sources/VoyageDomain/TripCache.swift", "import VoyageData\n\nstruct TripCache {}\n")
        let violating = lint(tree.root)
        #expect(violating.status == 1)
        #expect(violating.output.contains("Sources/VoyageDomain/TripCache.swift:1:1: error: VoyageDomain depends on VoyageData by `import VoyageData`"), "\(violating.output)")
        #expect(violating.output.contains("(also breaks: layer-no-upward-reference)"))
    }

    @Test func aTreeMatchingNoPresetGetsAStarterWithAnExampleOfEveryKind() throws {
        let tree = try TemporaryTree([
            "Sources/Tool/main.swift": "print(Greeting().text)\n",
            "Sources/Tool/Greeting.swift": "struct Greeting {\n    var text: String { \"hello\" }\n}\n",
            "Sources/Tool/SettingsViewModel.swift": "@Observable final class SettingsViewModel {}\n",
        ])
        let run = ArchlintCLI.capture(["init", tree.root])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("No shipped architecture fits"))
        #expect(run.output.contains("a starter configuration with an example of every rule kind"))
        #expect(!run.output.contains("← closest"))
        let configuration = try #require(tree.read(".archlint.json"))
        #expect(!configuration.contains("\n  \"extends\""), "no preset is extended")
        for kind in ["layers", "dependency", "imports", "conformance", "attributes", "references", "literals", "type-size", "naming", "declared-dependencies"] {
            #expect(configuration.contains("// \"example-\(kind)\": { \"kind\": \"\(kind)\""), "no example of \(kind)")
        }
        let lint = lint(tree.root)
        #expect(lint.status == 0, "\(lint.error)")
        #expect(lint.output.contains("(3 files checked, 1 rule)"))

        // Uncommented, the examples are a valid configuration too.
        let uncommented = configuration.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " }
            return trimmed.hasPrefix("// \"") && !trimmed.hasPrefix("// \"extends\"") && !trimmed.hasPrefix("// \"exclude\"")
                ? String(line.prefix(line.count - trimmed.count)) + trimmed.dropFirst(3) : String(line)
        }.joined(separator: "\n")
        try tree.write(".archlint.json", uncommented)
        let rules = ArchlintCLI.capture(["rules", tree.root])
        #expect(rules.status == 0, "\(rules.error)")
        #expect(rules.output.contains("11 of 11 rules enabled"), "\(rules.output)")
    }

    /// A Tuist project's targets are modules to init like any project's; its `Project.swift` is not a source.
    @Test func readsTuistProjects() throws {
        let tree = try TemporaryTree([
            "Projects/Home/Project.swift": """
                import ProjectDescription
                let project = Project(name: "Home", targets: [
                    .target(name: "HomeFeature", destinations: .iOS, product: .framework, bundleId: "home", sources: ["Sources/**"]),
                ])
                """,
            "Projects/Home/Sources/HomeView.swift": "struct HomeView {}\n",
        ])
        let run = ArchlintCLI.capture(["init", tree.root])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("Read 1 Swift source file (tests left out) and 1 project (packages and app projects)"), "\(run.output)")
        #expect(!run.output.contains("not read"))
        let dump = ArchlintCLI.capture(["dump", tree.root, "--no-references"])
        #expect(dump.output.contains("\"module\": \"HomeFeature\""), "\(dump.output)")
    }

    @Test func neverOverwritesAConfigurationWithoutForce() throws {
        let tree = try copy("observable-mvvm/clean")
        try tree.write(".archlint.json", "{ \"extends\": [\"layered-mvvm\"] } // mine\n")
        let refused = ArchlintCLI.capture(["init", tree.root])
        #expect(refused.status == 2)
        #expect(refused.error.contains(".archlint.json exists"))
        #expect(refused.error.contains("--force"))
        #expect(refused.output.isEmpty)
        #expect(tree.read(".archlint.json") == "{ \"extends\": [\"layered-mvvm\"] } // mine\n")

        let forced = ArchlintCLI.capture(["init", tree.root, "--force"])
        #expect(forced.status == 0, "\(forced.error)")
        #expect(tree.read(".archlint.json")?.contains("\"extends\": [\"observable-mvvm\"]") == true)

        // A second run after a first one refuses as well.
        let again = ArchlintCLI.capture(["init", tree.root])
        #expect(again.status == 2)
    }

    @Test func quietPrintsNothingButErrors() throws {
        let tree = try copy("layered-mvvm/clean")
        let run = ArchlintCLI.capture(["init", tree.root, "--quiet"])
        #expect(run.status == 0 && run.output.isEmpty && run.error.isEmpty, "\(run.output)\(run.error)")
        #expect(tree.read(".archlint.json")?.contains("\"extends\": [\"layered-mvvm\"]") == true)
        let refused = ArchlintCLI.capture(["init", tree.root, "--quiet"])
        #expect(refused.status == 2 && refused.output.isEmpty)
        #expect(refused.error == "error: \(tree.root)/.archlint.json exists; archlint init leaves it alone. Pass --force to replace it.\n")
    }
}
