import ArchlintBase
import ArchlintGraph

/// `literals`: string literals matching a pattern outside the files allowed to hold them
/// (hard-coded URLs, secrets, endpoints).
public struct LiteralsRule: RuleKind {
    public static let name = "literals"
    public static let summary = "String literals matching a pattern may only appear in allowed files."
    public static let subject = RuleSubject.files
    public static let readsStringLiterals = true
    public static let options = [
        RuleOption("pattern", .pattern, "regular expression matched against each literal's text (interpolated code included as written)."),
        RuleOption("allowIn", .globs, "files where matching literals are fine (a configuration file)."),
        RuleOption("ignorePreviews", .bool, default: "true", "literals inside #Preview bodies do not count."),
    ]
    public static let notes = "Comments never count; a finding points at the literal."

    public static let examples: [RuleExample] = [
        RuleExample(
            "A hard-coded URL outside the configuration file",
            configuration: #"{ "kind": "literals", "pattern": "(?i)\\b(https?|wss?)://", "allowIn": ["**/Core/Config.swift"] }"#,
            files: [
                ("App/Core/Config.swift", "enum Config { static let api = \"https://api.example.com\" }"),
                ("App/Data/Users.swift", "// see https://docs.example.com\nlet users = URL(string: ↓\"https://api.example.com/users\")!\nlet relative = \"\\(Config.api)/users\""),
            ]),
    ]

    var pattern: RegularExpression
    var allowIn: [Glob]
    var ignorePreviews: Bool

    public init(options: inout ConfigObject) throws {
        guard let pattern = try options.regularExpression("pattern") else { throw options.error(nil, "a literals rule needs \"pattern\"") }
        self.pattern = pattern
        allowIn = try options.globs("allowIn") ?? []
        ignorePreviews = try options.bool("ignorePreviews") ?? true
    }

    public func mayReport(literal: String) -> Bool { pattern.matches(literal) }

    /// The literal as a message shows it: its first 57 characters and an ellipsis past 60. Its
    /// length is counted up to there only: literals run to megabytes (JSON, base64).
    static func shortened(_ text: String) -> String {
        guard text.index(text.startIndex, offsetBy: 61, limitedBy: text.endIndex) != nil else { return text }
        return String(text.prefix(57)) + "…"
    }

    public func check(in context: RuleContext) -> [Violation] {
        var findings: [Violation] = []
        for fileIndex in context.files {
            let file = context.graph.repository.files[fileIndex]
            if allowIn.contains(where: { $0.matches(file.path) }) { continue }
            for literal in file.facts.strings where pattern.matches(literal.value) {
                if ignorePreviews, literal.isInPreview { continue }
                if !context.graph.compiles(conditionSet: literal.conditionSet, inFile: fileIndex) { continue }
                let shown = Self.shortened(literal.value)
                findings.append(Violation(
                    "string literal \"\(shown)\" matches \(pattern.pattern)",
                    file: file.path, line: Int(literal.position.line), column: Int(literal.position.column),
                    fingerprint: "literal \(literal.value)"))
            }
        }
        return findings
    }
}
