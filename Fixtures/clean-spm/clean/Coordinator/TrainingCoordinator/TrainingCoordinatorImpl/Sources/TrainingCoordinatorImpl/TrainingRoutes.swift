import SUICoordinator
import SwiftUI
import WorkoutDetailScreenAPI
import WorkoutHistoryScreenAPI

public enum TrainingRoutes: RouteType {

    case workoutHistory(
        coordinator: any WorkoutHistoryScreenCoordinatorProtocol,
        screen: WorkoutHistoryScreenProtocol
    )
    case workoutDetail(
        coordinator: any WorkoutDetailScreenCoordinatorProtocol,
        screen: WorkoutDetailScreenProtocol,
        workoutID: String
    )

    public var presentationStyle: TransitionPresentationStyle {
        switch self {
        case .workoutHistory,
             .workoutDetail:
            .push
        }
    }

    @MainActor
    public var body: some View {
        switch self {
        case .workoutHistory(let coordinator, let screen):
            screen.screen(
                dependencies: WorkoutHistoryScreenDependencies(coordinator: coordinator)
            )
        case .workoutDetail(let coordinator, let screen, let workoutID):
            screen.screen(
                dependencies: WorkoutDetailScreenDependencies(
                    coordinator: coordinator,
                    workoutID: workoutID
                )
            )
        }
    }
}
