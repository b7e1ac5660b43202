import ArchlintBase
import ArchlintRules

/// `archlint init [PATH] [--force]`: the first audit of a repository. Detects which shipped preset
/// architecture it resembles, says why, and writes a commented `.archlint.json` extending it (or a
/// starter configuration when none fits).
enum InitCommand {
    static let help = """
        USAGE: archlint init [PATH] [--force]

        Reads PATH (default: the current folder), scores how closely it resembles each shipped preset
        (folder layout, package targets, ViewModel style), prints the scores and the evidence, and
        writes PATH/.archlint.json: extending the closest preset, with the preset's layers redefined
        where this repository names its folders or modules differently, or, when no preset fits, a
        starter configuration with a commented example of every rule kind. Then run
        `archlint lint PATH --summary` for the audit.

        OPTIONS:
          --force    replace an existing .archlint.json

        EXIT STATUS: 0 configuration written, 2 usage error or a configuration exists (without --force).

        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(arguments, flags: ["--help", "--force", "--quiet"], options: ["--jobs"])
        if parsed.flag("--help") {
            Output.standardOutput(help)
            return 0
        }
        let root = try LintCommand.lintRoot(parsed)
        let file = root == "." ? ".archlint.json" : root.hasSuffix("/") ? "\(root).archlint.json" : "\(root)/.archlint.json"
        if let existing = Linter.defaultConfigurationFile(root: root), !parsed.flag("--force") {
            let shown = existing.hasPrefix("./") ? String(existing.dropFirst(2)) : existing
            Output.standardError("error: \(shown) exists; archlint init leaves it alone. Pass --force to replace it.\n")
            return 2
        }
        let reader = Linter(configuration: Configuration(), workers: try LintCommand.jobs(parsed)).reader()
        let repository = reader.read(root: root)
        let survey = ArchitectureSurvey(repository)
        let ranked = ArchitectureDetector.rank(survey)
        let closest = ArchitectureDetector.closest(ranked)

        var report = "Read \(survey.sourceFileCount) Swift source file\(survey.sourceFileCount == 1 ? "" : "s") (tests left out) "
        report += "and \(survey.projectCount) project\(survey.projectCount == 1 ? "" : "s") (packages and app projects) in \(root).\n\n"
        report += "How closely it resembles each shipped architecture (points from folders, modules and types):\n"
        for candidate in ranked {
            let marker = candidate.preset == closest?.preset ? "  ← closest" : ""
            report += "  \(candidate.preset.padding(toLength: 16, withPad: " ", startingAt: 0)) \(leftPadded(String(candidate.score), 3))\(marker)\n"
        }
        let text: String
        if let closest {
            report += "\nWhy \(closest.preset):\n"
            for line in closest.evidence { report += "  \(line)\n" }
            if !closest.mappings.isEmpty {
                report += "\nNames mapped onto the preset's layers:\n"
                for mapping in closest.mappings { report += "  \(mapping)\n" }
            }
            let others = ranked.filter { $0.preset != closest.preset && !$0.evidence.isEmpty }
            if !others.isEmpty {
                report += "\nAlso seen:\n"
                for other in others { report += "  \(other.preset): \(other.evidence.joined(separator: "; "))\n" }
            }
            text = try ConfigurationTemplate.extending(closest, ranked: ranked)
        } else {
            report += "\nNo shipped architecture fits: \(ArchitectureDetector.minimumScore) points are needed, "
            report += "\(ArchitectureDetector.minimumStructuralScore) of them from folders or modules.\n"
            if let best = ranked.first, !best.evidence.isEmpty {
                report += "What was seen (\(best.preset)):\n"
                for line in best.evidence { report += "  \(line)\n" }
            }
            text = ConfigurationTemplate.starter(ranked: ranked)
        }
        // The file must load before it is written: a configuration init wrote never fails lint with 2.
        _ = try Linter.configurationLoader.load(text: text, display: file)
        try AtomicFile.write(Array(text.utf8), to: file)
        report += "\nWrote \(file)"
        report += closest.map { " (extends \($0.preset)).\n" } ?? ": a starter configuration with an example of every rule kind, commented out.\n"
        report += "Next: archlint lint \(root == "." ? "" : "\(root) ")--summary\n"
        Output.standardOutput(report)
        return 0
    }

    static func leftPadded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
