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
            "Custom/KitSources/Old/C.swift": tree.name,
            "Tests/CoreTests/ATests.swift": "CoreTests",
            "Modules/Feature/Sources/F.swift": "FeatureKit",
            "Modules/Feature/Examples/Demo.swift": "Feature",
            "MyApp/App/MyApp.swift": tree.name,
        ])
        #expect(repository.manifests.map(\.path) == ["Modules/Feature/Package.swift", "Package.swift"])
        #expect(repository.files.map(\.path) == repository.files.map(\.path).sorted())
    }

    @Test func aSymlinkLoopIsAWarningAndABinaryFileAnError() throws {
        let tree = try TemporaryTree(["App/Good.swift": "struct Good {}"])
        try tree.link("App/Loop", to: tree.path("App"))
        try tree.write("App/Image.swift", bytes: [0x89, 0x50, 0x4E, 0x47] + Array(repeating: 0, count: 64))
        let repository = RepositoryReader(workers: 1).read(root: tree.root)
        let paths = repository.files.map(\.path)
        #expect(paths.contains("App/Good.swift"))
        #expect(!paths.contains("App/Image.swift"))
        let messages = repository.diagnostics.map(\.formatted)
        // Eight NUL bytes in a comment must not hide a file from the gate: not checked is an error.
        #expect(messages.contains("App/Image.swift: error: binary file (NUL bytes near its start), so it is not checked"))
        #expect(messages.contains("App/Loop: warning: symbolic link loop or repeated directory skipped"))
    }

    /// Folders are read on all cores breadth first, then walked depth first in name order: a
    /// folder reached by a link (met first breadth first) and by its own path (met first depth
    /// first) is walked by its own path, its link skipped, as a walk reading one folder at a time.
    @Test func aFolderReachedTwiceIsWalkedWhereDepthFirstMeetsItFirst() throws {
        let tree = try TemporaryTree([
            "A/Deep/Real/Inner/Leaf.swift": "struct Leaf {}",
            "A/Deep/Real/Top.swift": "struct Top {}",
            "B.swift": "struct B {}",
        ])
        try tree.link("Z", to: tree.path("A/Deep/Real"))
        let repository = RepositoryReader(workers: 2).read(root: tree.root)
        #expect(repository.files.map(\.path) == ["A/Deep/Real/Inner/Leaf.swift", "A/Deep/Real/Top.swift", "B.swift"])
        #expect(repository.diagnostics.map(\.formatted) == ["Z: warning: symbolic link loop or repeated directory skipped"])
    }

    @Test func outputIsIdenticalWhateverTheNumberOfWorkers() throws {
        var files: [String: String] = ["Package.swift": "import PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"M\")])"]
        for index in 0..<200 { files["Sources/M/File\(index).swift"] = "import Foundation\nstruct Type\(index): Codable { let value = \(index) }" }
        let tree = try TemporaryTree(files)
        let dumps = try [1, 2, 8].map { jobs in
            var request = DumpRequest(root: tree.root)
            request.reading.jobs = jobs
            return String(decoding: try request.run().json, as: UTF8.self)
        }
        #expect(dumps[0] == dumps[1] && dumps[1] == dumps[2])
        #expect(dumps[0].contains("\"module\": \"M\""))
    }
}

/// `--evaluate-manifests` asks SwiftPM (it needs `swift` on PATH, as `swift test` has).
@Suite("Manifests evaluated by SwiftPM")
struct EvaluatedManifestTests {
    static let hasSwift = runTool("swift", ["--version"])?.status == 0

    /// Target names taken from the file system: the static reader cannot know them, SwiftPM can.
    static let computedTargets = """
        // swift-tools-version:5.9
        import PackageDescription
        import Foundation

        let features = (try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/Sources"))?
            .filter { $0.hasSuffix("Feature") }.sorted() ?? []
        let package = Package(
            name: "App",
            targets: [
                .target(name: "Core"),
            ] + features.map { .target(name: $0, dependencies: ["Core"]) }
        )
        """

    /// The packages of a dump without references, its manifests read statically or by SwiftPM.
    static func packages(_ root: String, evaluated: Bool) throws -> [[String: Any]] {
        var request = DumpRequest(root: root)
        request.includeReferences = false
        request.reading.evaluateManifests = evaluated
        let json = try JSONSerialization.jsonObject(with: Data(try request.run().json)) as! [String: Any]
        return json["packages"] as! [[String: Any]]
    }

    @Test(.enabled(if: hasSwift, "needs the swift toolchain on PATH"))
    func swiftPMFollowsWhatTheStaticReaderCannot() throws {
        let temporaryBefore = Set(try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()))
        let tree = try TemporaryTree([
            "Package.swift": Self.computedTargets,
            "Sources/Core/Core.swift": "public struct User {}",
            "Sources/LoginFeature/Login.swift": "import Core",
            "Sources/ProfileFeature/Profile.swift": "import Core\nimport LoginFeature",
        ])
        let statically = try Self.packages(tree.root, evaluated: false)[0]
        #expect((statically["targets"] as! [[String: Any]]).map { $0["name"] as! String } == ["Core"])
        #expect(!(statically["warnings"] as! [Any]).isEmpty)

        let evaluated = try Self.packages(tree.root, evaluated: true)[0]
        let targets = evaluated["targets"] as! [[String: Any]]
        #expect(targets.map { $0["name"] as! String } == ["Core", "LoginFeature", "ProfileFeature"])
        #expect(targets.map { $0["dependencies"] as! [String] } == [[], ["byName:Core"], ["byName:Core"]])
        #expect(targets.map { $0["line"] as! Int } == [10, 1, 1], "Core keeps its line; computed targets point at the manifest")
        #expect((evaluated["warnings"] as! [Any]).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: tree.path(".build/manifest.db")) && !FileManager.default.fileExists(atPath: tree.path(".swiftpm")))

        // The module graph follows: ProfileFeature imports LoginFeature without declaring it.
        try tree.write(".archlint.json", "{ rules: { 'declared': { kind: 'declared-dependencies' } } }")
        var lint = LintRequest(root: tree.root)
        lint.reading.evaluateManifests = true
        lint.cache = .disabled
        let output = String(decoding: try lint.run().rendered(.text), as: UTF8.self)
        #expect(output.contains("Sources/ProfileFeature/Profile.swift:2:1: error:") && output.contains("LoginFeature"), "\(output)")

        // SwiftPM leaves a lock file named after the package's folder (archlint's scratch folder)
        // and a `TemporaryDirectory.*` folder in its temporary folder, one set per run; none may
        // outlive the evaluation. Only the lock file is ours by name: other SwiftPM processes on
        // the machine (a build next to the tests) make `TemporaryDirectory.*` folders too, and
        // another test's scratch folder may exist meanwhile.
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())).subtracting(temporaryBefore)
        #expect(left.filter { $0.contains("archlint-dump-package-") && !$0.hasPrefix("archlint-dump-package-") }.isEmpty, "\(left.sorted())")
    }

    @Test(.enabled(if: hasSwift, "needs the swift toolchain on PATH"))
    func aManifestSwiftPMCannotLoadIsReadStaticallyWithAWarning() throws {
        let tree = try TemporaryTree([
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"Core\")])\nthis is not Swift\n",
            "Sources/Core/Core.swift": "struct Core {}",
        ])
        let package = try Self.packages(tree.root, evaluated: true)[0]
        #expect((package["targets"] as! [[String: Any]]).map { $0["name"] as! String } == ["Core"])
        let warning = try #require((package["warnings"] as! [[String: Any]]).first)
        // The compiler's first error, where it points (its wording is the compiler's).
        let message = try #require(warning["message"] as? String)
        #expect(message.hasPrefix("swift package dump-package could not evaluate this manifest (") && message.hasSuffix("); it was read statically"))
        #expect(!message.contains("compiled with"), "\(message)")
        #expect(warning["line"] as? Int == 4)
    }
}

@Suite("Module maps")
struct ModuleMapTests {
    /// A system library or C target is imported by the module its `module.modulemap` declares.
    @Test func cModulesAreImportedByTheNameTheirModuleMapDeclares() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Z", targets: [
                    .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
                    .target(name: "CShims"),
                    .target(name: "Compression", dependencies: ["CZlib", "CShims"]),
                ])
                """,
            "Sources/CZlib/module.modulemap": "module zlibLinux [system] {\n    header \"shim.h\"\n    link \"z\"\n}\n",
            "Sources/CShims/include/module.modulemap": "// the shims\nmodule CShimsModule {\n  header \"shims.h\"\n  explicit module Sub { }\n}\n",
            "Sources/CShims/shims.c": "",
            "Sources/Compression/Inflate.swift": "import zlibLinux\nimport CShimsModule\nstruct Inflate {}",
            ".archlint.json": "{ rules: { deps: { kind: 'declared-dependencies' } } }",
        ])
        var request = LintRequest(root: tree.root)
        request.cache = .disabled
        let result = try request.run()
        #expect(result.findings.map(\.message) == [])
        let dump = String(decoding: try DumpRequest(root: tree.root).run().json, as: UTF8.self)
        #expect(dump.contains(#""module": "zlibLinux""#) && dump.contains(#""module": "CShimsModule""#))
    }
}
