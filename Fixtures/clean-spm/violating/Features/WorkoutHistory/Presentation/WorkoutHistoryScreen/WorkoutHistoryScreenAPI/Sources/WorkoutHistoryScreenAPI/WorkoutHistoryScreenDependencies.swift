import Foundation
import WorkoutHistoryScreenSupport

public struct WorkoutHistoryScreenDependencies: Sendable {
    public let coordinator: any WorkoutHistoryScreenCoordinatorProtocol
    public let initialFilter: HistoryFilter

    public init(coordinator: any WorkoutHistoryScreenCoordinatorProtocol, initialFilter: HistoryFilter = .all) {
        self.coordinator = coordinator
        self.initialFilter = initialFilter
    }
}
