import Foundation
import WorkoutHistoryScreenAPI

/// Spy for `WorkoutHistoryScreenCoordinatorProtocol`.
@MainActor
public final class WorkoutHistoryScreenCoordinatorSpy: WorkoutHistoryScreenCoordinatorProtocol {

    public private(set) var showWorkoutDetailCallCount = 0
    public private(set) var shownWorkoutIDs: [String] = []
    public private(set) var didSignOutCallCount = 0
    public var onShowWorkoutDetail: ((String) -> Void)?
    public var onDidSignOut: (() -> Void)?

    public init() {}

    public func reset() {
        showWorkoutDetailCallCount = 0
        shownWorkoutIDs = []
        didSignOutCallCount = 0
        onShowWorkoutDetail = nil
        onDidSignOut = nil
    }

    public func showWorkoutDetail(workoutID: String) async {
        showWorkoutDetailCallCount += 1
        shownWorkoutIDs.append(workoutID)
        onShowWorkoutDetail?(workoutID)
    }

    public func didSignOut() async {
        didSignOutCallCount += 1
        onDidSignOut?()
    }
}
