import Foundation
import Resolver
import WorkoutHistoryRepositoryAPI
import WorkoutHistoryUseCaseAPI
#if canImport(UIKit)
import UIKit
#endif

/// Business rules of the training history:
/// - a workout shorter than a minute is an accidental start and never counts;
/// - "this week" follows the athlete's calendar, including its first weekday.
///
/// The DTO-to-domain mapping happens in the repository; WorkoutDTO and the SwiftData entities
/// never reach this package.
public final class WorkoutHistoryUseCaseImpl: @unchecked Sendable {

    static let minimumCountedDuration: TimeInterval = 60

    private let repository: WorkoutHistoryUseCaseRepositoryProtocol
    private let calendar: Calendar
    private let now: @Sendable () -> Date

    public convenience init() {
        self.init(repository: Resolver.resolve(WorkoutHistoryUseCaseRepositoryProtocol.self))
    }

    public init(
        repository: WorkoutHistoryUseCaseRepositoryProtocol,
        calendar: Calendar = .current,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.repository = repository
        self.calendar = calendar
        self.now = now
    }
}

// MARK: - WorkoutHistoryUseCaseProtocol

extension WorkoutHistoryUseCaseImpl: WorkoutHistoryUseCaseProtocol {

    public func loadHistory() async throws -> WorkoutHistoryUseCaseNameSpace.History {
        let snapshot: WorkoutHistoryUseCaseNameSpace.WorkoutSnapshot
        do {
            snapshot = try await repository.fetchWorkouts()
        } catch let error as NSError where error.code == NSURLErrorCancelled {
            // A pull-to-refresh the athlete abandoned is not a failure worth showing.
            throw CancellationError()
        } catch {
            throw WorkoutHistoryUseCaseNameSpace.Errors.historyUnavailable
        }

        let counted = snapshot.workouts
            .filter { $0.duration >= Self.minimumCountedDuration }
            .sorted { $0.startedAt > $1.startedAt }

        return WorkoutHistoryUseCaseNameSpace.History(
            workouts: counted,
            thisWeek: weeklyTotals(of: counted),
            isFromOfflineCache: snapshot.isFromOfflineCache
        )
    }

    public func endSession() async throws -> WorkoutHistoryUseCaseNameSpace.EndSessionResult {
        #if canImport(UIKit)
        // Revoking the session must finish even if the athlete leaves the app right away.
        let backgroundTask = await UIApplication.shared.beginBackgroundTask()
        defer { Task { @MainActor in UIApplication.shared.endBackgroundTask(backgroundTask) } }
        #endif
        do {
            let cleared = try await repository.clearSession()
            return WorkoutHistoryUseCaseNameSpace.EndSessionResult(removedWorkoutCount: cleared.removedWorkoutCount)
        } catch {
            throw WorkoutHistoryUseCaseNameSpace.Errors.signOutFailed
        }
    }
}

// MARK: - Offline copy

extension WorkoutHistoryUseCaseImpl {

    /// Accidental starts are dropped before the offline copy is written, so that the cached list
    /// and the live one agree. The repository calls this right before replacing its cache.
    public static func recordsWorthCaching(
        _ records: [WorkoutHistoryRepositoryNameSpace.WorkoutRecord]
    ) -> [WorkoutHistoryRepositoryNameSpace.WorkoutRecord] {
        records.filter { TimeInterval($0.movingTimeSeconds) >= minimumCountedDuration }
    }
}

// MARK: - Business rules

private extension WorkoutHistoryUseCaseImpl {

    func weeklyTotals(of workouts: [WorkoutHistoryUseCaseNameSpace.WorkoutSummary]) -> WorkoutHistoryUseCaseNameSpace.WeeklyTotals {
        guard let week = calendar.dateInterval(of: .weekOfYear, for: now()) else {
            return WorkoutHistoryUseCaseNameSpace.WeeklyTotals(workoutCount: 0, distanceMeters: 0, duration: 0)
        }
        let thisWeek = workouts.filter { week.start <= $0.startedAt && $0.startedAt < week.end }
        return WorkoutHistoryUseCaseNameSpace.WeeklyTotals(
            workoutCount: thisWeek.count,
            distanceMeters: thisWeek.reduce(0) { $0 + $1.distanceMeters },
            duration: thisWeek.reduce(0) { $0 + $1.duration }
        )
    }
}
