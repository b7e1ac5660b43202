import ArchlintInit
import ArchlintKit
import Foundation

/// `archlint init [PATH] [--force]`: detects which shipped preset architecture the repository
/// resembles, says why, and writes a commented `.archlint.json`.
enum InitCommand {
    static let force = Option("--force", help: "replace an existing .archlint.json")
    static let quiet = Option("--quiet", help: "print nothing but errors")

    static let command = Command(
        name: "init", summary: "detect the architecture and write a starting .archlint.json",
        positionals: [.path],
        description: """
            Reads PATH (default: the current folder), scores how closely it resembles each shipped preset (folder layout, \
            package targets, ViewModel style), prints the scores and the evidence, and writes PATH/.archlint.json: \
            extending the closest preset, with the preset's layers redefined where this repository names its folders or \
            modules differently, or, when no preset fits, a starter configuration with a commented example of every rule \
            kind. Then run `archlint lint PATH --summary` for the audit.
            """,
        groups: [OptionGroup("Options", [force, quiet]), .reading],
        exitStatus: "0 configuration written, 2 usage error or a configuration exists (without --force).",
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        var request = InitRequest(root: arguments.root)
        request.force = arguments.flag(force)
        request.reading = arguments.reading
        let result = try request.run()
        if !arguments.flag(quiet) { Output.standardOutput(report(result, root: request.root)) }
        return 0
    }

    /// The scores, the evidence for the closest preset, and what was written.
    static func report(_ result: InitResult, root: String) -> String {
        let survey = result.survey
        var report = "Read \(survey.sourceFileCount) Swift source file\(survey.sourceFileCount == 1 ? "" : "s") (tests left out) "
        report += "and \(survey.projectCount) project\(survey.projectCount == 1 ? "" : "s") (packages and app projects) in \(root).\n"
        report += "\n"
        if !result.roles.sightings.isEmpty {
            let (withRole, total) = result.roles.mapped(of: survey)
            report += "What each module is (\(withRole) of \(total) module\(total == 1 ? "" : "s") given a role), by convention:\n"
            for sighting in result.roles.sightings { report += "  \(sighting.convention): \(sighting.detail)\n" }
            report += "\n"
        }
        report += "How closely it resembles each shipped architecture (points from folders, modules and types):\n"
        for candidate in result.ranked {
            let marker = candidate.preset == result.closest?.preset ? "  ← closest" : ""
            report += "  \(candidate.preset.padding(toLength: 16, withPad: " ", startingAt: 0)) \(leftPadded(String(candidate.score), 3))\(marker)\n"
        }
        if let closest = result.closest {
            report += "\nWhy \(closest.preset):\n"
            for line in closest.evidence { report += "  \(line)\n" }
            if !closest.moduleLayers.isEmpty {
                report += "\nEach module's layer:\n"
                var byLayer: [String: [String]] = [:]
                for (module, layer) in closest.moduleLayers { byLayer[layer, default: []].append(module) }
                for (layer, modules) in byLayer.sorted(by: { $0.key < $1.key }) {
                    report += "  \(layer): \(ModuleRoles.list(modules.sorted(), limit: 6))\n"
                }
            }
            if !closest.mappings.isEmpty {
                report += "\nNames mapped onto the preset's layers:\n"
                for mapping in closest.mappings { report += "  \(mapping)\n" }
            }
            let others = result.ranked.filter { $0.preset != closest.preset && !$0.evidence.isEmpty }
            if !others.isEmpty {
                report += "\nAlso seen:\n"
                for other in others { report += "  \(other.preset): \(other.evidence.joined(separator: "; "))\n" }
            }
        } else {
            report += "\nNo shipped architecture fits: \(ArchitectureDetector.minimumScore) points are needed, "
            report += "\(ArchitectureDetector.minimumStructuralScore) of them from folders or modules.\n"
            if let best = result.ranked.first, !best.evidence.isEmpty {
                report += "What was seen (\(best.preset)):\n"
                for line in best.evidence { report += "  \(line)\n" }
            }
        }
        if let coverage = result.coverage {
            let share = coverage.moduleCount == 0 ? 100 : coverage.mappedCount * 100 / coverage.moduleCount
            report += "\nLayers: \(coverage.mappedCount) of \(coverage.moduleCount) module\(coverage.moduleCount == 1 ? "" : "s") placed (\(share)%), "
            report += "\(coverage.filesInLayers) of \(coverage.fileCount) files in a layer.\n"
            if !coverage.unmapped.isEmpty { report += "  No layer: \(coverage.unmapped.joined(separator: ", "))\n" }
            for (module, files) in coverage.outside {
                report += "  Outside every target (not a module of the build): \(module), \(files) file\(files == 1 ? "" : "s")\n"
            }
            for entry in coverage.misplaced { report += "  \(entry.module): meant for \(entry.meant), in \(entry.actual ?? "no layer")\n" }
        }
        report += "\nWrote \(result.file)"
        report += result.closest.map { " (extends \($0.preset)).\n" } ?? ": a starter configuration with an example of every rule kind, commented out.\n"
        report += "Next: archlint lint \(root == "." ? "" : "\(root) ")--summary\n"
        return report
    }

    static func leftPadded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
