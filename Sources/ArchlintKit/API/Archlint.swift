import ArchlintBase
import ArchlintRules

/// archlint as a library. Each operation is a request that `run()`s into a result: `LintRequest` →
/// `LintResult`, `BaselineRequest`, `GraphRequest`, `DumpRequest`, `RulesRequest`,
/// `ExplainRequest`, `PresetsRequest`, `HookRequest`. A request that cannot run throws
/// `ArchlintError`; nothing here prints or exits.
public enum Archlint {
    /// This build's version, as `archlint --version` prints it and reports carry it.
    public static let version = ArchlintVersion.current

    /// The names of the rule kinds a configuration can use (`explain` describes each).
    public static var ruleKinds: [String] { RuleKinds.all.map { $0.name } }

    /// The name among `names` closest to a misspelt one (`lnt` → `lint`), for "did you mean …?".
    public static func nearMiss(for typed: String, among names: [String]) -> String? {
        NearMiss.suggestion(for: typed, among: names)
    }
}
