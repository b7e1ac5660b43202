import Foundation

/// Navigation the training-history screen may ask for.
@MainActor
public protocol WorkoutHistoryScreenCoordinatorProtocol: AnyObject, Sendable {

    func showWorkoutDetail(workoutID: String) async

    /// The session has ended; leave the signed-in part of the app.
    func didSignOut() async
}
