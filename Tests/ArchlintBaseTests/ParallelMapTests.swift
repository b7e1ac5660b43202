import ArchlintBase
import Testing

/// Counts the instances alive, so a test can see what a call left behind.
private final class Tracked: Sendable {
    static let alive = Counter()
    init() { Tracked.alive.add(1) }
    deinit { Tracked.alive.add(-1) }
}

private final class Counter: @unchecked Sendable {
    private let lock = Lock()
    private var value = 0
    func add(_ delta: Int) { lock.withLock { value += delta } }
    var current: Int { lock.withLock { value } }
}

@Suite struct ParallelMapTests {
    @Test func resultsComeBackInIndexOrderWhateverTheWorkers() {
        for workers in [1, 2, 8] {
            #expect(parallelMap(count: 1000, workers: workers, makeState: { 0 }) { index, calls in
                calls += 1
                return index * 2
            } == (0..<1000).map { $0 * 2 })
        }
    }

    /// Found by the fuzzing harness of the fact cache (LeakSanitizer): every result stayed referenced
    /// by the job's slots, so each lint leaked what it read (harmless in a one-shot run, not in a host).
    @Test func nothingIsLeftBehindOnceTheResultsAreDropped() {
        for workers in [1, 4] {
            let before = Tracked.alive.current
            do {
                let results = parallelMap(count: 500, workers: workers, makeState: { () }) { _, _ in Tracked() }
                #expect(results.count == 500)
                // Moved out of the job, not released with it: every result is alive while held.
                #expect(Tracked.alive.current == before + 500, "with \(workers) workers")
            }
            #expect(Tracked.alive.current == before, "with \(workers) workers")
        }
    }
}
