import Dispatch

/// Runs `body` for every index in `0..<count` on `workers` threads and returns the results in
/// index order, so output never depends on scheduling. Each worker builds its own state once
/// (a lexer, a read buffer) with `makeState`; nothing mutable is shared on the hot path.
public func parallelMap<State, Result>(
    count: Int, workers: Int, makeState: @escaping () -> State, _ body: @escaping (Int, inout State) -> Result
) -> [Result] {
    guard count > 0 else { return [] }
    let job = ParallelJob(count: count, makeState: makeState, body: body)
    let workerCount = max(1, min(workers, count))
    if workerCount == 1 {
        job.work(batch: count)
    } else {
        // Small batches keep the workers busy to the end without contending on the counter.
        let batch = max(1, min(64, count / (workerCount * 16)))
        DispatchQueue.concurrentPerform(iterations: workerCount) { _ in job.work(batch: batch) }
    }
    return job.takeResults()
}

/// One `parallelMap` call: workers claim batches of indices from a locked counter and write their
/// results into disjoint slots, which is why sharing it across threads is safe.
private final class ParallelJob<State, Result>: @unchecked Sendable {
    let count: Int
    let slots: UnsafeMutableBufferPointer<Result?>
    let makeState: () -> State
    let body: (Int, inout State) -> Result
    private let lock = Lock()
    private var next = 0
    private var resultsTaken = false

    init(count: Int, makeState: @escaping () -> State, body: @escaping (Int, inout State) -> Result) {
        self.count = count
        self.makeState = makeState
        self.body = body
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        if !resultsTaken { slots.deinitialize() }
        slots.deallocate()
    }

    /// The results, moved out of their slots once every worker is done. Copying them would
    /// retain every reference each result holds (a file's facts hold a dozen arrays) and
    /// releasing the slots after would undo it: atomic operations on the calling thread alone.
    func takeResults() -> [Result] {
        precondition(!resultsTaken, "results taken twice")
        resultsTaken = true
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count { (buffer.baseAddress! + index).initialize(to: (slots.baseAddress! + index).move()!) }
            initialized = count
        }
    }

    func work(batch: Int) {
        var state = makeState()
        while true {
            let start = lock.withLock {
                defer { next += batch }
                return next
            }
            if start >= count { return }
            for index in start..<min(start + batch, count) { slots[index] = body(index, &state) }
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
