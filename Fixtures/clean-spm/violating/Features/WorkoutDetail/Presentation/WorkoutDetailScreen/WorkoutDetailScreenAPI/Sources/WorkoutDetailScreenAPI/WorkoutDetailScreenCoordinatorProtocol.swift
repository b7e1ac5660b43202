import Foundation

/// Navigation the workout-detail screen may ask for.
@MainActor
public protocol WorkoutDetailScreenCoordinatorProtocol: AnyObject, Sendable {

    /// Back to the history, e.g. after the workout turned out to be deleted.
    func closeWorkoutDetail() async
}
