import ArchlintBase
import Foundation
import Testing
@testable import ArchlintRules

/// Every option a kind declares is one its code reads: each is set, with a value of its declared
/// form, on top of a working example, and the configuration still loads (an option nobody reads
/// would be an unknown key).
@Suite("Declared rule options")
struct RuleOptionTests {
    static func sample(_ value: RuleOption.Value) -> String {
        switch value {
        case .string: #""Text""#
        case .bool: "true"
        case .count: "3"
        case .pattern: #""^X$""#
        case .patterns, .names: #"["X"]"#
        case .globs: #"["**/X/**"]"#
        case .choice(let words): "\"\(words[0])\""
        case .choices(let words): "[\"\(words[0])\"]"
        case .layers: #"["L"]"#
        case .layerMap: #"{ "L": ["L"] }"#
        case .textMap: #"{ "X": "Y" }"#
        case .object(let nested): object(nested)
        case .objects(let nested): "[\(object(nested))]"
        case .map(let value): "{ \"X\": \(sample(value)) }"
        case .rule: #""error""#
        case .parameter: #""X""#
        }
    }

    static func object(_ options: [RuleOption]) -> String {
        "{ " + options.map { "\"\($0.name)\": \(sample($0.value))" }.joined(separator: ", ") + " }"
    }

    @Test(arguments: RuleKinds.all.map { $0.name })
    func everyDeclaredOptionIsRead(_ kindName: String) throws {
        let kind = RuleKinds.named(kindName)!
        let example = try #require(kind.examples.first)
        let layers = example.layers ?? #"{ "L": { "paths": ["**"] } }"#
        guard case .object(let definitions) = try JSON5Parser.parse(layers).value else { return }
        let layerName = definitions[0].key
        // Every option at once (some only work together), on top of the example; a key written
        // twice takes its last value.
        let configuration = example.configuration.trimmingCharacters(in: .whitespaces)
        #expect(configuration.hasSuffix("}"))
        let options = kind.options.map { "\"\($0.name)\": \(Self.sample($0.value).replacingOccurrences(of: #""L""#, with: "\"\(layerName)\""))" }
        let rule = String(configuration.dropLast()) + ", " + options.joined(separator: ", ") + " }"
        let text = #"{ "layers": "# + layers + #", "rules": { "r": "# + rule + " } }"
        #expect(throws: Never.self, "\(kindName): \(rule)") { _ = try ConfigurationLoader(presetDirectories: []).load(text: text, display: "test") }
    }

    @Test func everyKindDeclaresADocumentedSubjectAndOptions() {
        for kind in RuleKinds.all {
            #expect(!kind.options.isEmpty, "\(kind.name)")
            for option in kind.options { #expect(option.help.hasSuffix("."), "\(kind.name).\(option.name): help is a sentence") }
            #expect(kind.documentation.contains("Options:"))
        }
    }
}
