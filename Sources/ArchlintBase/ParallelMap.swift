import Dispatch

/// Runs `body` for every index in `0..<count` on `workers` threads and returns the results in
/// index order, so output never depends on scheduling. Each worker builds its own state once
/// (a lexer, a read buffer) with `makeState`; nothing mutable is shared on the hot path.
public func parallelMap<State, Result>(
    count: Int, workers: Int, makeState: @escaping () -> State, _ body: @escaping (Int, inout State) -> Result
) -> [Result] {
    guard count > 0 else { return [] }
    // Each result is written where the array keeps it: results gathered in a buffer and moved
    // into an array after were held twice at the end of reading a repository, a lint's peak.
    return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
        let job = ParallelJob(results: buffer.baseAddress!, count: count, makeState: makeState, body: body)
        let workerCount = max(1, min(workers, count))
        if workerCount == 1 {
            job.work(batch: count)
        } else {
            // Small batches keep the workers busy to the end without contending on the counter.
            let batch = max(1, min(64, count / (workerCount * 16)))
            DispatchQueue.concurrentPerform(iterations: workerCount) { _ in job.work(batch: batch) }
        }
        initialized = count
    }
}

/// One `parallelMap` call: workers claim batches of indices from a locked counter and initialize
/// disjoint elements of the result array, which is why sharing it across threads is safe.
private final class ParallelJob<State, Result>: @unchecked Sendable {
    let results: UnsafeMutablePointer<Result>
    let count: Int
    let makeState: () -> State
    let body: (Int, inout State) -> Result
    private let lock = Lock()
    private var next = 0

    init(results: UnsafeMutablePointer<Result>, count: Int, makeState: @escaping () -> State, body: @escaping (Int, inout State) -> Result) {
        self.results = results
        self.count = count
        self.makeState = makeState
        self.body = body
    }

    func work(batch: Int) {
        var state = makeState()
        while true {
            let start = lock.withLock {
                defer { next += batch }
                return next
            }
            if start >= count { return }
            for index in start..<min(start + batch, count) { (results + index).initialize(to: body(index, &state)) }
        }
    }
}

/// The number of workers to use by default: every core.
public let availableCores: Int = {
    #if canImport(Glibc)
    return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    #else
    return max(1, Int(sysconf(_SC_NPROCESSORS_ONLN)))
    #endif
}()

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
