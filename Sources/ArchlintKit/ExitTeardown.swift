import ArchlintBase

/// Values left for the process's exit to free: a repository's facts and graph are millions of heap
/// blocks, and a command-line run that frees them one by one just before it exits spends tens of
/// milliseconds on memory the exit returns at once.
public enum ExitTeardown {
    /// Set by a command-line tool that exits when its work is done; off for library use (tests).
    nonisolated(unsafe) public static var isLeftToExit = false
    private static let lock = Lock()
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` until the process exits when `isLeftToExit`; does nothing otherwise.
    public static func keep(_ value: Any) {
        guard isLeftToExit else { return }
        lock.withLock { kept.append(value) }
    }
}
