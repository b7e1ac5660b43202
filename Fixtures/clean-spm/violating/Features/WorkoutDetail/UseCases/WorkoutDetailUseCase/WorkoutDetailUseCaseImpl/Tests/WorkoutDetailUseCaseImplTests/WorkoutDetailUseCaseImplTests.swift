import WorkoutDetailUseCaseAPI
import WorkoutDetailUseCaseAPITestDoubles
@testable import WorkoutDetailUseCaseImpl
import XCTest

final class WorkoutDetailUseCaseImplTests: XCTestCase {

    private typealias NameSpace = WorkoutDetailUseCaseNameSpace

    private var repository: WorkoutDetailUseCaseRepositoryStub!
    private var sut: WorkoutDetailUseCaseImpl!

    override func setUp() {
        super.setUp()
        repository = WorkoutDetailUseCaseRepositoryStub()
        sut = WorkoutDetailUseCaseImpl(repository: repository)
    }

    override func tearDown() {
        repository = nil
        sut = nil
        super.tearDown()
    }

    func test_loadDetail_whenTheWorkoutIsUnknown_reportsWorkoutNotFound() async {
        repository.lookUpWorkoutResult = .success(.notFound)

        do {
            _ = try await sut.loadDetail(workoutID: "missing")
            XCTFail("Expected workoutNotFound")
        } catch {
            XCTAssertEqual(error as? NameSpace.Errors, .workoutNotFound)
        }
        XCTAssertEqual(repository.requestedWorkoutIDs, ["missing"])
    }

    func test_loadDetail_whenTheRepositoryFails_reportsDetailUnavailable() async {
        repository.lookUpWorkoutResult = .failure(WorkoutDetailUseCaseRepositoryStub.StubError())

        do {
            _ = try await sut.loadDetail(workoutID: "w-1")
            XCTFail("Expected detailUnavailable")
        } catch {
            XCTAssertEqual(error as? NameSpace.Errors, .detailUnavailable)
        }
    }

    func test_loadDetail_findsTheFastestFullSplitAndANegativeSplit() async throws {
        repository.lookUpWorkoutResult = .success(.found(progressionRun))

        let detail = try await sut.loadDetail(workoutID: "w-1")

        XCTAssertEqual(detail.insights.fastestSplitIndex, 4)
        XCTAssertTrue(detail.insights.isNegativeSplit)
        XCTAssertEqual(detail.insights.averageSecondsPerKilometer ?? 0, 1_220 / 4.3, accuracy: 0.01)
        XCTAssertEqual(detail.facts.routeImageURL, progressionRun.routeImageURL)
    }

    // MARK: - Fixtures

    private var progressionRun: NameSpace.WorkoutFacts {
        NameSpace.WorkoutFacts(
            id: "w-1",
            title: "Progression run",
            startedAt: Date(timeIntervalSince1970: 1_715_671_800),
            distanceMeters: 4_300,
            duration: 1_220,
            elevationGainMeters: 35,
            averageHeartRate: 152,
            splits: [
                NameSpace.Split(index: 5, distanceMeters: 300, duration: 60),
                NameSpace.Split(index: 1, distanceMeters: 1_000, duration: 300),
                NameSpace.Split(index: 2, distanceMeters: 1_000, duration: 290),
                NameSpace.Split(index: 3, distanceMeters: 1_000, duration: 290),
                NameSpace.Split(index: 4, distanceMeters: 1_000, duration: 280),
            ],
            routeImageURL: URL(string: "https://maps.stridelog.app/routes/w-1.png")
        )
    }
}
