import Dispatch

/// A value computed on another thread from the moment it is made, for a caller with other work
/// to do meanwhile; `take` waits for it and hands it over (nil when it was already taken).
public final class BackgroundWork<Value>: @unchecked Sendable {
    private let finished = DispatchGroup()
    private var value: Value?

    public init(_ work: @escaping @Sendable () -> Value) {
        finished.enter()
        DispatchQueue.global().async {
            self.value = work()
            self.finished.leave()
        }
    }

    public func take() -> Value? {
        finished.wait()
        defer { value = nil }
        return value
    }
}
