import ArchlintBase
import ArchlintRules

/// Records the findings of `root` in a baseline file, so that a lint with `LintRequest.baseline`
/// reports only new ones: what `archlint baseline` runs.
public struct BaselineRequest: Sendable {
    public var root: String
    public var configuration: ConfigurationSource
    /// Where the baseline is written (default: `root/.archlint-baseline.json`).
    public var output: String?
    public var cache: CacheSetting = .automatic
    public var reading = ReadingOptions()

    public init(root: String = ".", configuration: ConfigurationSource = ConfigurationSource()) {
        self.root = root
        self.configuration = configuration
    }

    public func run() throws -> BaselineResult {
        try ArchlintError.reporting {
            let root = try ArchlintError.folder(root)
            let configuration = try configuration.load(root: root)
            let outcome = Pipeline(root: root, configuration: configuration, cache: cache, reading: reading).lint()
            let unreadable = outcome.report.diagnostics.filter { $0.severity == .error }
            guard unreadable.isEmpty else {
                throw ArchlintError(
                    "no baseline written: it would miss the findings of what could not be read\n"
                        + unreadable.map(\.formatted).joined(separator: "\n"))
            }
            let file = output ?? "\(root)/.archlint-baseline.json"
            let baseline = Baseline.record(outcome.report.findings)
            try AtomicFile.write(baseline.render(), to: file)
            return BaselineResult(file: file, findingCount: outcome.report.findings.count, entryCount: baseline.entries.count, notes: outcome.notes)
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
}
