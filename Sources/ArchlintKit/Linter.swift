import ArchlintBase
import ArchlintCache
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

    /// Where the fact cache of `root` lives unless `--cache-dir` or `$ARCHLINT_CACHE_DIR` says
    /// otherwise: `.build/archlint` in a package that has a `.build` folder (which git already
    /// ignores there), else `$XDG_CACHE_HOME/archlint` or `~/.cache/archlint`.
    public static func defaultCacheDirectory(root: String) -> String? {
        if let configured = getenv("ARCHLINT_CACHE_DIR") { return String(cString: configured) }
        let build = root.hasSuffix("/") ? root + ".build" : root + "/.build"
        if isDirectory(build) { return build + "/archlint" }
        if let xdg = getenv("XDG_CACHE_HOME"), xdg.pointee != 0 { return String(cString: xdg) + "/archlint" }
        if let home = getenv("HOME"), home.pointee != 0 { return String(cString: home) + "/.cache/archlint" }
        return nil
    }

    /// The absolute, symlink-free form of a path: the same folder reached two ways shares a cache.
    static func canonicalPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public var configuration: Configuration
    public var workers: Int
    /// The folder of the fact cache; nil lints without one.
    public var cacheDirectory: String?
    /// Paths relative to the root: when set, only findings that involve one of them (at their
    /// location or in their evidence) and problems in them are reported. The graph still comes
    /// from the whole repository.
    public var focus: Set<String>?
    /// The cache of the last `lint(root:)`, for its summary.
    public private(set) var cache: FactCache?

    public init(configuration: Configuration, workers: Int = availableCores, cacheDirectory: String? = nil) {
        self.configuration = configuration
        self.workers = workers
        self.cacheDirectory = cacheDirectory
    }

    public func reader() -> RepositoryReader {
        var reader = RepositoryReader(
            excludedDirectories: FileWalker.defaultExcludedDirectories.union(configuration.excludeDirectories), workers: workers)
        let configuration = self.configuration
        reader.sourceFilter = { configuration.includes($0) }
        reader.manifestFilter = { path in !configuration.exclude.contains { $0.matches(path) } }
        return reader
    }

    /// Reads `root` (through the fact cache when there is one), builds the graph and evaluates
    /// every enabled rule.
    public mutating func lint(root: String) -> (report: LintReport, graph: DependencyGraph) {
        var reader = reader()
        cache = cacheDirectory.map { FactCache(directory: $0, root: Self.canonicalPath(root)) }
        reader.cache = cache
        return lint(reader.read(root: root))
    }

    public func lint(_ repository: RepositoryFacts) -> (report: LintReport, graph: DependencyGraph) {
        let focusFiles = focus.map { focus in Set(repository.files.indices.filter { focus.contains(repository.files[$0].path) }) }
        let graph = DependencyGraph(repository: repository, workers: workers, focus: focusFiles)
        let evaluated = RuleEngine.evaluate(configuration, graph: graph, workers: workers, focus: focusFiles)
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
            evaluated, repository: repository, knownRules: configuration.knownRuleIds, severity: configuration.suppressionSeverity)
        var findings = outcome.findings
        var suppressed = outcome.suppressed
        var filesChecked = repository.files.count
        if let focus {
            let involvesFocus = { (finding: Finding) in focus.contains(finding.file) || finding.evidence.contains { focus.contains($0.file) } }
            findings.removeAll { !involvesFocus($0) }
            suppressed.removeAll { !involvesFocus($0.finding) }
            diagnostics.removeAll { diagnostic in diagnostic.file.map { !focus.contains($0) } ?? false }
            filesChecked = repository.files.filter { focus.contains($0.path) }.count + repository.manifests.filter { focus.contains($0.path) }.count
        }
        var report = LintReport(findings: findings, diagnostics: diagnostics, rules: configuration.rules, filesChecked: filesChecked)
        report.suppressed = suppressed
        report.suppressionSeverity = configuration.suppressionSeverity
        return (report, graph)
    }
}
