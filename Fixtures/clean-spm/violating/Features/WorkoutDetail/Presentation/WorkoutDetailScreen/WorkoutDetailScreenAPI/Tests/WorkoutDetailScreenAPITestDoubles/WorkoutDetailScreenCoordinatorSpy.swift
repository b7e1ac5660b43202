import Foundation
import WorkoutDetailScreenAPI

/// Spy for `WorkoutDetailScreenCoordinatorProtocol`.
@MainActor
public final class WorkoutDetailScreenCoordinatorSpy: WorkoutDetailScreenCoordinatorProtocol {

    public private(set) var closeWorkoutDetailCallCount = 0
    public var onCloseWorkoutDetail: (() -> Void)?

    public init() {}

    public func reset() {
        closeWorkoutDetailCallCount = 0
        onCloseWorkoutDetail = nil
    }

    public func closeWorkoutDetail() async {
        closeWorkoutDetailCallCount += 1
        onCloseWorkoutDetail?()
    }
}
