import ArchlintProject
import Foundation
import Testing
@testable import ArchlintXcodeGen

/// `Fixtures/projects/xcodegen`: an app whose spec includes another file, with a target template,
/// an app, a framework, an extension, tests, a multi-platform framework, a legacy target, a local
/// and a remote package, `excludes` and `includes`.
@Suite("XcodeGen fixture")
struct XcodeGenFixtureTests {
    static let root: String = {
        let source = "\(#filePath)"
        return String(source[..<source.range(of: "/Tests/ArchlintXcodeGenTests/")!.lowerBound]) + "/Fixtures/projects/xcodegen"
    }()

    static let project = XcodeGenReader().read(path: "project.yml") { path in
        FileManager.default.contents(atPath: root + "/" + path).map { [UInt8]($0) }
    }

    /// Every Swift file of the fixture outside the local package, relative to its root.
    static let swiftFiles: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: root)!
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Packages/") }.sorted()
    }()

    @Test func targetsModulesAndKinds() {
        let project = Self.project
        #expect(project.kind == .xcodegen && project.path == "project.yml" && project.directory == "" && project.name == "Shop")
        #expect(project.inputs == ["targets/extensions.yml"])
        #expect(project.warnings.isEmpty, "\(project.warnings)")
        #expect(project.targets.map { "\($0.name) \($0.moduleName) \($0.kind.rawValue) \($0.productType) \($0.position.file ?? "")@\($0.position.line)" } == [
            "Core_iOS Core library framework @68",
            "Core_macOS Core library framework @68",
            "Kit KitModule library framework @61",
            "KitTests KitTests test bundle.unit-test @63",
            "ShopApp ShopApp app application @35",
            "Tool Tool executable tool @76",
            "Widget Widget appExtension app-extension targets/extensions.yml@3",
        ])
    }

    @Test func filesOfEveryTarget() {
        var membership: [String: [String]] = [:]
        for target in Self.project.targets {
            let matcher = SourceMatcher(target.sources)
            membership[target.name] = Self.swiftFiles.filter { matcher.match($0) != .none }
        }
        #expect(membership == [
            "Core_iOS": ["Core/Shared/Money.swift", "Core/iOS/Haptics.swift"],
            "Core_macOS": ["Core/Shared/Money.swift", "Core/macOS/MenuBar.swift"],
            "Kit": ["Kit/Sources/Cart.swift"],
            "KitTests": ["Kit/Tests/CartTests.swift"],
            "ShopApp": ["App/ContentView.swift", "App/ShopApp.swift", "Shared/Models/Item.swift"],
            "Tool": [],
            "Widget": ["Widget/Sources/ShopWidget.swift"],
        ])
        let compiled = Set(membership.values.joined())
        #expect(Self.swiftFiles.filter { !compiled.contains($0) } == [
            "App/Previews/ContentViewPreview.swift", "App/Resources/Assets.bundle/Bundled.swift", "Legacy/Build.swift",
            "Shared/Scripts/generate.swift", "Widget/Sources/ShopWidgetMock.swift",
        ])
    }

    @Test func dependenciesWithTheirLines() {
        let dependencies = Self.project.targets.map { target in
            "\(target.name): " + target.dependencies.map { dependency in
                "\(dependency.reference)@\(dependency.position.file.map { "\($0):" } ?? "")\(dependency.position.line)"
                    + (dependency.condition.map { " [\($0)]" } ?? "")
            }.joined(separator: ", ")
        }
        #expect(dependencies == [
            "Core_iOS: ",
            "Core_macOS: ",
            "Kit: ",
            "KitTests: target:Kit@67",
            "ShopApp: target:Widget@targets/extensions.yml:15, target:Kit@52, target:Core_iOS@53, product:Kingfisher@Kingfisher@54, "
                + "product:Analytics@Analytics@55, product:AnalyticsUI@Analytics@55, sdk:StoreKit@57, external:Alamofire@58, external:Charts@59",
            "Tool: ",
            "Widget: target:Kit@targets/extensions.yml:10, external:Charts@targets/extensions.yml:11 [platformFilter: iOS]",
        ])
    }

    @Test func settingsAndPackages() {
        let project = Self.project
        #expect(project.targets.map { "\($0.name): \($0.defines?.joined(separator: " ") ?? "unknown")\($0.defaultIsolationMainActor ? " @MainActor" : "")" } == [
            "Core_iOS: unknown", "Core_macOS: unknown", "Kit: DEBUG", "KitTests: DEBUG", "ShopApp: DEBUG SHOP STORE @MainActor", "Tool: DEBUG",
            "Widget: DEBUG",
        ])
        #expect(project.packages.map { "\($0.name ?? "") \($0.kind.rawValue) \($0.location) \($0.requirement ?? "-")" } == [
            "Analytics path Packages/Analytics -", "Kingfisher url https://github.com/onevcat/Kingfisher from: 8.0.0",
        ])
    }

    /// The spec cut at every position reads without a crash, each problem a warning with a line.
    @Test func theSpecCutAtEveryPosition() throws {
        let spec = try #require(FileManager.default.contents(atPath: Self.root + "/project.yml")).map { $0 }
        let included = try #require(FileManager.default.contents(atPath: Self.root + "/targets/extensions.yml")).map { $0 }
        for length in stride(from: 0, through: spec.count, by: 1) {
            let project = XcodeGenReader().read(path: "project.yml") { path in
                path == "project.yml" ? Array(spec[..<length]) : path == "targets/extensions.yml" ? included : nil
            }
            #expect(project.warnings.allSatisfy { $0.position.line >= 0 && $0.position.line <= 81 })
        }
    }
}
