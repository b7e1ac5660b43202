import ArchlintBase
import Foundation
import Testing
@testable import ArchlintRules

/// `Docs/rules.md` and `Docs/archlint.schema.json` are what the declarations generate, and every
/// shipped preset is valid against that schema.
@Suite("Generated reference")
struct RuleReferenceTests {
    static let root: String = {
        let source = "\(#filePath)"
        return String(source[..<source.range(of: "/Tests/ArchlintRulesTests/")!.lowerBound])
    }()

    /// Compares a committed file with what is generated; `ARCHLINT_REGENERATE=1` writes it instead.
    func expectUpToDate(_ relative: String, _ generated: [UInt8]) throws {
        let path = "\(Self.root)/\(relative)"
        if ProcessInfo.processInfo.environment["ARCHLINT_REGENERATE"] == "1" {
            try Data(generated).write(to: URL(fileURLWithPath: path))
        }
        let upToDate = FileManager.default.contents(atPath: path).map { [UInt8]($0) == generated } ?? false
        #expect(upToDate, "\(relative) is out of date: run `ARCHLINT_REGENERATE=1 swift test --filter RuleReferenceTests`")
    }

    @Test func theRuleReferenceIsUpToDate() throws {
        try expectUpToDate("Docs/rules.md", Array(RuleReference.markdown().utf8))
    }

    @Test func theSchemaIsUpToDate() throws {
        try expectUpToDate("Docs/archlint.schema.json", RuleReference.schema())
    }

    /// JSON text of a parsed JSON5 document (comments and trailing commas gone).
    static func json(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
        case .string(let text): String(decoding: try! JSONSerialization.data(withJSONObject: [text]), as: UTF8.self).dropFirst().dropLast().description
        case .array(let elements): "[" + elements.map { json($0.value) }.joined(separator: ",") + "]"
        case .object(let pairs): "{" + pairs.map { json(.string($0.key)) + ":" + json($0.value.value) }.joined(separator: ",") + "}"
        }
    }

    @Test func everyPresetIsValidAgainstTheSchema() throws {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import jsonschema"]
        try check.run()
        check.waitUntilExit()
        guard check.terminationStatus == 0 else {
            Issue.record("python3 with jsonschema is needed (pip install jsonschema); .ci/run installs it")
            return
        }
        let folder = NSTemporaryDirectory() + "archlint-schema-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let presets = try FileManager.default.contentsOfDirectory(atPath: "\(Self.root)/rules").filter { $0.hasSuffix(".json") }.sorted()
        #expect(!presets.isEmpty)
        for preset in presets + ["../.archlint.json"] {
            let bytes = [UInt8](FileManager.default.contents(atPath: "\(Self.root)/rules/\(preset)")!)
            try Self.json(try JSON5Parser.parse(bytes: bytes).value).write(toFile: "\(folder)/\(preset.replacingOccurrences(of: "/", with: "_"))", atomically: true, encoding: .utf8)
        }
        let validate = Process()
        validate.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        validate.arguments = ["python3", "-c", """
            import json, sys, glob, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft7Validator.check_schema(schema)
            for path in sorted(glob.glob(sys.argv[2] + "/*.json")):
                errors = list(jsonschema.Draft7Validator(schema).iter_errors(json.load(open(path))))
                for error in errors: print(path, "/".join(map(str, error.absolute_path)), error.message)
            """, "\(Self.root)/Docs/archlint.schema.json", folder]
        let output = NSTemporaryDirectory() + "archlint-schema-" + UUID().uuidString + ".txt"
        FileManager.default.createFile(atPath: output, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: output) }
        validate.standardOutput = FileHandle(forWritingAtPath: output)
        try validate.run()
        validate.waitUntilExit()
        let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        #expect(validate.terminationStatus == 0 && printed.isEmpty, "\(printed)")
    }
}
