import Foundation

/// Input and output boundary of the training-history use case.
public protocol WorkoutHistoryUseCaseProtocol: AnyObject, Sendable {

    /// Counted workouts, newest first, plus the totals for the current week.
    func loadHistory() async throws -> WorkoutHistoryUseCaseNameSpace.History

    /// Signs the athlete out and forgets the workouts kept on this device.
    func endSession() async throws -> WorkoutHistoryUseCaseNameSpace.EndSessionResult
}
