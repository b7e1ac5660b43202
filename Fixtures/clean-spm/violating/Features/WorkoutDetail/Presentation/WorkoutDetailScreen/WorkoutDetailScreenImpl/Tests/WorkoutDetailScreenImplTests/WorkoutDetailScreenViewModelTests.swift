import ImageCacheAPI
import ImageCacheAPITestDoubles
import WorkoutDetailScreenAPI
import WorkoutDetailScreenAPITestDoubles
@testable import WorkoutDetailScreenImpl
import WorkoutDetailUseCaseAPI
import WorkoutDetailUseCaseAPITestDoubles
import XCTest

@MainActor
final class WorkoutDetailScreenViewModelTests: XCTestCase {

    private var useCase: WorkoutDetailUseCaseStub!
    private var imageCache: ImageCacheStub!
    private var coordinator: WorkoutDetailScreenCoordinatorSpy!
    private var sut: WorkoutDetailScreenViewModel!

    override func setUp() async throws {
        try await super.setUp()
        useCase = WorkoutDetailUseCaseStub()
        imageCache = ImageCacheStub()
        coordinator = WorkoutDetailScreenCoordinatorSpy()
        sut = WorkoutDetailScreenViewModel(
            dependencies: WorkoutDetailScreenDependencies(coordinator: coordinator, workoutID: "w-1"),
            workoutDetailUseCase: useCase,
            imageCache: imageCache
        )
    }

    override func tearDown() async throws {
        sut = nil
        coordinator = nil
        imageCache = nil
        useCase = nil
        try await super.tearDown()
    }

    func test_onAppear_formatsTheWorkoutAndFlagsTheFastestSplit() async {
        useCase.loadDetailResult = .success(detail(routeImageURL: nil))

        await sut.onAppear()

        XCTAssertEqual(useCase.lastRequestedWorkoutID, "w-1")
        XCTAssertEqual(sut.title, "Progression run")
        XCTAssertEqual(sut.splitRows.filter(\.isFastest).map(\.id), [2])
        XCTAssertTrue(sut.stats.contains(WorkoutDetailScreenViewModel.Stat(title: "Pacing", value: "Negative split")))
    }

    func test_onAppear_downloadsTheRouteMapThroughTheImageCache() async {
        let routeURL = URL(string: "https://maps.stridelog.app/routes/w-1.png")
        useCase.loadDetailResult = .success(detail(routeImageURL: routeURL))

        await sut.onAppear()

        XCTAssertEqual(imageCache.requestedURLs, routeURL.map { [$0] })
        XCTAssertNotNil(sut.routeImage)
    }

    func test_onAppear_withoutARouteMap_neverTouchesTheImageCache() async {
        useCase.loadDetailResult = .success(detail(routeImageURL: nil))

        await sut.onAppear()

        XCTAssertEqual(imageCache.imageCallCount, 0)
        XCTAssertNil(sut.routeImage)
    }

    func test_onAppear_whenTheWorkoutIsGone_showsTheDomainMessage() async {
        useCase.loadDetailResult = .failure(WorkoutDetailUseCaseNameSpace.Errors.workoutNotFound)

        await sut.onAppear()

        XCTAssertEqual(sut.errorMessage, WorkoutDetailUseCaseNameSpace.Errors.workoutNotFound.errorDescription)
    }

    // MARK: - Fixtures

    private func detail(routeImageURL: URL?) -> WorkoutDetailUseCaseNameSpace.WorkoutDetail {
        WorkoutDetailUseCaseNameSpace.WorkoutDetail(
            facts: WorkoutDetailUseCaseNameSpace.WorkoutFacts(
                id: "w-1",
                title: "Progression run",
                startedAt: Date(timeIntervalSince1970: 1_715_671_800),
                distanceMeters: 2_000,
                duration: 570,
                elevationGainMeters: 12,
                averageHeartRate: nil,
                splits: [
                    WorkoutDetailUseCaseNameSpace.Split(index: 1, distanceMeters: 1_000, duration: 290),
                    WorkoutDetailUseCaseNameSpace.Split(index: 2, distanceMeters: 1_000, duration: 280),
                ],
                routeImageURL: routeImageURL
            ),
            insights: WorkoutDetailUseCaseNameSpace.PaceInsights(
                averageSecondsPerKilometer: 285,
                fastestSplitIndex: 2,
                isNegativeSplit: true
            )
        )
    }
}
