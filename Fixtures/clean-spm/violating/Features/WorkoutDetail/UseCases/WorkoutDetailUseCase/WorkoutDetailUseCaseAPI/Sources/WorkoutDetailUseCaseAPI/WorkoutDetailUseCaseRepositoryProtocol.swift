import Foundation

/// What the workout-detail use case needs from the outside world.
public protocol WorkoutDetailUseCaseRepositoryProtocol: Sendable {

    func lookUpWorkout(id: String) async throws -> WorkoutDetailUseCaseNameSpace.WorkoutLookup
}
