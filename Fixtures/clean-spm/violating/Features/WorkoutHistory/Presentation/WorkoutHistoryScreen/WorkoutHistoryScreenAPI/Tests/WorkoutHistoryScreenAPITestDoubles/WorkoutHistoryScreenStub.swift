import SwiftUI
import WorkoutHistoryScreenAPI

/// Stub for `WorkoutHistoryScreenProtocol`.
@MainActor
public final class WorkoutHistoryScreenStub: WorkoutHistoryScreenProtocol {

    public private(set) var screenCallCount = 0

    public init() {}

    public func reset() {
        screenCallCount = 0
    }

    public func screen(dependencies: WorkoutHistoryScreenDependencies) -> AnyView {
        screenCallCount += 1
        return AnyView(Text("WorkoutHistoryScreenStub"))
    }
}
