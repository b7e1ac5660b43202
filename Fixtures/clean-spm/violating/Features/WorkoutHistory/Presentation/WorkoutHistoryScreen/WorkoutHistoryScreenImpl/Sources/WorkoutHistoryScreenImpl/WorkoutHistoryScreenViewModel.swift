import Combine
import class DataBaseImpl.DataBase
import Foundation
import WorkoutHistoryScreenAPI
import WorkoutHistoryUseCaseAPI

/// Formats the history the use case returns and forwards taps. Which workouts count and how
/// the week is totalled are decided by the use case.
@MainActor
final class WorkoutHistoryScreenViewModel: ObservableObject {

    struct Row: Identifiable, Equatable, Encodable {
        let id: String
        let symbolName: String
        let title: String
        let date: String
        let distance: String
        let duration: String
    }

    @Published private(set) var rows: [Row] = []
    @Published private(set) var weekSummary = ""
    @Published private(set) var isLoading = false
    @Published private(set) var isOfflineBannerVisible = false
    @Published private(set) var isSigningOut = false
    @Published private(set) var errorMessage: String?
    @Published var exportedFileURL: URL?

    private let dependencies: WorkoutHistoryScreenDependencies
    private let workoutHistoryUseCase: WorkoutHistoryUseCaseProtocol
    private let dataBase = DataBase()

    init(dependencies: WorkoutHistoryScreenDependencies, workoutHistoryUseCase: WorkoutHistoryUseCaseProtocol) {
        self.dependencies = dependencies
        self.workoutHistoryUseCase = workoutHistoryUseCase
    }

    func onAppear() async {
        guard rows.isEmpty else { return }
        await load()
    }

    func onPullToRefresh() async {
        // A pull means "I want fresh data": drop the offline copy first.
        _ = try? await dataBase.deleteCachedWorkouts()
        await load()
    }

    func onTapRetry() {
        Task { await load() }
    }

    func onTapWorkout(id: String) {
        Task { [dependencies] in
            await dependencies.coordinator.showWorkoutDetail(workoutID: id)
        }
    }

    func onTapSignOut() {
        guard !isSigningOut else { return }
        isSigningOut = true
        Task {
            defer { isSigningOut = false }
            do {
                _ = try await workoutHistoryUseCase.endSession()
                await dependencies.coordinator.didSignOut()
            } catch {
                errorMessage = error.localizedDescription
            }
        }
    }

    private func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let history = try await workoutHistoryUseCase.loadHistory()
            rows = history.workouts.map(Self.makeRow(from:))
            weekSummary = Self.makeWeekSummary(from: history.thisWeek)
            isOfflineBannerVisible = history.isFromOfflineCache
            errorMessage = nil
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

// MARK: - UI formatting

private extension WorkoutHistoryScreenViewModel {

    static func makeRow(from workout: WorkoutHistoryUseCaseNameSpace.WorkoutSummary) -> Row {
        Row(
            id: workout.id,
            symbolName: symbolName(for: workout.kind),
            title: workout.title,
            date: workout.startedAt.formatted(date: .abbreviated, time: .shortened),
            distance: formattedDistance(workout.distanceMeters),
            duration: Duration.seconds(workout.duration).formatted(.time(pattern: .hourMinuteSecond))
        )
    }

    static func makeWeekSummary(from totals: WorkoutHistoryUseCaseNameSpace.WeeklyTotals) -> String {
        let workouts = totals.workoutCount == 1 ? "1 workout" : "\(totals.workoutCount) workouts"
        return "\(workouts) · \(formattedDistance(totals.distanceMeters))"
    }

    static func formattedDistance(_ meters: Double) -> String {
        DistanceFormatter.string(meters: meters)
    }

    static func symbolName(for kind: WorkoutHistoryUseCaseNameSpace.ActivityKind) -> String {
        switch kind {
        case .run, .treadmillRun:
            "figure.run"
        case .trailRun:
            "figure.hiking"
        case .walk:
            "figure.walk"
        case .hike:
            "mountain.2"
        }
    }
}
