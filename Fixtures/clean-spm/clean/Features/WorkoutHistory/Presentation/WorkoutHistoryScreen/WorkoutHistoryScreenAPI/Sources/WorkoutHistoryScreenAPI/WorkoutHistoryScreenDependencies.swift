import Foundation

public struct WorkoutHistoryScreenDependencies: Sendable {
    public let coordinator: any WorkoutHistoryScreenCoordinatorProtocol

    public init(coordinator: any WorkoutHistoryScreenCoordinatorProtocol) {
        self.coordinator = coordinator
    }
}
