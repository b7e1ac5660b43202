import Foundation

/// ViewModels start their work in a `Task`; tests poll the published state until it settles.
public enum AsyncWait {
    @MainActor
    @discardableResult
    public static func until(
        timeout: Duration = .seconds(2),
        _ condition: @MainActor () -> Bool
    ) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !condition() {
            guard clock.now < deadline else {
                return false
            }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return true
    }
}
