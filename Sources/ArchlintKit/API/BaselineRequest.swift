import ArchlintBase
import ArchlintRules

/// Records the findings of `root` in a baseline file, so that a lint with `LintRequest.baseline`
/// reports only new ones: what `archlint baseline` runs.
public struct BaselineRequest: Sendable {
    public var root: String
    public var configuration: ConfigurationSource
    /// Where the baseline is written (default: the configuration's `baseline`, else
    /// `.archlint-baseline.json` in the configuration's folder).
    public var output: String?
    public var cache: CacheSetting = .automatic
    public var reading = ReadingOptions()

    public init(root: String = ".", configuration: ConfigurationSource = ConfigurationSource()) {
        self.root = root
        self.configuration = configuration
    }

    public func run() throws -> BaselineResult {
        try ArchlintError.reporting {
            // The whole repository of the configuration, wherever it is asked from: a baseline
            // of a subfolder would drop every other folder's entries.
            let pipeline = try Pipeline(path: root, source: configuration, cache: cache, reading: reading)
            let outcome = try pipeline.lint()
            let unreadable = outcome.report.diagnostics.filter { $0.severity == .error }
            guard unreadable.isEmpty else {
                throw ArchlintError(
                    "no baseline written: it would miss the findings of what could not be read\n"
                        + unreadable.map(\.formatted).joined(separator: "\n"))
            }
            let configured = pipeline.configuration.baseline
            let file = output ?? configured ?? "\(pipeline.root)/.archlint-baseline.json"
            let baseline = Baseline.record(outcome.report.findings)
            try AtomicFile.write(baseline.render(), to: file)
            let usedByLint = configured.map { Linter.canonicalPath($0) == Linter.canonicalPath(file) } ?? false
            return BaselineResult(
                file: file, findingCount: outcome.report.findings.count, entryCount: baseline.entries.count, notes: outcome.notes,
                configurationFile: usedByLint ? nil : pipeline.lookup.file)
        }
    }
}

/// A baseline written: where, and how many findings in how many entries (one per rule, file and fingerprint).
public struct BaselineResult: Sendable {
    public let file: String
    public let findingCount: Int
    public let entryCount: Int
    /// Problems of the cache, worth telling but not failing for.
    public let notes: [String]
    /// The configuration file whose `baseline` key does not name this baseline yet (nil when it
    /// does, or there is no file): lint and the hooks apply it once it does.
    public let configurationFile: String?
}
