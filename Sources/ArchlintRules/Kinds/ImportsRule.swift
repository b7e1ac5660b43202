import ArchlintBase
import ArchlintGraph

/// `imports`: modules that files in scope must not import, or must import.
public struct ImportsRule: RuleKind {
    public static let name = "imports"
    public static let summary = "Files in scope must not import (or must import) the listed modules."
    public static let subject = RuleSubject.files
    public static let options = [
        RuleOption("forbidden", .names, "modules files in scope must not import, in any form: @testable, scoped `import struct M.T`, inside #if (a conditional import still links)."),
        RuleOption("forbiddenPatterns", .patterns, "regular expressions on module names, forbidden the same way."),
        RuleOption("required", .names, "modules every file in scope must import."),
        RuleOption("testable", .bool, default: "true", "whether `@testable import` counts for `forbidden`."),
    ]
    public static let notes = "Findings point at the import (or, for a missing import, at the first line)."

    public static let examples: [RuleExample] = [
        RuleExample(
            "UI frameworks imported by domain code, also inside #if",
            configuration: #"{ "kind": "imports", "forbidden": ["SwiftUI", "UIKit"], "scope": { "paths": ["**/Domain/**"] } }"#,
            files: [
                ("App/Domain/User.swift", "import Foundation\n↓import SwiftUI\n#if canImport(UIKit)\n↓import UIKit\n#endif\nstruct User {}"),
            ]),
        RuleExample(
            "Every form of an import counts: @testable, scoped, with attributes",
            configuration: #"{ "kind": "imports", "forbidden": ["UIKit"] }"#,
            files: [
                ("App/View.swift", "↓@testable import UIKit\n↓import class UIKit.UIView\n↓@preconcurrency import UIKit\nimport Foundation"),
            ]),
        RuleExample(
            "Imports in comments and strings, and imports outside the scope",
            configuration: #"{ "kind": "imports", "forbidden": ["SwiftUI"], "scope": { "paths": ["**/Domain/**"] } }"#,
            files: [
                ("App/Domain/User.swift", "// import SwiftUI\nlet note = \"import SwiftUI\"\nstruct User {}"),
                ("App/UI/UserView.swift", "import SwiftUI\nstruct UserView {}"),
            ]),
    ]

    var forbidden: Set<String>
    var forbiddenPatterns: [RegularExpression]
    var required: [String]
    var testable: Bool

    public init(options: inout ConfigObject) throws {
        forbidden = Set(try options.strings("forbidden") ?? [])
        forbiddenPatterns = try options.regularExpressions("forbiddenPatterns") ?? []
        required = try options.strings("required") ?? []
        testable = try options.bool("testable") ?? true
        if forbidden.isEmpty, forbiddenPatterns.isEmpty, required.isEmpty {
            throw options.error(nil, "an imports rule needs \"forbidden\", \"forbiddenPatterns\" or \"required\"")
        }
    }

    func isForbidden(_ module: String) -> Bool {
        forbidden.contains(module) || forbiddenPatterns.contains { $0.matches(module) }
    }

    public func check(in context: RuleContext) -> [Violation] {
        var findings: [Violation] = []
        for fileIndex in context.files {
            let file = context.graph.repository.files[fileIndex]
            var reported = Set<String>()
            // A file several targets compile imports, as each one's code, what that target's builds compile.
            for (module, layer) in context.units(ofFile: fileIndex) {
                let imports = context.graph.imports(ofFile: fileIndex, in: module)
                for item in imports where isForbidden(item.module) && reported.insert("\(item.position.line):\(item.position.column)").inserted {
                    if !testable, item.attributes.contains(where: { $0.hasPrefix("@testable") }) { continue }
                    let conditions = file.facts.conditions(item.conditionSet)
                    let condition = conditions.isEmpty ? "" : " (inside #if \(conditions.joined(separator: " && ")))"
                    let owner = context.layers.name(layer) ?? context.graph.modules[module].name
                    findings.append(Violation(
                        "\(owner) code imports \(item.module)\(condition)",
                        file: file.path, line: Int(item.position.line), column: Int(item.position.column),
                        evidence: [Evidence(file: file.path, line: Int(item.position.line), column: Int(item.position.column), description: item.written)],
                        fingerprint: "import \(item.module)", subject: .imported(context.graph.moduleName(imported: item.module))))
                }
                for required in required where !imports.contains(where: { $0.module == required }) && reported.insert(required).inserted {
                    findings.append(Violation("file does not import \(required)", file: file.path, line: 1, column: 1, fingerprint: "missing import \(required)"))
                }
            }
        }
        return findings
    }
}
