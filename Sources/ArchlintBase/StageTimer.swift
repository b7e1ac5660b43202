import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall time per pipeline stage, printed to standard error when `ARCHLINT_TIMING` is set: where a
/// lint spends its time, without a profiler.
public struct StageTimer: Sendable {
    public static let isEnabled = getenv("ARCHLINT_TIMING") != nil
    private var last = DispatchTime.now().uptimeNanoseconds

    public init() {}

    public mutating func lap(_ stage: @autoclosure () -> String) {
        guard StageTimer.isEnabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let milliseconds = Double(now - last) / 1_000_000
        last = now
        let text = "archlint timing: \(stage()) \((milliseconds * 10).rounded() / 10) ms\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
    }
}
