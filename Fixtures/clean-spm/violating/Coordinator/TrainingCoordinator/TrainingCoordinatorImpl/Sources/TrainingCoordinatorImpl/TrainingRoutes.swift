import Resolver
import SUICoordinator
import SwiftUI
import WorkoutDetailScreenAPI
import WorkoutHistoryScreenAPI
@_implementationOnly import WorkoutShareScreenImpl

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
    case shareWorkout(workoutID: String)

    public var presentationStyle: TransitionPresentationStyle {
        switch self {
        case .workoutHistory,
             .workoutDetail:
            .push
        case .shareWorkout:
            .sheet
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
        case .shareWorkout(let workoutID):
            // No WorkoutShareScreenAPI yet, so the screen is resolved by its concrete type.
            Resolver.resolve(WorkoutShareScreenImpl.self)
                .screen(workoutID: workoutID)
        }
    }
}
