@testable import ArchlintDiscovery
import ArchlintManifest
import ArchlintProject
import Testing

@Suite("Files mapped to targets")
struct ProjectMapTests {
    /// The module of every path, with the packages given as `Package.swift` texts by folder.
    func modules(packages: [String: String], files: [String], rootName: String = "Repo") -> [String: [String]] {
        var folders = Set<String>()
        for path in files {
            var folder = RelativePath.parent(of: path)
            while !folder.isEmpty, folders.insert(folder).inserted { folder = RelativePath.parent(of: folder) }
        }
        let projects = packages.keys.sorted().map { folder in
            SwiftPMLayout.project(
                ManifestReader().read(path: RelativePath.join(folder, "Package.swift"), text: packages[folder]!), existingFolders: folders)
        }
        let map = ProjectMap(projects: projects, rootName: rootName)
        return Dictionary(uniqueKeysWithValues: files.map { path in
            let assignment = map.assignment(for: path)
            return (path, assignment.isInTarget ? assignment.targets.map(\.module) : ["(\(assignment.module))"])
        })
    }

    @Test func aLoneTargetMayHaveItsFilesDirectlyInSources() {
        let files = ["Sources/main.swift", "Sources/Commands/Run.swift", "Tests/RunTests.swift"]
        let manifest = { (version: String) in
            """
            // swift-tools-version:\(version)
            import PackageDescription
            let package = Package(name: "tool", targets: [
                .executableTarget(name: "tool"),
                .testTarget(name: "toolTests", dependencies: ["tool"]),
            ])
            """
        }
        #expect(modules(packages: ["": manifest("5.9")], files: files) == [
            "Sources/main.swift": ["tool"], "Sources/Commands/Run.swift": ["tool"], "Tests/RunTests.swift": ["toolTests"],
        ])
        // Before 5.9 SwiftPM wants Sources/tool: these files are in no target.
        #expect(modules(packages: ["": manifest("5.8")], files: files) == [
            "Sources/main.swift": ["(Repo)"], "Sources/Commands/Run.swift": ["(Repo)"], "Tests/RunTests.swift": ["(Repo)"],
        ])
    }

    @Test func twoTargetsSharingSourcesNeedTheirOwnFolders() {
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B"), .target(name: "My-Tool", path: ".", sources: ["Tool"])])
            """
        #expect(modules(packages: ["": manifest], files: ["Sources/loose.swift", "Sources/A/a.swift", "Tool/t.swift"]) == [
            "Sources/loose.swift": ["(Repo)"], "Sources/A/a.swift": ["A"], "Tool/t.swift": ["My_Tool"],
        ])
    }

    @Test func nestedPackagesOwnTheirFoldersAndTheInnermostTargetFolderWins() {
        let root = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Root", targets: [.target(name: "All", path: "."), .target(name: "Inner", path: "Lib/Inner")])
            """
        let nested = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Nested", targets: [.target(name: "NestedKit", path: "Sources")])
            """
        #expect(modules(packages: ["": root, "Packages/Nested": nested], files: [
            "Lib/a.swift", "Lib/Inner/b.swift", "Packages/Nested/Sources/c.swift", "Packages/Nested/Demo/d.swift",
        ]) == [
            "Lib/a.swift": ["All"], "Lib/Inner/b.swift": ["Inner"], "Packages/Nested/Sources/c.swift": ["NestedKit"],
            "Packages/Nested/Demo/d.swift": ["(Nested)"],
        ])
    }

    @Test func aFileSeveralTargetsCompileBelongsToEachLibraryFirstTestsLast() {
        var project = Project(kind: .xcode, path: "App.xcodeproj/project.pbxproj", directory: "")
        let at = ProjectPosition(line: 1, column: 1)
        project.targets = [
            ProjectTarget(name: "Widget", kind: .appExtension, productType: "app-extension", sources: SourceSelection(include: [.folder("Widget"), .file("Shared/Model.swift")]), position: at),
            ProjectTarget(name: "My App", kind: .app, productType: "application", sources: SourceSelection(include: [.folder("App"), .folder("Shared")], exclude: [.file("Shared/Preview.swift")]), position: at),
            ProjectTarget(name: "AppTests", kind: .test, productType: "unit-test", sources: SourceSelection(include: [.glob("**/*Tests.swift")]), position: at),
        ]
        let map = ProjectMap(projects: [project], rootName: "Repo")
        #expect(map.assignment(for: "Shared/Model.swift").targets.map(\.module) == ["My_App", "Widget"])
        #expect(map.assignment(for: "Shared/Preview.swift").module == "Repo")
        #expect(map.assignment(for: "Widget/Timeline.swift").targets.map(\.target) == ["Widget"])
        #expect(map.assignment(for: "App/Deep/ModelTests.swift").targets.map(\.module) == ["My_App", "AppTests"])
        #expect(map.assignment(for: "Scripts/gen.swift").isInTarget == false)
    }

    /// A library's repository is often named after its target: the files no target compiles
    /// (`Tests/LinuxMain.swift`, scripts) must not join the library's module.
    @Test func filesOutsideTargetsNeverJoinATargetOfTheSameName() {
        let manifest = """
            // swift-tools-version:5.0
            import PackageDescription
            let package = Package(name: "Files", targets: [
                .target(name: "Files", path: "Sources"),
                .testTarget(name: "FilesTests", dependencies: ["Files"]),
            ])
            """
        let files = ["Sources/Files.swift", "Tests/FilesTests/FilesTests.swift", "Tests/LinuxMain.swift"]
        #expect(modules(packages: ["": manifest], files: files, rootName: "Files") == [
            "Sources/Files.swift": ["Files"], "Tests/FilesTests/FilesTests.swift": ["FilesTests"], "Tests/LinuxMain.swift": ["(Files (no target))"],
        ])
        #expect(modules(packages: ["": manifest], files: files, rootName: "files-repo")["Tests/LinuxMain.swift"] == ["(files-repo)"])
    }

    @Test func withoutAnyProjectTheWholeTreeIsOneModule() {
        let map = ProjectMap(projects: [], rootName: "Shelf")
        for path in ["App/ShelfApp.swift", "Core/Network/Endpoint.swift", "Features/Books/BookListView.swift", "Root.swift"] {
            #expect(map.assignment(for: path) == ModuleAssignment(module: "Shelf"))
        }
    }

    @Test func targetNamesBecomeModuleNames() {
        #expect(ProjectTarget.moduleName(of: "swift-openapi-generator") == "swift_openapi_generator")
        #expect(ProjectTarget.moduleName(of: "2D Engine") == "_2D_Engine")
        #expect(ProjectTarget.moduleName(of: "Core") == "Core")
    }

    @Test func aGlobIsAnchoredAtItsLiteralFolder() {
        #expect(ProjectMap.literalFolder(of: "Features/Home/Sources/**/*.swift") == "Features/Home/Sources")
        #expect(ProjectMap.literalFolder(of: "./Sources/*.swift") == "Sources")
        #expect(ProjectMap.literalFolder(of: "**/*.swift") == "")
        #expect(ProjectMap.literalFolder(of: "Modules/{A,B}/Sources/**") == "Modules")
    }
}
