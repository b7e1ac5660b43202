import Dispatch
import Foundation

/// A value computed on a thread of its own from the moment it is made, for a caller with other
/// work to do meanwhile; `take` waits for it and hands it over (nil when it was already taken).
///
/// A thread of its own rather than one of Dispatch's: work made inside other background work (the
/// snapshot's tables, read while the prefetched snapshot is) would otherwise wait for a free
/// thread of a pool as wide as the machine has cores, while the work that made it waits for it.
public final class BackgroundWork<Value>: @unchecked Sendable {
    private let finished = DispatchGroup()
    private var value: Value?

    public init(_ work: @escaping @Sendable () -> Value) {
        finished.enter()
        Thread {
            self.value = work()
            self.finished.leave()
        }.start()
    }

    public func take() -> Value? {
        finished.wait()
        defer { value = nil }
        return value
    }
}
