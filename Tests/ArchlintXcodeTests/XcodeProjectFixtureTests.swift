import ArchlintProject
import Testing
@testable import ArchlintXcode

@Suite("Xcode projects: the fixture repositories")
struct XcodeProjectFixtureTests {
    @Test func classicGroupsAppFrameworkWidgetAndTests() {
        let fixture = XcodeFixture("xcode-classic")
        let project = fixture.project("Shop.xcodeproj/project.pbxproj")
        #expect(project.kind == .xcode)
        #expect(project.directory == "")
        #expect(project.name == "Shop")
        #expect(project.warnings.isEmpty)
        #expect(summary(project) == [
            "Shop(Shop_App app application)@284: target:ShopKit@434, target:ShopWidgetExtension@439 [platformFilter = ios], "
                + "product:Kingfisher@kingfisher@642, product:Analytics@analytics@647, external:Charts@15",
            "ShopKit(ShopKit library framework)@305: ",
            "ShopWidgetExtension(ShopWidgetExtension appExtension app-extension)@321: sdk:WidgetKit@24, sdk:SwiftUI@25 [platformFilter = ios]",
            "ShopTests(ShopTests test bundle.unit-test)@338: target:Shop@445",
        ])
        #expect(fixture.members(of: project) == [
            // A SOURCE_ROOT file, nested groups with paths, and the file the widget shares.
            "Shop": ["Generated/Secrets.swift", "Shop/App/ShopApp.swift", "Shop/App/Views/CartView.swift", "Shop/Shared/Formatting.swift"],
            // Product.swift sits in a group without a path: relative to its parent group's folder.
            "ShopKit": ["ShopKit/Sources/Cart.swift", "ShopKit/Sources/Product.swift"],
            "ShopWidgetExtension": ["Shop/Shared/Formatting.swift", "Widget/ShopWidget.swift"],
            "ShopTests": ["ShopTests/CartTests.swift"],
        ])
        #expect(project.packages == [
            PackageReference(kind: .url, location: "https://github.com/onevcat/Kingfisher.git", requirement: "from: 8.1.0", position: .init(line: 631, column: 3)),
            PackageReference(kind: .path, location: "Packages/Analytics", position: .init(line: 624, column: 3)),
        ])
        let app = project.target(named: "Shop")!
        // Project-level DEBUG through `$(inherited)`, STAGING from the array, BETA from `-D`; not the `-Xcc` define.
        #expect(app.defines == ["DEBUG", "STAGING", "BETA"])
        #expect(app.defaultIsolationMainActor)
        #expect(project.target(named: "ShopKit")?.defines == ["DEBUG"])
        #expect(project.target(named: "ShopKit")?.defaultIsolationMainActor == false)
        // The widget's configurations are based on an .xcconfig: its flags over the project's.
        #expect(project.target(named: "ShopWidgetExtension")?.defines == ["DEBUG", "WIDGET"])
        // SDKROOT, set for the project, is each target's platform.
        #expect(project.targets.map { $0.platforms ?? [] } == [["iOS"], ["iOS"], ["iOS"], ["iOS"]])
    }

    @Test func synchronizedFoldersWithExceptionsBothWays() {
        let fixture = XcodeFixture("xcode-synchronized")
        let project = fixture.project("Notes.xcodeproj/project.pbxproj")
        #expect(summary(project) == [
            "Notes(Notes app application)@270: target:NotesKit@440, target:NotesWidgetExtension@445, "
                + "target:NotesWatch@450 [platformFilters = (ios, xros)]",
            "NotesKit(NotesCore library framework)@291: product:Collections@swift-collections@655",
            "NotesWidgetExtension(NotesWidgetExtension appExtension app-extension)@313: target:NotesKit@14",
            "NotesWatch(Notes_Watch app application.watchapp2)@331: ",
            "NotesTests(NotesTests test bundle.unit-test)@350: target:Notes@459",
        ])
        #expect(fixture.members(of: project) == [
            // Not Debug/ (a folder exception), PreviewData.swift (a file exception) or Templates/ (an explicit folder).
            "Notes": ["Notes/Intents/NoteEntity.swift", "Notes/NotesApp.swift", "Notes/Views/NoteList.swift"],
            "NotesKit": ["Shared/Note.swift", "Shared/Store.swift"],
            // NoteEntity.swift comes from the app's folder through an exception naming the widget.
            "NotesWidgetExtension": ["Notes/Intents/NoteEntity.swift", "NotesWidget/NotesWidget.swift"],
            // The folder sits in a group with a path (Watch/); Clock.swift comes from a folder no target lists.
            "NotesWatch": ["Standalone/Helpers/Clock.swift", "Watch/NotesWatch/NotesWatchApp.swift"],
            "NotesTests": ["NotesTests/NotesTests.swift"],
        ])
        #expect(project.target(named: "Notes")?.defaultIsolationMainActor == true)
        #expect(project.target(named: "Notes")?.defines == ["DEBUG"])
        #expect(project.target(named: "Notes")?.platforms == ["iOS"])
        #expect(project.target(named: "NotesWatch")?.platforms == ["watchOS"])
        #expect(project.packages.map(\.requirement) == ["exact: 1.1.4"])
        #expect(project.warnings.isEmpty)
    }

    @Test func crossProjectDependenciesAndLocalPackages() {
        let fixture = XcodeFixture("xcode-workspace")
        let travel = fixture.project("App/Travel.xcodeproj/project.pbxproj")
        #expect(travel.directory == "App")
        #expect(summary(travel) == [
            "Travel(Travel app application)@116: project:Legacy/LegacyUI@184, product:TravelKit@travelkit@257, "
                + "product:Booking@booking@262, sdk:MapKit@15 [platformFilters = (ios, maccatalyst)]",
        ])
        #expect(travel.packages.map(\.location) == ["../Packages/TravelKit", "../Packages/Booking"])
        #expect(fixture.members(of: travel) == ["Travel": ["App/Travel/TravelApp.swift", "App/Travel/TripList.swift"]])
        let legacy = fixture.project("Legacy/Legacy.xcodeproj/project.pbxproj")
        #expect(summary(legacy) == ["LegacyUI(LegacyUI library framework)@56: "])
        #expect(fixture.members(of: legacy) == ["LegacyUI": ["Legacy/LegacyUI/BannerView.swift"]])
    }

    @Test func workspaceReferences() {
        let fixture = XcodeFixture("xcode-workspace")
        let path = "Travel.xcworkspace/contents.xcworkspacedata"
        let workspace = XcodeWorkspaceReader().read(path: path, source: fixture.bytes(path))
        #expect(workspace.projects == ["App/Travel.xcodeproj", "Legacy/Legacy.xcodeproj"])
        #expect(workspace.otherReferences == ["Packages/TravelKit", "Packages/Booking"])
        #expect(workspace.warnings.map(\.position.line) == [21])
        #expect(workspace.warnings.first?.message.contains("absolute:/Users/someone/Elsewhere/Tools.xcodeproj") == true)
    }

    /// Every prefix of every fixture project (cut at each 100th byte) is read without a crash, and
    /// a cut file always says where reading stopped.
    @Test func truncatedProjectsNeverCrash() {
        for (name, path) in [("xcode-classic", "Shop.xcodeproj/project.pbxproj"), ("xcode-synchronized", "Notes.xcodeproj/project.pbxproj")] {
            let bytes = XcodeFixture(name).bytes(path)
            #expect(bytes.count > 10_000)
            for end in stride(from: 0, to: bytes.count - 2, by: 100) {
                let project = XcodeProjectReader().read(path: path, source: Array(bytes[..<end]))
                #expect(project.warnings.contains { $0.message.contains("cannot be read") && $0.position.line > 0 }, "cut at \(end)")
            }
        }
    }
}
