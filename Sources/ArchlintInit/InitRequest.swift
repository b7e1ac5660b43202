import ArchlintBase
import ArchlintGraph
import ArchlintKit
import ArchlintRules

/// The first audit of a repository: which shipped preset architecture `root` resembles and why,
/// and a commented `.archlint.json` written to it, extending the closest preset (its layers
/// redefined where the repository names folders or modules differently) or, when none fits, a
/// starter with an example of every rule kind. What `archlint init` runs.
public struct InitRequest: Sendable {
    public var root: String
    /// Replaces an existing configuration.
    public var force = false
    public var reading = ReadingOptions()

    public init(root: String = ".") {
        self.root = root
    }

    public func run() throws -> InitResult {
        try ArchlintError.reporting {
            let root = try ArchlintError.folder(root)
            let file = root == "." ? ".archlint.json" : root.hasSuffix("/") ? "\(root).archlint.json" : "\(root)/.archlint.json"
            if let existing = Linter.defaultConfigurationFile(root: root), !force {
                let shown = existing.hasPrefix("./") ? String(existing.dropFirst(2)) : existing
                throw ArchlintError("\(shown) exists; archlint init leaves it alone. Pass --force to replace it.")
            }
            var linter = Linter(configuration: Configuration(), workers: reading.jobs)
            linter.evaluateManifests = reading.evaluateManifests
            let graph = DependencyGraph(repository: linter.reader().read(root: root), workers: reading.jobs)
            let survey = ArchitectureSurvey(graph)
            let roles = ModuleRoles(survey)
            let ranked = ArchitectureDetector.rank(survey, roles: roles)
            let closest = ArchitectureDetector.closest(ranked)
            var text = ConfigurationTemplate.starter(ranked: ranked)
            var coverage: LayerCoverage?
            if let closest {
                // The preset's own layers when they place every module (as its role says); else redefined.
                let renamed = !closest.folderNames.isEmpty || !closest.layerPaths.isEmpty
                for redefine in renamed ? [true] : [false, true] {
                    let attempt = try ConfigurationTemplate.extending(closest, ranked: ranked, survey: survey, roles: roles, redefineLayers: redefine)
                    let placed = LayerCoverage(try Linter.configurationLoader.load(text: attempt, display: file), graph: graph, meant: closest.moduleLayers)
                    if let coverage, coverage.misplaced.count + coverage.unmapped.count <= placed.misplaced.count + placed.unmapped.count { break }
                    (text, coverage) = (attempt, placed)
                    if placed.misplaced.isEmpty, placed.unmapped.isEmpty { break }
                }
            }
            // The file must load before it is written: a configuration init wrote never fails lint with 2.
            _ = try Linter.configurationLoader.load(text: text, display: file)
            try AtomicFile.write(Array(text.utf8), to: file)
            return InitResult(file: file, survey: survey, roles: roles, ranked: ranked, closest: closest, coverage: coverage)
        }
    }
}

/// What `init` saw and wrote: the survey, every preset ranked by its points (best first), the
/// closest one when it has enough, and the configuration file written.
public struct InitResult: Sendable {
    public let file: String
    public let survey: ArchitectureSurvey
    /// What each module is, and the conventions seen.
    public let roles: ModuleRoles
    public let ranked: [ArchitectureDetector.Candidate]
    /// Nil when no preset fits: the file is then a starter configuration.
    public let closest: ArchitectureDetector.Candidate?
    /// What the written configuration's layers place (nil for a starter).
    public let coverage: LayerCoverage?
}
