import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall time per pipeline stage and resident memory after it, printed to standard error when
/// `ARCHLINT_TIMING` is set: where a lint spends its time and memory, without a profiler. Each
/// line starts with the milliseconds since the first timer, which shows the time between stages.
public struct StageTimer: Sendable {
    public static let isEnabled = getenv("ARCHLINT_TIMING") != nil
    static let start = DispatchTime.now().uptimeNanoseconds
    private var last = DispatchTime.now().uptimeNanoseconds
    private var lastCPU = StageTimer.processCPUTime()

    public init() { _ = Self.start }

    /// Prints the wall time since the last lap, the CPU time all threads spent in it (which other
    /// processes on the machine do not inflate), and resident memory.
    public mutating func lap(_ stage: @autoclosure () -> String) {
        guard StageTimer.isEnabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let cpu = StageTimer.processCPUTime()
        let milliseconds = Double(now - last) / 1_000_000
        let cpuMilliseconds = Double(cpu - lastCPU) / 1_000_000
        last = now
        lastCPU = cpu
        let text = "archlint timing: [\((now - Self.start) / 1_000_000)] \(stage()) \((milliseconds * 10).rounded() / 10) ms (cpu \((cpuMilliseconds * 10).rounded() / 10) ms)\(StageTimer.residentMemory())\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
    }

    /// User and system time of every thread of the process so far, in nanoseconds.
    private static func processCPUTime() -> UInt64 {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        let seconds = UInt64(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        let microseconds = UInt64(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
        return seconds * 1_000_000_000 + microseconds * 1_000
    }

    /// `, 123 MiB resident (peak 130)` from /proc and `getrusage` (Linux only; empty elsewhere): the
    /// peak so far shows a stage that rose higher than where it ended.
    private static func residentMemory() -> String {
        guard let file = fopen("/proc/self/statm", "r") else { return "" }
        defer { fclose(file) }
        var size = 0
        var resident = 0
        guard fscanf_statm(file, &size, &resident) else { return "" }
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #endif
        return ", \((resident * Int(getpagesize())) >> 20) MiB resident (peak \(usage.ru_maxrss >> 10))"
    }
}

private func fscanf_statm(_ file: UnsafeMutablePointer<FILE>, _ size: inout Int, _ resident: inout Int) -> Bool {
    var line = [CChar](repeating: 0, count: 128)
    guard fgets(&line, Int32(line.count), file) != nil else { return false }
    let fields = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }.split(separator: " ")
    guard fields.count >= 2, let total = Int(fields[0]), let inMemory = Int(fields[1]) else { return false }
    size = total
    resident = inMemory
    return true
}
