@testable import ArchlintDiscovery
import ArchlintProject
import Testing

@Suite("Projects generated from XcodeGen specs")
struct GeneratedProjectTests {
    @Test func theXcodeProjectBesideASpecOfItsNameIsGenerated() {
        let spec = Project(kind: .xcodegen, path: "App/project.yml", directory: "App", name: "Shop")
        let unnamed = Project(kind: .xcodegen, path: "Other/project.yml", directory: "Other")
        let xcode = Project(kind: .xcode, path: "App/Shop.xcodeproj/project.pbxproj", directory: "App", name: "Shop")
        #expect(ProjectDiscovery.generatedProjects([spec, unnamed, xcode]) == ["App/Shop.xcodeproj/project.pbxproj": "App/project.yml"])
    }
}
