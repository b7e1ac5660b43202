import WorkoutHistoryUseCaseAPI
import WorkoutHistoryUseCaseAPITestDoubles
@testable import WorkoutHistoryUseCaseImpl
import XCTest

final class WorkoutHistoryUseCaseImplTests: XCTestCase {

    private typealias NameSpace = WorkoutHistoryUseCaseNameSpace

    /// Wednesday 15 May 2024, 12:00 UTC. Its week starts on Monday 13 May.
    private let now = Date(timeIntervalSince1970: 1_715_774_400)
    private var repository: WorkoutHistoryUseCaseRepositoryStub!
    private var sut: WorkoutHistoryUseCaseImpl!

    override func setUp() {
        super.setUp()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        calendar.firstWeekday = 2
        let fixedNow = now
        repository = WorkoutHistoryUseCaseRepositoryStub()
        sut = WorkoutHistoryUseCaseImpl(repository: repository, calendar: calendar, now: { fixedNow })
    }

    override func tearDown() {
        repository = nil
        sut = nil
        super.tearDown()
    }

    func test_loadHistory_dropsAccidentalStartsAndSortsNewestFirst() async throws {
        repository.fetchWorkoutsResult = .success(NameSpace.WorkoutSnapshot(
            workouts: [lastWeeksLongRun, accidentalStart, tuesdayTempo],
            isFromOfflineCache: false
        ))

        let history = try await sut.loadHistory()

        XCTAssertEqual(history.workouts.map(\.id), ["tempo", "long-run"])
    }

    func test_loadHistory_totalsOnlyTheCurrentWeek() async throws {
        repository.fetchWorkoutsResult = .success(NameSpace.WorkoutSnapshot(
            workouts: [lastWeeksLongRun, accidentalStart, tuesdayTempo],
            isFromOfflineCache: true
        ))

        let history = try await sut.loadHistory()

        XCTAssertEqual(history.thisWeek, NameSpace.WeeklyTotals(workoutCount: 1, distanceMeters: 8_000, duration: 2_400))
        XCTAssertTrue(history.isFromOfflineCache)
    }

    func test_loadHistory_whenTheRepositoryFails_reportsHistoryUnavailable() async {
        repository.fetchWorkoutsResult = .failure(WorkoutHistoryUseCaseRepositoryStub.StubError())

        do {
            _ = try await sut.loadHistory()
            XCTFail("Expected historyUnavailable")
        } catch {
            XCTAssertEqual(error as? NameSpace.Errors, .historyUnavailable)
        }
    }

    func test_endSession_reportsHowManyWorkoutsWereForgotten() async throws {
        repository.clearSessionResult = .success(NameSpace.ClearSessionResult(removedWorkoutCount: 12))

        let result = try await sut.endSession()

        XCTAssertEqual(result.removedWorkoutCount, 12)
        XCTAssertEqual(repository.clearSessionCallCount, 1)
    }

    // MARK: - Fixtures

    private var tuesdayTempo: NameSpace.WorkoutSummary {
        NameSpace.WorkoutSummary(
            id: "tempo",
            kind: .run,
            title: "Tempo Tuesday",
            startedAt: Date(timeIntervalSince1970: 1_715_671_800),
            distanceMeters: 8_000,
            duration: 2_400
        )
    }

    private var accidentalStart: NameSpace.WorkoutSummary {
        NameSpace.WorkoutSummary(
            id: "oops",
            kind: .walk,
            title: "Walk",
            startedAt: Date(timeIntervalSince1970: 1_715_623_200),
            distanceMeters: 12,
            duration: 30
        )
    }

    private var lastWeeksLongRun: NameSpace.WorkoutSummary {
        NameSpace.WorkoutSummary(
            id: "long-run",
            kind: .trailRun,
            title: "Ridge loop",
            startedAt: Date(timeIntervalSince1970: 1_715_150_700),
            distanceMeters: 21_100,
            duration: 8_100
        )
    }
}
