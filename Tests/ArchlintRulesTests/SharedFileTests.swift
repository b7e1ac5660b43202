import ArchlintGraph
import ArchlintKit
import ArchlintRules
import Testing

/// A file an iOS app and its watch app both compile is the code of each: as the watch's code its
/// layer is the watch's and only what watchOS builds compile counts (`#if !os(watchOS)` is phone
/// code), and the other way round.
@Suite("Files several targets compile")
struct SharedFileTests {
    static let spec = """
        name: Podcasts
        targets:
          Phone:
            type: application
            platform: iOS
            sources: [Phone, Shared]
          Watch:
            type: application
            platform: watchOS
            sources: [Watch, Shared]
        """

    static let files = [
        ("project.yml", spec),
        ("Phone/AppDelegate.swift", "final class AppDelegate {\n    static let shared = AppDelegate()\n    func setUp() {}\n}"),
        ("Watch/Complication.swift", "struct Complication {}"),
        ("Shared/Analytics.swift", """
            #if os(iOS)
            import UIKit
            #endif
            struct Analytics {
                func optIn() {
                    #if !os(watchOS)
                    AppDelegate.shared.setUp()
                    #endif
                    #if os(watchOS)
                    let face = Complication()
                    #endif
                }
            }
            """),
        ("Watch/Screen.swift", "struct Screen {\n    let analytics = Analytics()\n}"),
        ("Phone/Screen.swift", "struct PhoneScreen {\n    let analytics = Analytics()\n}"),
    ]

    static let graph = DependencyGraph(repository: RepositoryReader().read(files: files))

    /// `file:line` of each finding of one rule, with the layers given.
    func findings(_ rule: String, layers: String = #"{ "Phone": { "modules": ["^Phone$"] }, "Watch": { "modules": ["^Watch$"] } }"#) throws -> [String] {
        let text = #"{ "layers": "# + layers + #", "rules": { "example": "# + rule + " } }"
        let configuration = try ConfigurationLoader(presetDirectories: []).load(text: text, display: "test")
        return RuleEngine.evaluate(configuration, graph: Self.graph).map { "\($0.file):\($0.line)" }.sorted()
    }

    @Test func eachTargetsCopyIsThatTargetsCode() throws {
        // Neither app depends on the other: the watch's copy never compiles the phone-only call,
        // the phone's never the watch-only one, and each screen uses its own target's Analytics.
        #expect(try findings(#"{ "kind": "layers", "order": ["Phone", "Watch"] }"#) == [])
        #expect(try findings(#"{ "kind": "layers", "order": ["Watch", "Phone"] }"#) == [])
        #expect(try findings(#"{ "kind": "references", "scope": { "layers": ["Watch"] }, "forbiddenTypes": { "layers": ["Phone"] } }"#) == [])
        #expect(try findings(#"{ "kind": "references", "scope": { "layers": ["Phone"] }, "forbiddenTypes": { "layers": ["Watch"] } }"#) == [])
        #expect(try findings(#"{ "kind": "references", "scope": { "modules": ["^Watch$"] }, "forbidden": ["AppDelegate"] }"#) == [])
        #expect(try findings(#"{ "kind": "imports", "scope": { "modules": ["^Watch$"] }, "forbidden": ["UIKit"] }"#) == [])
        #expect(try findings(#"{ "kind": "cycles", "level": "layer" }"#) == [])
    }

    @Test func whatEachTargetCompilesIsStillChecked() throws {
        let layers = #"{ "Shared": { "paths": ["Shared/**"] }, "Phone": { "modules": ["^Phone$"] }, "Watch": { "modules": ["^Watch$"] } }"#
        // Shared code may depend on neither app: each app's build of it does.
        #expect(try findings(#"{ "kind": "layers", "order": ["Phone", "Watch", "Shared"], "check": ["types"] }"#, layers: layers)
            == ["Shared/Analytics.swift:10", "Shared/Analytics.swift:7"])
        #expect(try findings(#"{ "kind": "imports", "scope": { "modules": ["^Phone$"] }, "forbidden": ["UIKit"] }"#) == ["Shared/Analytics.swift:2"])
        #expect(try findings(#"{ "kind": "references", "scope": { "modules": ["^Phone$"] }, "forbidden": ["AppDelegate"] }"#)
            == ["Phone/AppDelegate.swift:2", "Shared/Analytics.swift:7"])
    }
}
