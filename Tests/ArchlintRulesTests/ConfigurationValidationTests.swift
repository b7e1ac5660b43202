import ArchlintBase
import Foundation
import Testing
@testable import ArchlintRules

/// Configuration mistakes are errors that name the file, line, column and key, and the nearest
/// valid name; legal but pointless configurations are warnings.
@Suite("Configuration validation")
struct ConfigurationValidationTests {
    static let presets: String = {
        let source = "\(#filePath)"
        return String(source[..<source.range(of: "/Tests/ArchlintRulesTests/")!.lowerBound]) + "/rules"
    }()

    let layers = #""layers": { "UI": { "paths": ["**/UI/**"] }, "Domain": { "paths": ["**/Domain/**"] }, "Data": { "paths": ["**/Data/**"] } }"#

    func error(_ text: String) -> String? {
        do {
            _ = try ConfigurationLoader(presetDirectories: [Self.presets]).load(text: text, display: "config.json")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aMisspeltLayerIsNamedWithWhereItIsWrittenAndTheNearestLayer() {
        let order = error("{ \(layers),\n \"rules\": { \"r\": { \"kind\": \"layers\", \"order\": [\"UI\", \"Domian\"] } } }")
        #expect(order == #"config.json:2:54: error: rules.r.order[1]: no layer named "Domian" (did you mean "Domain"?) (layers: UI, Domain, Data)"#)
        let allow = error("{ \(layers), \"rules\": { \"r\": { \"kind\": \"layers\", \"allow\": { \"Dat\": [\"Domain\"] } } } }")
        #expect(allow?.contains(#"rules.r.allow.Dat: no layer named "Dat" (did you mean "Data"?)"#) == true)
        let scope = error("{ \(layers), \"rules\": { \"r\": { \"kind\": \"imports\", \"forbidden\": \"UIKit\", \"scope\": { \"excludeLayers\": \"ui\" } } } }")
        #expect(scope?.contains(#"rules.r.scope.excludeLayers: no layer named "ui" (did you mean "UI"?)"#) == true)
        let nested = error("""
            { \(layers), "rules": { "r": { "kind": "references", "forbiddenTypes": [{ "layers": ["Data"] }, { "layers": ["Domain", "Networking"] }] } } }
            """)
        #expect(nested?.contains(#"rules.r.forbiddenTypes[1].layers[1]: no layer named "Networking" (layers: UI, Domain, Data)"#) == true)
    }

    @Test func misspeltKeysChoicesKindsAndRuleIdsGetTheNearMiss() {
        #expect(error(#"{ "rules": { "r": { "kind": "imports", "forbiden": ["UIKit"] } } }"#)?
            .contains(#"rules.r.forbiden: unknown key "forbiden" (did you mean "forbidden"? known keys:"#) == true)
        #expect(error(#"{ "rules": { "r": { "kind": "dependency", "from": "A", "to": "B", "mode": "allow_only" } } }"#)?
            .contains(#"rules.r.mode: expected one of "forbid", "allow-only", "require", found "allow_only" (did you mean "allow-only"?)"#) == true)
        #expect(error(#"{ "rules": { "r": { "kind": "cycle" } } }"#)?.contains(#"unknown rule kind "cycle" (did you mean "cycles"?)"#) == true)
        #expect(error(#"{ "extends": ["layered-mvvm"], "rules": { "vm-thn": "off" } }"#)?
            .contains(#"rules.vm-thn: no rule with this id is defined: did you mean "vm-thin"?"#) == true)
        #expect(error(#"{ "layers": { "UI": { "paths": "UI/**" } }, "rules": { "r": { "kind": "layers", "order": ["UI"], "check": ["type"] } } }"#)?
            .contains(#"found "type" (did you mean "types"?)"#) == true)
    }

    @Test func numbersTooLargeForACountAreErrorsNotCrashes() {
        #expect(error(#"{ "rules": { "r": { "kind": "type-size", "max": { "lines": 1e300 } } } }"#)?
            .contains("rules.r.max.lines: expected a whole number from 0 to 2147483647, found 1e+300") == true)
        #expect(error(#"{ "rules": { "r": { "kind": "type-size", "max": { "lines": 2.5 } } } }"#)?.contains("found 2.5") == true)
    }

    @Test func numbersOutOfRangeAreLocatedErrors() {
        #expect(error(#"{ "rules": { "r": { "kind": "type-size", "max": { "lines": 1e999 } } } }"#)
            == "config.json:1:60: error: invalid JSON: number out of range '1e999'")
        #expect(error(#"{ "rules": { "r": { "kind": "type-size", "max": { "lines": 4294967296 } } } }"#)?
            .contains("rules.r.max.lines: expected a whole number from 0 to 2147483647, found 4294967296.0") == true)
    }

    /// Once 16.6 s for 4,000 rules and over 120 s for 20,000: merging looked every rule up by
    /// scanning the rules before it, and the JSON reader counted each value's column from the start
    /// of its line (a minified configuration is one line). A hang guard, not a benchmark
    /// (Scripts/blow-up.sh measures).
    @Test(.timeLimit(.minutes(1))) func twentyThousandRulesOnOneLineLoad() throws {
        let rules = (0..<20_000).map { #""rule-\#($0)":{"kind":"imports","forbidden":["Module\#($0)"],"severity":"warning"}"# }
        let configuration = try ConfigurationLoader(presetDirectories: [])
            .load(text: #"{"rules":{"# + rules.joined(separator: ",") + "}}", display: "big.json")
        #expect(configuration.rules.count == 20_000)
        #expect(configuration.rules.last?.id == "rule-19999")
        #expect(configuration.rules.last?.severity == .warning)
    }

    @Test func aRedefinedLayerIsTriedWhereItWasLastDefined() throws {
        let loader = ConfigurationLoader(presetDirectories: [Self.presets])
        let configuration = try loader.load(
            text: #"{ "layers": { "A": { "paths": ["a/**"] }, "B": { "paths": ["b/**"] }, "A": { "paths": ["c/**"] } }, "rules": {} }"#,
            display: "config.json")
        #expect(configuration.layers.map(\.name) == ["B", "A"])
        #expect(configuration.layers.last?.paths.map(\.pattern) == ["c/**"])
    }

    static let declared = #"""
        "parameters": { "suffix": { "default": "API", "description": "what ends an interface's name" }, "interfaces": { "default": "${suffix}$" } }
        """#

    @Test func parametersAreSubstitutedInLayersAndRulesWithTheValueALaterDocumentSets() throws {
        let loader = ConfigurationLoader(presetDirectories: [Self.presets])
        let text = """
            { \(Self.declared), "layers": { "API": { "modules": ["${interfaces}"] } },
              "rules": { "r": { "kind": "dependency", "from": "${interfaces}", "to": ["^Base$", "$1${suffix}"], "message": "Keep ${suffix} lean, not $${suffix}" } } }
            """
        let defaults = try loader.load(text: text, display: "config.json")
        #expect(defaults.layers.map { $0.modules.map(\.pattern) } == [["API$"]])
        #expect(defaults.rule("r")?.message == "Keep API lean, not ${suffix}")
        #expect(defaults.rule("r")?.options.first { $0.key == "to" }?.value.value == .array([
            JSONValue.Located(.string("^Base$"), line: 2, column: 75), JSONValue.Located(.string("$1API"), line: 2, column: 85),
        ]))
        #expect(defaults.parameters.map { "\($0.name)=\($0.value)" } == ["suffix=API", "interfaces=API$"])

        // A file extending it sets the value; the derived parameter follows.
        let folder = NSTemporaryDirectory() + "archlint-parameters-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try text.write(toFile: "\(folder)/base.json", atomically: true, encoding: .utf8)
        try #"{ "extends": ["./base.json"], "parameters": { "suffix": "Interface" } }"#.write(toFile: "\(folder)/a.json", atomically: true, encoding: .utf8)
        let set = try loader.load(file: "\(folder)/a.json", presets: [])
        #expect(set.layers.map { $0.modules.map(\.pattern) } == [["Interface$"]])
        #expect(set.rule("r")?.message == "Keep Interface lean, not ${suffix}")
        #expect(set.parameters.first?.setIn == "\(folder)/a.json")
        #expect(set.parameters.map(\.defaultValue) == ["API", "${suffix}$"])
    }

    @Test func parameterMistakesAreErrorsWithTheirPlaceAndTheNearestName() {
        #expect(error("{ \"parameters\": { \"suffix\": { \"default\": \"API\" }, \"interfaces\": { \"default\": \"x\" },\n \"sufix\": \"Interface\" } }")
            == #"config.json:2:11: error: parameters.sufix: unknown parameter "sufix" (did you mean "suffix"? parameters: interfaces, suffix)"#)
        #expect(error(#"{ "parameters": { "suffix": "Interface" } }"#)?.contains(
            #"parameters.suffix: unknown parameter "suffix" (no parameters are declared: a preset or a configuration declares one as { "default": … })"#) == true)
        #expect(error("{ \(Self.declared), \"rules\": { \"r\": { \"kind\": \"imports\", \"forbidden\": [\"UIKit\", \"${sufix}Impl\"] } } }")?.contains(
            #"rules.r.forbidden[1]: unknown parameter "${sufix}" (did you mean "suffix"? parameters: interfaces, suffix)"#) == true)
        #expect(error("{ \(Self.declared), \"layers\": { \"A\": { \"modules\": \"${suffix\" } } }")?.contains(
            #"layers.A.modules: unterminated parameter reference "${suffix" (write ${name}, or $${ for a literal ${)"#) == true)
        #expect(error(#"{ "parameters": { "a": { "default": "${b}" }, "b": { "default": "x${a}" } } }"#)?.contains(
            "parameters.a: parameters refer to each other in a cycle: a -> b -> a") == true)
        #expect(error(#"{ "parameters": { "a": { "defualt": "x" } } }"#)?.contains(
            #"parameters.a.defualt: unknown key "defualt" (did you mean "default"? known keys: default, description)"#) == true)
        #expect(error(#"{ "parameters": { "a": { "description": "x" } } }"#)?.contains(
            #"parameters.a: a parameter declaration needs a "default" (a string; "" for none)"#) == true)
        #expect(error(#"{ "parameters": { "a": 3 } }"#)?.contains(
            #"parameters.a: expected a value (a string) or a declaration ({ "default": …, "description": … }), found a number"#) == true)
        #expect(error(#"{ "parameters": { "a": { "default": ["x"] } } }"#)?.contains("parameters.a.default: expected a string, found an array") == true)
    }

    @Test func aConfigurationThatEnablesNoRuleIsAWarning() throws {
        let loader = ConfigurationLoader(presetDirectories: [Self.presets])
        #expect(try loader.load(text: "{}", display: "config.json").warnings.map(\.message) == [
            #"the configuration enables no rule, so nothing is checked: add rules, or extend a preset ("extends": ["layered-mvvm"])"#,
        ])
        #expect(try loader.load(text: #"{ "extends": ["layered-mvvm"], "rules": { "vm-thin": "off" } }"#, display: "config.json").warnings.isEmpty)
    }

    @Test func anExtendsCycleIsNamedAsACycle() throws {
        let folder = NSTemporaryDirectory() + "archlint-extends-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{ "extends": ["./b.json"] }"#.write(toFile: "\(folder)/a.json", atomically: true, encoding: .utf8)
        try #"{ "extends": ["../\#((folder as NSString).lastPathComponent)/a.json"] }"#.write(toFile: "\(folder)/b.json", atomically: true, encoding: .utf8)
        #expect(throws: ConfigurationError.self) { try ConfigurationLoader(presetDirectories: []).load(file: "\(folder)/a.json", presets: []) }
        do {
            _ = try ConfigurationLoader(presetDirectories: []).load(file: "\(folder)/a.json", presets: [])
        } catch {
            // The cycle ends where it began, named the same way.
            #expect("\(error)".contains("extends cycle: \(folder)/a.json -> ./b.json -> \(folder)/a.json"))
        }
    }
}
