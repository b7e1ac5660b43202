import ArchlintKit
import Foundation
import Testing

@Suite("Repository discovery")
struct RepositoryReaderTests {
    @Test func filesMapToTargetsOfNestedPackagesAndPathOverrides() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Root", targets: [
                    .target(name: "Core"),
                    .target(name: "Kit", path: "Custom/KitSources", exclude: ["Old"]),
                    .testTarget(name: "CoreTests", dependencies: ["Core"]),
                ])
                """,
            "Sources/Core/A.swift": "struct A {}",
            "Custom/KitSources/B.swift": "struct B {}",
            "Custom/KitSources/Old/C.swift": "struct C {}",
            "Tests/CoreTests/ATests.swift": "@testable import Core",
            "Modules/Feature/Package.swift": """
                import PackageDescription
                let package = Package(name: "Feature", targets: [.target(name: "FeatureKit", path: "Sources")])
                """,
            "Modules/Feature/Sources/F.swift": "struct F {}",
            "Modules/Feature/Examples/Demo.swift": "struct Demo {}",
            "MyApp/App/MyApp.swift": "struct MyApp {}",
            ".build/checkouts/X/Y.swift": "struct Ignored {}",
            "Pods/Z.swift": "struct IgnoredToo {}",
            // Code steps of a DocC tutorial and playground pages belong to no target.
            "Sources/Core/Core.docc/Resources/tutorial.step1.swift": "import Kit",
            "Demo.playground/Contents.swift": "import Core",
        ])
        let repository = RepositoryReader(workers: 2).read(root: tree.root)
        let modules = Dictionary(uniqueKeysWithValues: repository.files.map { ($0.path, $0.module.module) })
        #expect(modules == [
            "Sources/Core/A.swift": "Core",
            "Custom/KitSources/B.swift": "Kit",
            "Custom/KitSources/Old/C.swift": "Custom",
            "Tests/CoreTests/ATests.swift": "CoreTests",
            "Modules/Feature/Sources/F.swift": "FeatureKit",
            "Modules/Feature/Examples/Demo.swift": "Examples",
            "MyApp/App/MyApp.swift": "MyApp",
        ])
        #expect(repository.manifests.map(\.path) == ["Modules/Feature/Package.swift", "Package.swift"])
        #expect(repository.files.map(\.path) == repository.files.map(\.path).sorted())
    }

    @Test func symlinkLoopsBinaryAndUnreadableFilesAreSkippedWithWarnings() throws {
        let tree = try TemporaryTree(["App/Good.swift": "struct Good {}"])
        try tree.link("App/Loop", to: tree.path("App"))
        try tree.write("App/Image.swift", bytes: [0x89, 0x50, 0x4E, 0x47] + Array(repeating: 0, count: 64))
        try tree.write("App/Locked.swift", "struct Locked {}")
        chmod(tree.path("App/Locked.swift"), 0)
        defer { chmod(tree.path("App/Locked.swift"), 0o644) }
        let repository = RepositoryReader(workers: 1).read(root: tree.root)
        let paths = repository.files.map(\.path)
        #expect(paths.contains("App/Good.swift"))
        #expect(!paths.contains("App/Image.swift"))
        let messages = repository.diagnostics.map { "\($0.file ?? ""): \($0.message)" }
        #expect(messages.contains("App/Image.swift: binary file skipped"))
        #expect(messages.contains { $0.hasPrefix("App/Loop") && $0.contains("loop") })
        if getuid() != 0 {  // root can read anything
            #expect(messages.contains { $0.hasPrefix("App/Locked.swift: unreadable file skipped") })
        }
    }

    @Test func outputIsIdenticalWhateverTheNumberOfWorkers() throws {
        var files: [String: String] = ["Package.swift": "import PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"M\")])"]
        for index in 0..<200 { files["Sources/M/File\(index).swift"] = "import Foundation\nstruct Type\(index): Codable { let value = \(index) }" }
        let tree = try TemporaryTree(files)
        let one = ArchlintCLI.capture(["dump", tree.root, "--jobs", "1"])
        let two = ArchlintCLI.capture(["dump", tree.root, "--jobs", "2"])
        let eight = ArchlintCLI.capture(["dump", tree.root, "--jobs", "8"])
        #expect(one.status == 0)
        #expect(one.output == two.output && two.output == eight.output)
        #expect(one.output.contains("\"module\": \"M\""))
    }
}
