import ArchlintBase

/// How a request reads the repository.
public struct ReadingOptions: Sendable, Equatable {
    /// Worker threads.
    public var jobs: Int
    /// Asks SwiftPM what each `Package.swift` declares (`swift package dump-package`, which runs
    /// the manifests) instead of reading it statically.
    public var evaluateManifests: Bool

    public init(jobs: Int = availableCores, evaluateManifests: Bool = false) {
        self.jobs = jobs
        self.evaluateManifests = evaluateManifests
    }
}
