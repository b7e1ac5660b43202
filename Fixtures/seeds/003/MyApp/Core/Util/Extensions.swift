// seed 003:L1837-1875, recommended (block L1806-1875, "### Combine との併用")
// ---
/**
 * async/await と Combine の変換
 */
extension Publisher where Failure == Never {

    // Publisher → AsyncStream
    func values() -> AsyncStream<Output> {
        AsyncStream { continuation in
            let cancellable = self.sink { value in
                continuation.yield(value)
            }

            continuation.onTermination = { _ in
                cancellable.cancel()
            }
        }
    }
}

extension AsyncSequence {

    // AsyncSequence → Publisher
    func publisher() -> AnyPublisher<Element, Error> {
        let subject = PassthroughSubject<Element, Error>()

        Task {
            do {
                for try await element in self {
                    subject.send(element)
                }
                subject.send(completion: .finished)
            } catch {
                subject.send(completion: .failure(error))
            }
        }

        return subject.eraseToAnyPublisher()
    }
}
