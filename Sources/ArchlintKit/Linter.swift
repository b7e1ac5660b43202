import ArchlintBase
import ArchlintDiscovery
import ArchlintGraph
import ArchlintReport
import ArchlintRules

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The whole pipeline for one lint: configuration, read, graph, rules.
public struct Linter {
    /// Where presets are looked for: `$ARCHLINT_PRESETS`, the `rules/` folder of the package
    /// archlint was built from, and `rules/` or `share/archlint/rules` next to the executable.
    public static func presetDirectories() -> [String] {
        var directories: [String] = []
        if let fromEnvironment = getenv("ARCHLINT_PRESETS") { directories.append(String(cString: fromEnvironment)) }
        let source = "\(#filePath)"
        if let range = source.range(of: "/Sources/ArchlintKit/") {
            directories.append(String(source[..<range.lowerBound]) + "/rules")
        }
        let executable = CommandLine.arguments.first ?? ""
        if let slash = executable.lastIndex(of: "/") {
            let folder = String(executable[..<slash])
            directories += ["\(folder)/rules", "\(folder)/../share/archlint/rules"]
        }
        return directories
    }

    public static var configurationLoader: ConfigurationLoader {
        ConfigurationLoader(presetDirectories: presetDirectories())
    }

    /// The configuration file of a root: `.archlint.json` (or `.archlint.json5`) when present.
    public static func defaultConfigurationFile(root: String) -> String? {
        let folder = isDirectory(root) ? root : ModuleMap.parent(of: root)
        for name in [".archlint.json", ".archlint.json5"] {
            let candidate = folder.isEmpty ? name : "\(folder)/\(name)"
            if access(candidate, F_OK) == 0 { return candidate }
        }
        return nil
    }

    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    public var configuration: Configuration
    public var workers: Int

    public init(configuration: Configuration, workers: Int = availableCores) {
        self.configuration = configuration
        self.workers = workers
    }

    public func reader() -> RepositoryReader {
        var reader = RepositoryReader(
            excludedDirectories: FileWalker.defaultExcludedDirectories.union(configuration.excludeDirectories), workers: workers)
        let configuration = self.configuration
        reader.sourceFilter = { configuration.includes($0) }
        reader.manifestFilter = { path in !configuration.exclude.contains { $0.matches(path) } }
        return reader
    }

    /// Reads `root`, builds the graph and evaluates every enabled rule.
    public func lint(root: String) -> (report: LintReport, graph: DependencyGraph) {
        let repository = reader().read(root: root)
        return lint(repository)
    }

    public func lint(_ repository: RepositoryFacts) -> (report: LintReport, graph: DependencyGraph) {
        let graph = DependencyGraph(repository: repository, workers: workers)
        let findings = RuleEngine.evaluate(configuration, graph: graph, workers: workers)
        var diagnostics = repository.diagnostics
        for manifest in repository.manifests {
            for warning in manifest.warnings {
                diagnostics.append(Diagnostic(.warning, warning.message, file: manifest.path, line: warning.position.line, column: warning.position.column))
            }
        }
        for file in repository.files {
            for problem in file.facts.diagnostics {
                diagnostics.append(Diagnostic(.warning, problem.message, file: file.path, line: Int(problem.position.line), column: Int(problem.position.column)))
            }
        }
        let outcome = Suppressions.apply(
            findings, repository: repository, knownRules: configuration.knownRuleIds, severity: configuration.suppressionSeverity)
        var report = LintReport(findings: outcome.findings, diagnostics: diagnostics, rules: configuration.rules, filesChecked: repository.files.count)
        report.suppressed = outcome.suppressed
        report.suppressionSeverity = configuration.suppressionSeverity
        return (report, graph)
    }
}
