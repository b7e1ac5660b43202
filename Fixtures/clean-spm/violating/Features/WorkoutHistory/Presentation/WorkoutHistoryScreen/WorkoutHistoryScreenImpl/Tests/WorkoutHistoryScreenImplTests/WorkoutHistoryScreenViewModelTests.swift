import WorkoutHistoryScreenAPI
import WorkoutHistoryScreenAPITestDoubles
@testable import WorkoutHistoryScreenImpl
import WorkoutHistoryUseCaseAPI
import WorkoutHistoryUseCaseAPITestDoubles
import XCTest

@MainActor
final class WorkoutHistoryScreenViewModelTests: XCTestCase {

    private var useCase: WorkoutHistoryUseCaseStub!
    private var coordinator: WorkoutHistoryScreenCoordinatorSpy!
    private var sut: WorkoutHistoryScreenViewModel!

    override func setUp() async throws {
        try await super.setUp()
        useCase = WorkoutHistoryUseCaseStub()
        coordinator = WorkoutHistoryScreenCoordinatorSpy()
        sut = WorkoutHistoryScreenViewModel(
            dependencies: WorkoutHistoryScreenDependencies(coordinator: coordinator),
            workoutHistoryUseCase: useCase
        )
    }

    override func tearDown() async throws {
        sut = nil
        coordinator = nil
        useCase = nil
        try await super.tearDown()
    }

    func test_onAppear_mapsEveryWorkoutToARowAndShowsTheOfflineBanner() async {
        useCase.loadHistoryResult = .success(history(isFromOfflineCache: true))

        await sut.onAppear()

        XCTAssertEqual(sut.rows.map(\.id), ["w-2", "w-1"])
        XCTAssertEqual(sut.rows.first?.symbolName, "figure.hiking")
        XCTAssertTrue(sut.isOfflineBannerVisible)
        XCTAssertTrue(sut.weekSummary.hasPrefix("2 workouts"))
        XCTAssertNil(sut.errorMessage)
    }

    func test_onAppear_whenTheUseCaseFails_showsTheDomainMessage() async {
        useCase.loadHistoryResult = .failure(WorkoutHistoryUseCaseNameSpace.Errors.historyUnavailable)

        await sut.onAppear()

        XCTAssertTrue(sut.rows.isEmpty)
        XCTAssertEqual(sut.errorMessage, WorkoutHistoryUseCaseNameSpace.Errors.historyUnavailable.errorDescription)
    }

    func test_onAppear_loadsOnlyOnce() async {
        useCase.loadHistoryResult = .success(history(isFromOfflineCache: false))

        await sut.onAppear()
        await sut.onAppear()

        XCTAssertEqual(useCase.loadHistoryCallCount, 1)
    }

    func test_tappingAWorkout_asksTheCoordinatorForItsDetail() async {
        let shown = expectation(description: "detail requested")
        coordinator.onShowWorkoutDetail = { _ in shown.fulfill() }

        sut.onTapWorkout(id: "w-2")
        await fulfillment(of: [shown], timeout: 1)

        XCTAssertEqual(coordinator.shownWorkoutIDs, ["w-2"])
    }

    // MARK: - Fixtures

    private func history(isFromOfflineCache: Bool) -> WorkoutHistoryUseCaseNameSpace.History {
        WorkoutHistoryUseCaseNameSpace.History(
            workouts: [
                WorkoutHistoryUseCaseNameSpace.WorkoutSummary(
                    id: "w-2",
                    kind: .trailRun,
                    title: "Ridge loop",
                    startedAt: Date(timeIntervalSince1970: 1_715_671_800),
                    distanceMeters: 12_400,
                    duration: 4_380
                ),
                WorkoutHistoryUseCaseNameSpace.WorkoutSummary(
                    id: "w-1",
                    kind: .run,
                    title: "Easy shakeout",
                    startedAt: Date(timeIntervalSince1970: 1_715_623_200),
                    distanceMeters: 5_000,
                    duration: 1_740
                ),
            ],
            thisWeek: WorkoutHistoryUseCaseNameSpace.WeeklyTotals(workoutCount: 2, distanceMeters: 17_400, duration: 6_120),
            isFromOfflineCache: isFromOfflineCache
        )
    }
}
