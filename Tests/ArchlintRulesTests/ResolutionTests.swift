import ArchlintGraph
import ArchlintKit
import ArchlintRules
import Testing

/// Names resolve as the compiler resolves them: generic parameters and associated types a type
/// gets from what it adopts or extends shadow the modules' types; among modules only those the
/// file can see count; a name with two candidates is left unresolved, never guessed.
@Suite("Name resolution")
struct ResolutionTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", targets: [
            .target(name: "DesignSystem"),
            .target(name: "Watch"),
            .target(name: "Feature", dependencies: ["DesignSystem"]),
            .target(name: "Loose"),
        ])
        """

    /// `name@line` → the file declaring what it resolves to (or "-"), for every reference of `path`;
    /// with the package manifest above unless the files bring their own project.
    func resolutions(_ files: [(String, String)], in path: String) -> [String: String] {
        let project = files.contains { $0.0.hasSuffix(".yml") || $0.0.hasSuffix("Package.swift") } ? [] : [("Package.swift", Self.manifest)]
        let repository = RepositoryReader().read(files: project + files)
        let graph = DependencyGraph(repository: repository)
        let index = repository.files.firstIndex { $0.path == path }!
        let facts = repository.files[index].facts
        var result: [String: String] = [:]
        for reference in facts.references { result["\(facts.name(of: reference))@\(reference.position.line)"] = "-" }
        for resolved in graph.resolvedReferences(inFile: index) {
            let reference = facts.references[Int(resolved.reference)]
            result["\(facts.name(of: reference))@\(reference.position.line)"] = graph.file(resolved.target).path
        }
        return result
    }

    /// Resolved references are kept in 8 bytes when their targets' indices are small enough; a
    /// target past 4,096 declarations in its file is kept all the same.
    @Test func targetsPastTheCompactFormResolve() {
        let declarations = (0..<4200).map { "struct Generated\($0) {}" }.joined(separator: "\n")
        let files = [
            ("Sources/Feature/Generated.swift", declarations),
            ("Sources/Feature/Use.swift", "let first = Generated0()\nlet last = Generated4199()\n"),
        ]
        let repository = RepositoryReader().read(files: [("Package.swift", Self.manifest)] + files)
        let graph = DependencyGraph(repository: repository)
        let use = repository.files.firstIndex { $0.path == "Sources/Feature/Use.swift" }!
        let targets = graph.resolvedReferences(inFile: use).map { graph.declaration($0.target).name }
        #expect(targets == ["Generated0", "Generated4199"])
        #expect(graph.resolvedReferences(inFile: use).allSatisfy { graph.file($0.target).path == "Sources/Feature/Generated.swift" })
    }

    @Test func associatedTypesOfAdoptedProtocolsShadowModuleTypes() {
        let files = [
            ("Sources/DesignSystem/Content.swift", "public struct Content {}\npublic struct Element {}"),
            ("Sources/DesignSystem/Badge.swift", """
                import SwiftUI
                struct Badge: ViewModifier {
                    func body(content: Content) -> some View { content }
                }
                struct Card: View {
                    let content: Content
                    var body: some View { Text("") }
                }
                extension Badge {
                    func wrap(_ inner: Content) -> some View { inner }
                }
                struct Explicit: ViewModifier {
                    typealias Content = Element
                    func body(content: Content) -> some View { content }
                }
                """),
        ]
        let resolved = resolutions(files, in: "Sources/DesignSystem/Badge.swift")
        #expect(resolved["Content@3"] == "-")  // ViewModifier.Content
        #expect(resolved["Content@6"] == "Sources/DesignSystem/Content.swift")  // a View has no Content
        #expect(resolved["Content@10"] == "-")  // still the modifier's, in its extension
        #expect(resolved["Content@14"] == "Sources/DesignSystem/Badge.swift")  // its own typealias
        #expect(resolved["Element@13"] == "Sources/DesignSystem/Content.swift")
    }

    @Test func repositoryProtocolsAndGenericTypesShadowTheirNames() {
        let files = [
            ("Sources/Feature/State.swift", "struct State {}\nstruct Item {}"),
            ("Sources/Feature/Store.swift", """
                protocol Store { associatedtype State }
                protocol FeatureStore: Store {}
                final class Counter: FeatureStore {
                    var state: State?
                }
                struct Box<Item> {}
                extension Box {
                    func first() -> Item? { nil }
                }
                final class Other {
                    var state: State?
                    var item: Item?
                }
                """),
        ]
        let resolved = resolutions(files, in: "Sources/Feature/Store.swift")
        #expect(resolved["State@4"] == "-")  // the associated type, through FeatureStore
        #expect(resolved["Item@8"] == "-")  // Box's generic parameter
        #expect(resolved["State@11"] == "Sources/Feature/State.swift")
        #expect(resolved["Item@12"] == "Sources/Feature/State.swift")
    }

    @Test func onlyModulesAFileCanSeeCount() {
        let files = [
            ("Sources/DesignSystem/LabsLabel.swift", "public struct LabsLabel {}"),
            ("Sources/Watch/LabsLabel.swift", "struct LabsLabel {}\nstruct WatchFace { let label: LabsLabel }"),
            ("Sources/Feature/Screen.swift", "import DesignSystem\nstruct Screen { let label: LabsLabel }"),
            ("Sources/Loose/Thing.swift", "struct Thing { let label: LabsLabel }"),
        ]
        #expect(resolutions(files, in: "Sources/Feature/Screen.swift")["LabsLabel@2"] == "Sources/DesignSystem/LabsLabel.swift")
        #expect(resolutions(files, in: "Sources/Watch/LabsLabel.swift")["LabsLabel@2"] == "Sources/Watch/LabsLabel.swift")
        // Neither copy is visible without an import: not guessed.
        #expect(resolutions(files, in: "Sources/Loose/Thing.swift")["LabsLabel@1"] == "-")
    }

    @Test func aNameTwoImportedModulesDeclareIsLeftUnresolved() {
        let files = [
            ("Sources/DesignSystem/Image.swift", "public struct Image {}"),
            ("Sources/Watch/Image.swift", "public struct Image {}"),
            ("Sources/Feature/Screen.swift", "import DesignSystem\nimport Watch\nstruct Screen { let image: Image }"),
        ]
        #expect(resolutions(files, in: "Sources/Feature/Screen.swift")["Image@3"] == "-")
    }

    static let sharedSpec = """
        name: Podcasts
        targets:
          App:
            type: application
            platform: iOS
            sources: [App, Shared]
          Watch:
            type: application
            platform: watchOS
            sources: [Watch, Shared]
        """

    @Test func aFileSeveralTargetsCompileDeclaresItsTypesInEach() {
        let files = [
            ("project.yml", Self.sharedSpec),
            ("Shared/Settings.swift", "struct Settings { static var volume = 1 }"),
            ("Watch/WatchScreen.swift", "struct WatchScreen {\n    let volume = Settings.volume\n}"),
            ("App/AppScreen.swift", "struct AppScreen {\n    let volume = Settings.volume\n}"),
        ]
        #expect(resolutions(files, in: "Watch/WatchScreen.swift")["Settings.volume@2"] == "Shared/Settings.swift")
        #expect(resolutions(files, in: "App/AppScreen.swift")["Settings.volume@2"] == "Shared/Settings.swift")
    }

    /// A use of a shared file's type is a use of the referring target's copy: `Watch.Settings`
    /// is what the watch screen uses, never `App.Settings` (the shared file's first target).
    @Test func aSharedFilesTypeIsTheReferringTargetsCopy() throws {
        let files = [
            ("project.yml", Self.sharedSpec),
            ("Shared/Settings.swift", "struct Settings { static var volume = 1 }"),
            ("Watch/WatchScreen.swift", "struct WatchScreen {\n    let volume = Settings.volume\n}"),
            ("App/AppScreen.swift", "struct AppScreen {\n    let volume = Settings.volume\n}"),
        ]
        let graph = DependencyGraph(repository: RepositoryReader().read(files: files))
        for module in ["App", "Watch"] {
            let text = #"{ "rules": { "example": { "kind": "references", "forbidden": ["\#(module).Settings"] } } }"#
            let configuration = try ConfigurationLoader(presetDirectories: []).load(text: text, display: "test")
            #expect(RuleEngine.evaluate(configuration, graph: graph).map(\.file) == ["\(module)/\(module)Screen.swift"])
        }
    }

    @Test func fileprivateTypesAreSeenInTheirFileOnly() {
        let files = [
            ("Sources/Feature/A.swift", "private struct Label {\n    enum LabelStyle { case title }\n    let style: LabelStyle\n}\nlet a = Label(style: .title)"),
            ("Sources/Feature/B.swift", "fileprivate struct Label {\n    enum LabelStyle { case body }\n    let style: LabelStyle\n}\nlet b = Label(style: .body)"),
            ("Sources/Feature/C.swift", "let c: Label? = nil"),
        ]
        let a = resolutions(files, in: "Sources/Feature/A.swift")
        #expect(a["Label@5"] == "Sources/Feature/A.swift")
        #expect(a["LabelStyle@3"] == "Sources/Feature/A.swift")
        #expect(resolutions(files, in: "Sources/Feature/B.swift")["Label@5"] == "Sources/Feature/B.swift")
        #expect(resolutions(files, in: "Sources/Feature/C.swift")["Label@1"] == "-")
    }

    @Test func nestedTypesOfSupertypesAndOfAnotherModulesTypeInItsExtension() {
        let files = [
            ("Sources/DesignSystem/FileLog.swift", "public final class FileLog {\n    public enum LogError: Error { case failed }\n}"),
            ("Sources/Feature/Upload.swift", """
                import DesignSystem
                extension FileLog {
                    func upload() throws { throw LogError.failed }
                }
                class PricingModel { struct ProductInfo {} }
                final class PromptModel: PricingModel {
                    var products: [ProductInfo] = []
                }
                protocol Service { typealias Completion = (Int) -> Void }
                final class DefaultService: Service {
                    func run(_ completion: Completion) {}
                }
                """),
        ]
        let resolved = resolutions(files, in: "Sources/Feature/Upload.swift")
        #expect(resolved["LogError.failed@3"] == "Sources/DesignSystem/FileLog.swift")
        #expect(resolved["ProductInfo@7"] == "Sources/Feature/Upload.swift")
        #expect(resolved["Completion@11"] == "Sources/Feature/Upload.swift")
    }

    @Test func alternativesUnderIfBranchesAreOneDeclaration() {
        let files = [
            ("Sources/Feature/Assets.swift", """
                import SwiftUI
                final class ColorAsset {
                    #if os(macOS)
                    typealias Color = NSColor
                    #else
                    typealias Color = UIColor
                    #endif
                    var color: Color? { nil }
                }
                """),
        ]
        #expect(resolutions(files, in: "Sources/Feature/Assets.swift")["Color@8"] == "Sources/Feature/Assets.swift")
    }
}
