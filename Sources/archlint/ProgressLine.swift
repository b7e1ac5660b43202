import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A line on standard error saying what a long run is doing (`archlint: reading 11120 Swift
/// files… 3s`), drawn only on a terminal and only once the run has taken a second, redrawn every
/// second, and erased when the run ends: a quick run and a piped one print nothing.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let started = Date()
    private var stage = "starting"
    private var drawn = false
    private var stopped = false

    /// A progress line for this run, or nil when standard error is not a terminal.
    static func start() -> ProgressLine? {
        guard Output.errorIsTerminal else { return nil }
        let line = ProgressLine()
        Thread.detachNewThread { line.redrawEverySecond() }
        return line
    }

    /// What the run does now.
    func show(_ stage: String) {
        lock.lock()
        defer { lock.unlock() }
        self.stage = stage
    }

    /// Erases the line; the run's output follows.
    func stop() {
        lock.lock()
        defer { lock.unlock() }
        stopped = true
        if drawn { Output.standardError("\r\u{1B}[K") }
    }

    private func redrawEverySecond() {
        while true {
            Thread.sleep(forTimeInterval: 1)
            lock.lock()
            defer { lock.unlock() }
            if stopped { return }
            drawn = true
            Output.standardError("\r\u{1B}[Karchlint: \(stage)… \(Int(Date().timeIntervalSince(started)))s")
        }
    }
}
