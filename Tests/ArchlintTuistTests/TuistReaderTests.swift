import ArchlintDiscovery
import ArchlintProject
import Testing

/// Reads the Tuist projects of a tree given in memory (path → text).
private func read(_ files: [String: String]) -> (projects: [Project], buildSources: Set<String>) {
    let result = ProjectDiscovery.readTuistProjects(swiftFiles: files.keys.filter { $0.hasSuffix(".swift") }.sorted()) { files[$0].map { Array($0.utf8) } }
    return (result.projects.sorted { $0.path < $1.path }, result.buildSources)
}

/// `Target(kind): dependency@line, …` per target of the first project.
private func summary(_ files: [String: String]) -> [String] {
    (read(files).projects.first?.targets ?? []).map { target in
        "\(target.name)(\(target.productType))@\(target.position.line): "
            + target.dependencies.map { "\($0.reference)@\($0.position.file.map { "\($0):" } ?? "")\($0.position.line)" }.joined(separator: ", ")
    }
}

private func warnings(_ files: [String: String]) -> [String] {
    (read(files).projects.first?.warnings ?? []).map { "\($0.file.map { "\($0):" } ?? "")\($0.position.line): \($0.message)" }
}

private let header = "import ProjectDescription\nimport ProjectDescriptionHelpers\n"

@Suite("Tuist projects, read statically")
struct TuistReaderTests {
    @Test func everyTargetAndDependencyFormOfTuist3And4() {
        let project = header + """
            let project = Project(
                name: "Shop",
                packages: [.remote(url: "https://github.com/onevcat/Kingfisher", requirement: .upToNextMajor(from: "8.0.0")), .local(path: "../Kit")],
                targets: [
                    .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "shop", sources: ["Sources/**"], dependencies: [
                        .target(name: "Models"),
                        .project(target: "Kit", path: "../Kit"),
                        .project(target: "Core", path: .relativeToRoot("Core")),
                        .external(name: "Alamofire", condition: .when([.ios])),
                        .package(product: "Kingfisher"),
                        .sdk(name: "StoreKit", type: .framework),
                        .xcframework(path: "Vendor/Charts.xcframework"),
                        .framework(path: "Vendor/Legacy.framework"),
                        .library(path: "Vendor/libz.a", publicHeaders: "Vendor/include", swiftModuleMap: nil),
                        .bundle(path: "Vendor/Assets.bundle"),
                        .xctest,
                    ]),
                    Target(name: "Models", platform: .iOS, product: .staticLibrary, productName: "ShopModels", bundleId: "models", sources: "Models/**"),
                    .target(name: "ShopTests", destinations: .iOS, product: .unitTests, bundleId: "tests", sources: nil, dependencies: [.target(name: "Shop")]),
                ]
            )
            """
        let files = ["App/Project.swift": project]
        #expect(summary(files) == [
            "Shop(app)@7: target:Models@8, project:Kit/Kit@9, project:Core/Core@10, external:Alamofire@11, product:Kingfisher@@12, sdk:StoreKit@13, "
                + "external:Charts@14, external:Legacy@15, external:z@16, sdk:XCTest@18",
            "Models(staticLibrary)@20: ",
            "ShopTests(unitTests)@21: target:Shop@21",
        ])
        let read = read(files).projects[0]
        #expect(read.warnings.isEmpty, "\(read.warnings)")
        #expect(read.targets.map(\.moduleName) == ["Shop", "ShopModels", "ShopTests"])
        #expect(read.targets.map(\.sources.include) == [[.glob("App/Sources/**")], [.glob("App/Models/**")], []])
        #expect(read.targets[0].dependencies[3].condition == ".when([.ios])")
        #expect(read.packages.map { "\($0.kind.rawValue) \($0.location) \($0.requirement ?? "-")" } == [
            "url https://github.com/onevcat/Kingfisher .upToNextMajor(from: \"8.0.0\")", "path ../Kit -",
        ])
    }

    /// Helpers across files: enums of modules with raw values and `CaseIterable`, computed
    /// properties with `switch`, protocol extensions with `Self`, static function references, key
    /// paths, a result builder, generics bound by an argument, string interpolation.
    @Test func helpersOfRealRepositoriesAreFollowed() {
        let files = [
            "Tuist/ProjectDescriptionHelpers/Modules.swift": """
                import ProjectDescription

                public protocol Modulable: CaseIterable {}
                extension Modulable where Self: RawRepresentable, Self.RawValue == String {
                    public var path: String { "Modules/\\(Self.self)/\\(rawValue)" }
                }
                public enum Core: String, Modulable { case Network, Storage }
                public enum Feature: String, Modulable { case Home, Search }

                extension Feature {
                    var interface: String { "\\(rawValue)Interface" }
                    var target: Target {
                        switch self {
                        case .Home: .target(name: rawValue, destinations: .iOS, product: .framework, bundleId: "h", sources: "\\(rawValue)/**")
                        case .Search: .target(name: rawValue, destinations: .iOS, product: .staticFramework, bundleId: "s", sources: ["\\(rawValue)/**"])
                        }
                    }
                }

                extension TargetDependency {
                    static func core(_ module: Core) -> Self { .project(target: module.rawValue, path: .relativeToRoot(module.path)) }
                    static func root<T: Modulable>(_ type: T.Type) -> [TargetDependency] {
                        T.allCases.map { .project(target: "\\(String(describing: T.self))\\($0)", path: .relativeToRoot("Modules")) }
                    }
                }

                extension Array {
                    static func build(@ArrayBuilder<Element> _ builder: () -> [Element]) -> [Element] { Array(builder()) }
                }

                @resultBuilder
                public struct ArrayBuilder<Element> {
                    public static func buildPartialBlock(first: Element) -> [Element] { [first] }
                }
                """,
            "Project.swift": header + """
                let app: Target = .target(
                    name: "App", destinations: .iOS, product: .app, bundleId: "app", sources: ["App/**"],
                    dependencies: .build {
                        Core.allCases.map(TargetDependency.core)
                        TargetDependency.root(Feature.self)
                        if Feature.allCases.count > 1 {
                            TargetDependency.external(name: "Many")
                        } else {
                            TargetDependency.external(name: "Few")
                        }
                        for feature in Feature.allCases where feature != .Home {
                            TargetDependency.target(name: feature.interface)
                        }
                    }
                )
                let project = Project(name: "App", targets: [app] + Feature.allCases.map(\\.target))
                """,
        ]
        #expect(warnings(files) == [])
        #expect(summary(files) == [
            "App(app)@4: project:Modules/Core/Network/Network@6, project:Modules/Core/Storage/Storage@6, project:Modules/FeatureHome@7, "
                + "project:Modules/FeatureSearch@7, external:Many@9, target:SearchInterface@14",
            "Home(framework)@18: ", "Search(staticFramework)@18: ",
        ])
        #expect(read(files).projects[0].targets.map(\.sources.include) == [[.glob("App/**")], [.glob("Home/**")], [.glob("Search/**")]])
        #expect(read(files).buildSources == ["Project.swift", "Tuist/ProjectDescriptionHelpers/Modules.swift"])
    }

    /// `.name` means a member of the type the argument expects: `product: .app` is `Product.app`
    /// although a helper declares a static `app`, `.Package.kit` is the nested type of
    /// `TargetDependency` though `Package` is extended too, an enum payload expects its declared
    /// type, `.init` makes the annotated type, and a type alias names its type.
    @Test func membersAreLookedUpInTheTypeTheArgumentExpects() {
        let files = [
            "Tuist/ProjectDescriptionHelpers/Dependencies.swift": """
                import ProjectDescription
                public typealias DEP = TargetDependency
                extension InfoPlist { public static let app: InfoPlist = .default }
                extension Package { public static let kit = Package.remote(url: "https://example.com/kit", requirement: .exact("1.0.0")) }
                extension DEP {
                    public class Package { public static let kit = TargetDependency.package(product: "Kit") }
                    public static let app: Self = .external(name: "AppSupport")
                }
                public enum ModulePaths {
                    case core(Core)
                    public enum Core: String { case Network }
                    public var name: String {
                        switch self { case .core(let module): module.rawValue }
                    }
                }
                extension Target {
                    public static func module(_ path: ModulePaths, product: Product = .framework) -> Target {
                        let made: Target = .init(name: path.name, destinations: .iOS, product: product, bundleId: "m", infoPlist: .app, sources: "Sources/**")
                        return made
                    }
                }
                """,
            "Project.swift": header + """
                let project = Project(
                    name: "App",
                    packages: [.kit],
                    targets: [
                        .target(name: "App", destinations: .iOS, product: .app, bundleId: "app", infoPlist: .app, dependencies: [.Package.kit, .app]),
                        .module(.core(.Network)),
                    ]
                )
                """,
        ]
        #expect(warnings(files) == [])
        #expect(summary(files) == ["App(app)@7: product:Kit@@7, external:AppSupport@7", "Network(framework)@8: "])
        #expect(read(files).projects[0].packages.map(\.location) == ["https://example.com/kit"])
    }

    /// ProjectDescription's values are structs: a copy changed does not change the original; an
    /// `if` can be a value; an undecidable condition reads every branch and says so.
    @Test func structsIfExpressionsAndUndecidableConditions() {
        let files = [
            "Project.swift": """
                import Foundation
                import ProjectDescription

                let base: Target = .target(name: "Base", destinations: .iOS, product: .framework, bundleId: "b", sources: ["Base/**"])
                var copy = base
                copy.name = "Copy"
                let isCI = ProcessInfo.processInfo.environment["CI"] != nil
                let product: Product = if isCI { .staticFramework } else { .framework }
                var extra: [TargetDependency] = []
                if FileManager.default.fileExists(atPath: "Vendor") {
                    extra.append(.external(name: "Vendor"))
                } else {
                    extra.append(.external(name: "Fallback"))
                }
                let project = Project(name: "P", targets: [
                    base, copy,
                    .target(name: "Flex", destinations: .iOS, product: product, bundleId: "f", dependencies: extra),
                ])
                """,
        ]
        #expect(summary(files) == ["Base(framework)@4: ", "Copy(framework)@6: ", "Flex(framework)@17: external:Vendor@11, external:Fallback@13"])
        #expect(warnings(files) == ["10: condition could not be decided statically; every branch was read"])
    }

    /// Local plugins are named by their `Plugin.swift` and found through `Tuist.swift` (Tuist 4) or
    /// `Tuist/Config.swift`; a manifest sees the helpers of the plugins it imports, and those the
    /// helpers it imports import. A plugin fetched from git is a warning.
    @Test func pluginsAreVisibleWhereImported() {
        var files = [
            "Tuist.swift": """
                import ProjectDescription
                let tuist = Tuist(project: .tuist(plugins: [.local(path: .relativeToRoot("Plugins/Paths")), .git(url: "https://example.com/p", tag: "1.0")]))
                """,
            "Plugins/Paths/Plugin.swift": "import ProjectDescription\nlet plugin = Plugin(name: \"PathsPlugin\")\n",
            "Plugins/Paths/ProjectDescriptionHelpers/Paths.swift": """
                import ProjectDescription
                extension Path { public static func module(_ name: String) -> Path { .relativeToRoot("Modules/\\(name)") } }
                """,
            "Modules/App/Project.swift": """
                import ProjectDescription
                import PathsPlugin
                let project = Project(name: "App", targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "a", dependencies: [.project(target: "Kit", path: .module("Kit"))]),
                ])
                """,
        ]
        #expect(summary(files) == ["App(app)@4: project:Modules/Kit/Kit@4"])
        #expect(read(files).buildSources == Set(files.keys))
        // Without the import, the helper is not there: the path cannot be read, and it says so.
        files["Modules/App/Project.swift"] = files["Modules/App/Project.swift"]!.replacingOccurrences(of: "import PathsPlugin\n", with: "")
        #expect(summary(files) == ["App(app)@3: "])
        #expect(warnings(files) == ["3: dependency of target App could not be read: the path .module(\"Kit\")"])
        let discovery = ProjectDiscovery.readTuistProjects(swiftFiles: [], load: { _ in nil })
        #expect(discovery.projects.isEmpty)
    }

    @Test func sourcesGlobsExclusionsAndBuildableFolders() {
        let files = [
            "Kit/Project.swift": header + """
                let project = Project(name: "Kit", targets: [
                    .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "k",
                        sources: .sourceFilesList(globs: [.glob("Sources/**", excluding: ["Sources/Old/**", "Sources/Gen.swift"]), "Extra/*.swift"]),
                        buildableFolders: ["Synced", .folder("Shared", exceptions: .exceptions([.exception(excluded: ["Shared/Skip.swift"])]))]),
                    .target(name: "Escape", destinations: .iOS, product: .framework, bundleId: "e", sources: ["../../Outside/**", .relativeToCurrentFile("Local/**")]),
                ])
                """,
        ]
        let project = read(files).projects[0]
        #expect(project.targets[0].sources == SourceSelection(
            include: [.glob("Kit/Sources/**"), .glob("Kit/Extra/*.swift"), .folder("Kit/Synced"), .folder("Kit/Shared")],
            exclude: [.glob("Kit/Sources/Old/**"), .glob("Kit/Sources/Gen.swift"), .file("Kit/Shared/Skip.swift")]))
        #expect(project.targets[1].sources == SourceSelection(include: [.glob("Kit/Local/**")]))
        #expect(project.warnings.map { "\($0.position.line): \($0.message)" } == ["7: sources of target Escape leave the repository (../../Outside/**): not read"])
    }

    /// A `Project.swift` that does not import ProjectDescription is a source of the app (XcodeGen's
    /// own `Sources/ProjectSpec/Project.swift`), not a Tuist project.
    @Test func aProjectSwiftOfTheAppIsNotAManifest() {
        let files = ["Sources/ProjectSpec/Project.swift": "import Foundation\npublic struct Project { public var name: String }\n"]
        #expect(read(files).projects.isEmpty)
        #expect(read(files).buildSources.isEmpty)
    }

    /// Broken input: a manifest cut at every position, a helper with a syntax error, a recursion
    /// in a helper. Each reads without a crash, each problem a warning naming its file and line.
    @Test func brokenInputIsAWarningWithFileAndLine() {
        let manifest = header + """
            let project = Project(name: "Cut", targets: [
                .target(name: "Cut", destinations: .iOS, product: .app, bundleId: "c", sources: ["Sources/**"], dependencies: [.target(name: "Kit")]),
            ])
            """
        let bytes = Array(manifest.utf8)
        for length in 0...bytes.count {
            let cut = String(decoding: bytes[..<length], as: UTF8.self)
            let projects = read(["Project.swift": cut]).projects
            #expect(projects.count == (cut.contains("import ProjectDescription\n") || cut.hasSuffix("import ProjectDescription") ? 1 : 0))
            #expect(projects.allSatisfy { $0.warnings.allSatisfy { $0.position.line >= 1 && $0.position.line <= 5 } })
        }
        #expect(warnings(["Project.swift": String(manifest.dropLast(5))]).contains("3: syntax error: `(` is not closed before the end of the file"))

        let files = [
            "Tuist/ProjectDescriptionHelpers/Broken.swift": "import ProjectDescription\nextension Target {\n    static func broken( -> Target {\n",
            "Tuist/ProjectDescriptionHelpers/Loop.swift": """
                import ProjectDescription
                public func names(_ n: Int) -> [String] { names(n + 1) + names(n + 1) }
                """,
            "Project.swift": header + """
                let project = Project(name: "P", targets: [
                    .target(name: "P", destinations: .iOS, product: .app, bundleId: "p", dependencies: names(0).map { .target(name: $0) }),
                ])
                """,
        ]
        let found = warnings(files)
        #expect(found.contains("Tuist/ProjectDescriptionHelpers/Loop.swift:2: helpers nested too deeply to follow"), "\(found)")
        #expect(found.contains { $0.hasPrefix("Tuist/ProjectDescriptionHelpers/Loop.swift:2: manifest evaluation stopped: budget exhausted") }, "\(found)")
        // What was read before the budget ran out is kept: here, nothing of the project.
        #expect(summary(files) == [])
        #expect(found.contains("3: `project` could not be read: budget exhausted"), "\(found)")
    }
}

extension TuistReaderTests {
    /// Each target says which `os()` it builds for, from `destinations` or Tuist 3's `platform`.
    @Test func platformsFromDestinations() {
        let files = ["Project.swift": header + """
            let project = Project(name: "P", targets: [
                .target(name: "Phone", destinations: .iOS, product: .app, bundleId: "a"),
                .target(name: "Both", destinations: [.iPhone, .mac], product: .framework, bundleId: "b"),
                .target(name: "Watch", destinations: .watchOS, product: .app, bundleId: "w"),
                Target(name: "Old", platform: .tvOS, product: .framework, bundleId: "o"),
                .target(name: "Computed", destinations: Destinations.unknownHelper(), product: .framework, bundleId: "c"),
            ])
            """]
        #expect(read(files).projects[0].targets.map { "\($0.name): \($0.platforms?.joined(separator: " ") ?? "any")" } == [
            "Phone: iOS", "Both: iOS macOS", "Watch: watchOS", "Old: tvOS", "Computed: any",
        ])
    }
}
