@testable import ArchlintDiscovery
import ArchlintProject
import Foundation
import Testing

/// `Fixtures/projects/tuist`: a µFeatures app whose targets are built by helpers in
/// `Tuist/ProjectDescriptionHelpers` and a local plugin (`Plugins/HarborModules`, named in
/// `Tuist/Config.swift`): features with their interface, testing, tests and example targets, an
/// app with a widget, shared modules (a buildable folder with an exception, a glob with
/// `excluding:`, a product name), a Tuist 3 `Target(…)`, and a project no static reading can follow.
@Suite("Tuist fixture")
struct TuistFixtureTests {
    static let root: String = {
        let source = "\(#filePath)"
        return String(source[..<source.range(of: "/Tests/ArchlintTuistTests/")!.lowerBound]) + "/Fixtures/projects/tuist"
    }()

    /// Every Swift file of the fixture, relative to its root.
    static let swiftFiles: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: root)!
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }()

    static let read = ProjectDiscovery.readTuistProjects(swiftFiles: swiftFiles) { path in
        FileManager.default.contents(atPath: root + "/" + path).map { [UInt8]($0) }
    }

    static var projects: [Project] { read.projects.sorted { $0.path < $1.path } }
    static var targets: [ProjectTarget] { projects.flatMap(\.targets) }

    @Test func projectsAndTheirInputs() {
        #expect(Self.projects.map { "\($0.path) \($0.name ?? "-")" } == [
            "App/Project.swift Harbor", "Features/Berths/Project.swift BerthsFeature", "Features/Bookings/Project.swift BookingsFeature",
            "Features/Profile/Project.swift ProfileFeature", "Legacy/Project.swift Legacy", "Shared/DesignKit/Project.swift DesignKit",
            "Shared/Networking/Project.swift Networking",
        ])
        #expect(Self.projects.allSatisfy { $0.kind == .tuist && $0.directory == RelativePath.parent(of: $0.path) })
        let configuration = ["Tuist/Config.swift", "Plugins/HarborModules/Plugin.swift"]
        let plugin = ["Plugins/HarborModules/ProjectDescriptionHelpers/Modules.swift", "Plugins/HarborModules/ProjectDescriptionHelpers/TargetDependency+Modules.swift"]
        let helpers = [
            "Tuist/ProjectDescriptionHelpers/Project+Feature.swift", "Tuist/ProjectDescriptionHelpers/Settings+Harbor.swift",
            "Tuist/ProjectDescriptionHelpers/Target+Module.swift",
        ]
        // A manifest sees the helpers and plugins it imports; DesignKit imports neither.
        #expect(Self.projects[0].inputs == configuration + plugin + helpers)
        #expect(Self.projects[5].inputs == configuration)
    }

    @Test func targetsModulesAndKinds() {
        #expect(Self.targets.map { "\($0.name) \($0.moduleName) \($0.kind.rawValue) \($0.productType) @\($0.position.line)" } == [
            "Harbor HarborApp app app @18",
            "HarborWidget HarborWidget appExtension appExtension @6",
            "HarborTests HarborTests test unitTests @33",
            "BerthsFeature BerthsFeature library staticFramework @5",
            "BerthsFeatureInterface BerthsFeatureInterface library framework @5",
            "BerthsFeatureTesting BerthsFeatureTesting library framework @5",
            "BerthsFeatureTests BerthsFeatureTests test unitTests @5",
            "BerthsFeatureExample BerthsFeatureExample app app @5",
            "BookingsFeature BookingsFeature library staticFramework @5",
            "BookingsFeatureInterface BookingsFeatureInterface library framework @5",
            "BookingsFeatureTests BookingsFeatureTests test unitTests @5",
            "ProfileFeature ProfileFeature library staticFramework @5",
            "ProfileFeatureInterface ProfileFeatureInterface library framework @5",
            "ProfileFeatureTesting ProfileFeatureTesting library framework @5",
            "ProfileFeatureTests ProfileFeatureTests test unitTests @5",
            "ProfileFeatureExample ProfileFeatureExample app app @5",
            "ProfileSnapshots ProfileSnapshots test unitTests @15",
            "DesignKit DesignKit library framework @7",
            "Networking HarborNetworking library staticFramework @7",
        ])
        #expect(Self.targets.allSatisfy { $0.position.file == nil })
        #expect(Self.targets.allSatisfy { $0.platforms == ["iOS"] })
    }

    @Test func filesOfEveryTarget() {
        var membership: [String: [String]] = [:]
        for target in Self.targets {
            let matcher = SourceMatcher(target.sources)
            membership[target.name] = Self.swiftFiles.filter { matcher.match($0) != .none }
        }
        #expect(membership == [
            "Harbor": ["App/Sources/HarborApp.swift", "App/Sources/RootTabs.swift"],
            "HarborWidget": ["App/Widget/NextBookingWidget.swift"],
            "HarborTests": ["App/Tests/HarborAppTests.swift"],
            "BerthsFeature": [
                "Features/Berths/Derived/Sources/TuistBundle+BerthsFeature.swift", "Features/Berths/Sources/BerthList.swift",
                "Features/Berths/Sources/BerthMap.swift",
            ],
            "BerthsFeatureInterface": ["Features/Berths/Interface/Berth.swift"],
            "BerthsFeatureTesting": ["Features/Berths/Testing/BerthFixtures.swift"],
            "BerthsFeatureTests": ["Features/Berths/Tests/BerthListTests.swift"],
            "BerthsFeatureExample": ["Features/Berths/Example/BerthsExampleApp.swift"],
            "BookingsFeature": ["Features/Bookings/Sources/BookingStore.swift"],
            "BookingsFeatureInterface": ["Features/Bookings/Interface/BookingSource.swift"],
            "BookingsFeatureTests": ["Features/Bookings/Tests/BookingStoreTests.swift"],
            "ProfileFeature": ["Features/Profile/Sources/ProfileScreen.swift"],
            "ProfileFeatureInterface": ["Features/Profile/Interface/Account.swift"],
            "ProfileFeatureTesting": ["Features/Profile/Testing/AccountFixtures.swift"],
            "ProfileFeatureTests": ["Features/Profile/Tests/ProfileScreenTests.swift"],
            "ProfileFeatureExample": ["Features/Profile/Example/ProfileExampleApp.swift"],
            "ProfileSnapshots": ["Features/Profile/Snapshots/ProfileSnapshotTests.swift"],
            "DesignKit": ["Shared/DesignKit/Sources/HarborButton.swift"],
            "Networking": ["Shared/Networking/Sources/HarborClient.swift"],
        ])
        // Tuist's own files describe the projects; what no target compiles is named.
        let descriptions = Self.swiftFiles.filter { Self.read.buildSources.contains($0) }
        #expect(descriptions == [
            "App/Project.swift", "Features/Berths/Project.swift", "Features/Bookings/Project.swift", "Features/Profile/Project.swift",
            "Legacy/Project.swift", "Plugins/HarborModules/Plugin.swift", "Plugins/HarborModules/ProjectDescriptionHelpers/Modules.swift",
            "Plugins/HarborModules/ProjectDescriptionHelpers/TargetDependency+Modules.swift", "Shared/DesignKit/Project.swift",
            "Shared/Networking/Project.swift", "Tuist/Config.swift", "Tuist/ProjectDescriptionHelpers/Project+Feature.swift",
            "Tuist/ProjectDescriptionHelpers/Settings+Harbor.swift", "Tuist/ProjectDescriptionHelpers/Target+Module.swift",
            "Tuist/Templates/feature/feature.swift", "Workspace.swift",
        ])
        let compiled = Set(membership.values.joined()).union(descriptions)
        #expect(Self.swiftFiles.filter { !compiled.contains($0) } == [
            "Legacy/Sources/OldBooking.swift", "Shared/DesignKit/Sources/Legacy/OldButton.swift", "Shared/Networking/Sources/Mocks/MockClient.swift",
            "Tuist/Package.swift",
        ])
    }

    @Test func dependenciesWithTheirLines() {
        let dependencies = Self.targets.map { target in
            "\(target.name): " + target.dependencies.map { "\($0.reference)@\($0.position.file.map { "\($0):" } ?? "")\($0.position.line)" }.joined(separator: ", ")
        }
        #expect(dependencies == [
            "Harbor: project:Features/Berths/BerthsFeature@24, project:Features/Bookings/BookingsFeature@24, project:Features/Profile/ProfileFeature@24, "
                + "target:HarborWidget@25, project:Shared/Networking/Networking@26, external:Kingfisher@27, sdk:StoreKit@28",
            "HarborWidget: project:Features/Bookings/BookingsFeatureInterface@11",
            "HarborTests: target:Harbor@38",
            "BerthsFeature: target:BerthsFeatureInterface@5, project:Features/Bookings/BookingsFeatureInterface@8, project:Shared/DesignKit/DesignKit@9",
            "BerthsFeatureInterface: ",
            "BerthsFeatureTesting: target:BerthsFeatureInterface@5",
            "BerthsFeatureTests: target:BerthsFeature@5, sdk:XCTest@5",
            "BerthsFeatureExample: target:BerthsFeature@5",
            "BookingsFeature: target:BookingsFeatureInterface@5, project:Shared/Networking/Networking@7, project:Features/Profile/ProfileFeature@7",
            "BookingsFeatureInterface: ",
            "BookingsFeatureTests: target:BookingsFeature@5, sdk:XCTest@5",
            "ProfileFeature: target:ProfileFeatureInterface@5, project:Features/Bookings/BookingsFeatureInterface@8",
            "ProfileFeatureInterface: ",
            "ProfileFeatureTesting: target:ProfileFeatureInterface@5",
            "ProfileFeatureTests: target:ProfileFeature@5, sdk:XCTest@5",
            "ProfileFeatureExample: target:ProfileFeature@5",
            "ProfileSnapshots: target:ProfileFeature@20, sdk:XCTest@20",
            "DesignKit: ",
            "Networking: external:Telemetry@14, sdk:Network@15",
        ])
    }

    @Test func compilationConditionsFromTheSettings() {
        #expect(Self.targets.map { "\($0.name): \($0.defines?.joined(separator: " ") ?? "unknown")" }.filter { !$0.hasPrefix("Berths") && !$0.hasPrefix("Profile") } == [
            "Harbor: DEBUG", "HarborWidget: DEBUG", "HarborTests: DEBUG", "BookingsFeature: DEBUG HARBOR MOCKS", "BookingsFeatureInterface: DEBUG HARBOR MOCKS",
            "BookingsFeatureTests: DEBUG HARBOR MOCKS", "DesignKit: DEBUG", "Networking: DEBUG STAGING",
        ])
    }

    /// The project a static reading cannot follow says why, with its line, and names the files
    /// that fall back to the one-module default; the others read without a warning.
    @Test func whatCannotBeFollowedIsAWarning() {
        let legacy = Self.projects[4]
        #expect(legacy.targets.isEmpty)
        #expect(legacy.warnings.map { "\($0.position.line): \($0.message)" } == [
            "5: targets could not be read: `FileManager.default.contentsOfDirectory` depends on the machine",
        ])
        #expect(Self.projects.filter { $0.path != legacy.path }.allSatisfy { $0.warnings.isEmpty })
    }
}

extension TuistFixtureTests {
    /// Discovery on the walked tree: the same projects among the others (`Tuist/Package.swift` is a
    /// package), Tuist's files left out of the sources, and the files that fall back named.
    @Test func discoveryOfTheWalkedTree() {
        let walk = FileWalker().walk(root: Self.root)
        let folders = Set(walk.sources.map { RelativePath.parent(of: $0.path) })
        let result = ProjectDiscovery(workers: 2).read(walk, root: Self.root, existingFolders: folders)
        #expect(result.projects.map { "\($0.kind.rawValue) \($0.path)" } == [
            "tuist App/Project.swift", "tuist Features/Berths/Project.swift", "tuist Features/Bookings/Project.swift",
            "tuist Features/Profile/Project.swift", "tuist Legacy/Project.swift", "tuist Shared/DesignKit/Project.swift",
            "tuist Shared/Networking/Project.swift", "swiftpm Tuist/Package.swift",
        ])
        #expect(result.buildSources == Self.read.buildSources)
        let legacy = result.projects.first { $0.path == "Legacy/Project.swift" }
        #expect(legacy?.warnings.last?.message == "1 Swift file is in no target of this project and falls back to the one-module default: Legacy/Sources/OldBooking.swift")
        // Every file Tuist's reading depends on is an input of the lint, with its content hash.
        #expect(Set(result.inputs.map(\.path)).isSuperset(of: ["Tuist/Config.swift", "Tuist/ProjectDescriptionHelpers/Project+Feature.swift", "App/Project.swift"]))
    }
}

@Suite("Tuist among the other projects")
struct TuistDiscoveryTests {
    /// A project Tuist generated and the repository commits is left out: its targets are the
    /// `Project.swift`'s, read once.
    @Test func aCommittedGeneratedProjectIsLeftOut() {
        let tuist = Project(kind: .tuist, path: "App/Project.swift", directory: "App", name: "Shop")
        let xcode = Project(kind: .xcode, path: "App/Shop.xcodeproj/project.pbxproj", directory: "App", name: "Shop")
        #expect(ProjectDiscovery.generatedProjects([tuist, xcode]) == ["App/Shop.xcodeproj/project.pbxproj": "App/Project.swift"])
    }
}
