import XCTest

extension XCTestCase {

    /**
     * Polls `condition` until it holds or `timeout` elapses
     *
     * ViewModels start their work in a stored `Task`; tests wait for the state they
     * expect instead of sleeping for a fixed time.
     */
    @MainActor
    func waitUntil(
        timeout: Duration = .seconds(2),
        file: StaticString = #filePath,
        line: UInt = #line,
        _ condition: () -> Bool
    ) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !condition() {
            guard clock.now < deadline else {
                XCTFail("Condition not met within \(timeout)", file: file, line: line)
                return
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}
