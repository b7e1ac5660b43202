import Resolver
import SUICoordinator
import SwiftUI
import TrainingCoordinatorAPI
import WorkoutDetailScreenAPI
import WorkoutHistoryScreenAPI

/// History first; a tapped workout is pushed on top. Finishing the flow signs the athlete out
/// of the UI and returns control to the root coordinator.
@MainActor
public final class TrainingCoordinatorImpl: Coordinator<TrainingRoutes> {

    public override func start() async {
        @Injected var historyScreen: WorkoutHistoryScreenProtocol
        await startFlow(
            route: .workoutHistory(
                coordinator: self,
                screen: historyScreen
            )
        )
    }
}

// MARK: - TrainingCoordinatorProtocol

extension TrainingCoordinatorImpl: TrainingCoordinatorProtocol {}

// MARK: - WorkoutHistoryScreenCoordinatorProtocol

extension TrainingCoordinatorImpl: WorkoutHistoryScreenCoordinatorProtocol {

    public func showWorkoutDetail(workoutID: String) async {
        @Injected var detailScreen: WorkoutDetailScreenProtocol
        await router.navigate(
            toRoute: .workoutDetail(
                coordinator: self,
                screen: detailScreen,
                workoutID: workoutID
            ),
            animated: true
        )
    }

    public func didSignOut() async {
        await finishFlow(animated: true)
    }
}

// MARK: - WorkoutDetailScreenCoordinatorProtocol

extension TrainingCoordinatorImpl: WorkoutDetailScreenCoordinatorProtocol {

    public func closeWorkoutDetail() async {
        await router.pop(animated: true)
    }
}

// MARK: - Sharing

extension TrainingCoordinatorImpl {

    public func showShareSheet(workoutID: String) async {
        await router.navigate(toRoute: .shareWorkout(workoutID: workoutID), animated: true)
    }
}
