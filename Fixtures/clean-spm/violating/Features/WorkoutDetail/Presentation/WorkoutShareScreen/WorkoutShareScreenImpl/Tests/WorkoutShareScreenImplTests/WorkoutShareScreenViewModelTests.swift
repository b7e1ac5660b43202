import WorkoutDetailUseCaseAPI
import WorkoutDetailUseCaseAPITestDoubles
@testable import WorkoutShareScreenImpl
import XCTest

@MainActor
final class WorkoutShareScreenViewModelTests: XCTestCase {

    func test_onAppear_whenTheDetailLoads_buildsTheShareText() async {
        let useCase = WorkoutDetailUseCaseStub()
        useCase.loadDetailResult = .success(
            WorkoutDetailUseCaseNameSpace.WorkoutDetail(
                facts: WorkoutDetailUseCaseNameSpace.WorkoutFacts(
                    id: "w-1",
                    title: "Sunday long run",
                    startedAt: Date(timeIntervalSince1970: 1_715_500_000),
                    distanceMeters: 21_100,
                    duration: 6_300,
                    elevationGainMeters: 120,
                    averageHeartRate: 148,
                    splits: [],
                    routeImageURL: nil
                ),
                insights: WorkoutDetailUseCaseNameSpace.PaceInsights(
                    averageSecondsPerKilometer: 298.6,
                    fastestSplitIndex: nil,
                    isNegativeSplit: true
                )
            )
        )
        let sut = WorkoutShareScreenViewModel(workoutID: "w-1", workoutDetailUseCase: useCase)

        await sut.onAppear()

        XCTAssertTrue(sut.shareText.hasPrefix("Sunday long run"))
        XCTAssertTrue(sut.shareText.contains("#LongRun"))
        XCTAssertNil(sut.errorMessage)
        XCTAssertEqual(useCase.lastRequestedWorkoutID, "w-1")
    }
}
