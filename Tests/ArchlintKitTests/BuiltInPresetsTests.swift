@testable import ArchlintKit
import ArchlintRules
import Foundation
import Testing

/// The presets compiled into archlint are `rules/` byte for byte: `rules/` is the copy to edit,
/// and `python3 Scripts/generate-presets.py` compiles it in.
@Suite("built-in presets")
struct BuiltInPresetsTests {
    static let rules = Tools.repository + "/rules"

    @Test func areTheRulesFolderByteForByte() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.rules).filter { $0.hasSuffix(".json") }.sorted()
        let names = files.map { String($0.dropLast(".json".count)) }
        #expect(builtInPresets.keys.sorted() == names, "rules/ and the built-in presets name different presets: run python3 Scripts/generate-presets.py")
        for (file, name) in zip(files, names) {
            let onDisk = try #require(FileManager.default.contents(atPath: "\(Self.rules)/\(file)"))
            #expect(
                Array(onDisk) == Array((builtInPresets[name] ?? "").utf8),
                "rules/\(file) differs from the preset compiled in: run python3 Scripts/generate-presets.py")
        }
    }

    @Test func loadWithoutAnyPresetFolder() throws {
        let loader = ConfigurationLoader(presetDirectories: [], builtInPresets: builtInPresets)
        #expect(loader.availablePresets() == builtInPresets.keys.sorted())
        for name in builtInPresets.keys {
            let configuration = try loader.load(file: nil, presets: [name])
            #expect(!configuration.enabledRules.isEmpty, "\(name)")
            #expect(loader.presetDescription(name)?.isEmpty == false, "\(name)")
        }
        let tree = try TemporaryTree(["a.json": "{ \"extends\": [\"layered-mvvm\"] }"])
        #expect(try loader.load(file: tree.path("a.json"), presets: []).sources == ["preset layered-mvvm", tree.path("a.json")])
    }

    @Test func aPresetFolderOverridesTheBuiltInPreset() throws {
        let tree = try TemporaryTree(["layered-mvvm.json": "{ rules: { mine: { kind: 'cycles' } } }"])
        let loader = ConfigurationLoader(presetDirectories: [tree.root], builtInPresets: builtInPresets)
        #expect(try loader.load(file: nil, presets: ["layered-mvvm"]).rules.map(\.id) == ["mine"])
    }
}
