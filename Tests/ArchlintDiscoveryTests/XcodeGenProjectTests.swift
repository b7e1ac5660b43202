@testable import ArchlintDiscovery
import ArchlintProject
import Testing

@Suite("XcodeGen specs among the projects")
struct XcodeGenProjectTests {
    @Test func theXcodeProjectBesideASpecOfItsNameIsGenerated() {
        let spec = Project(kind: .xcodegen, path: "App/project.yml", directory: "App", name: "Shop")
        let unnamed = Project(kind: .xcodegen, path: "Other/project.yml", directory: "Other")
        let xcode = Project(kind: .xcode, path: "App/Shop.xcodeproj/project.pbxproj", directory: "App", name: "Shop")
        #expect(ProjectDiscovery.generatedProjects([spec, unnamed, xcode]) == ["App/Shop.xcodeproj/project.pbxproj": "App/project.yml"])
    }

    @Test func aSpecFoundByAnotherNameThatASpecIncludesIsAFragment() {
        var main = Project(kind: .xcodegen, path: "project-pm.yml", directory: "", name: "PM")
        main.inputs = ["project-common.yml", "Sub/project.yml"]
        let common = Project(kind: .xcodegen, path: "project-common.yml", directory: "", name: "Common")
        let sub = Project(kind: .xcodegen, path: "Sub/project.yml", directory: "Sub", name: "Sub")
        let other = Project(kind: .xcodegen, path: "Other/Other.yml", directory: "Other", name: "Other")
        #expect(ProjectDiscovery.includedFragments([main, common, sub, other]) == ["project-common.yml"])
    }
}
