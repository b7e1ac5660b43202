import Combine
import Foundation
import ImageCacheAPI
import SwiftUI
import WorkoutDetailScreenAPI
import WorkoutDetailUseCaseAPI
import WorkoutHistoryScreenImpl

/// Formats one workout for display and loads its route map through the image cache.
/// The use case hands over the map's URL only; fetching the picture is a UI concern.
@MainActor
final class WorkoutDetailScreenViewModel: ObservableObject {

    struct Stat: Identifiable, Equatable {
        let title: String
        let value: String

        var id: String { title }
    }

    struct SplitRow: Identifiable, Equatable {
        let id: Int
        let label: String
        let pace: String
        let isFastest: Bool
    }

    @Published private(set) var title = ""
    @Published private(set) var subtitle = ""
    @Published private(set) var stats: [Stat] = []
    @Published private(set) var splitRows: [SplitRow] = []
    @Published private(set) var routeImage: Image?
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?
    @Published private(set) var weatherSummary: String?

    private let dependencies: WorkoutDetailScreenDependencies
    private let workoutDetailUseCase: WorkoutDetailUseCaseProtocol
    private let imageCache: ImageCacheProtocol
    private let session: URLSession
    private let weatherBaseURL: URL

    init(
        dependencies: WorkoutDetailScreenDependencies,
        workoutDetailUseCase: WorkoutDetailUseCaseProtocol,
        imageCache: ImageCacheProtocol,
        session: URLSession = .shared,
        weatherBaseURL: URL = URL(string: "https://weather.stridelog.app/v1")!
    ) {
        self.dependencies = dependencies
        self.workoutDetailUseCase = workoutDetailUseCase
        self.imageCache = imageCache
        self.session = session
        self.weatherBaseURL = weatherBaseURL
    }

    func onAppear() async {
        guard stats.isEmpty else { return }
        await load()
    }

    func onTapRetry() {
        Task { await load() }
    }

    func onTapClose() {
        Task { [dependencies] in
            await dependencies.coordinator.closeWorkoutDetail()
        }
    }

    private func load() async {
        isLoading = true
        let detail: WorkoutDetailUseCaseNameSpace.WorkoutDetail
        do {
            detail = try await workoutDetailUseCase.loadDetail(workoutID: dependencies.workoutID)
        } catch {
            errorMessage = error.localizedDescription
            isLoading = false
            return
        }
        apply(detail)
        errorMessage = nil
        isLoading = false
        await loadRouteImage(from: detail.facts.routeImageURL)
        await loadWeather(at: detail.facts.startedAt)
    }

    /// Weather at the start of the run, straight from the weather service.
    private func loadWeather(at date: Date) async {
        var components = URLComponents(url: weatherBaseURL.appendingPathComponent("history"), resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "at", value: date.ISO8601Format())]
        guard let url = components?.url else { return }
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        guard let reply = try? await session.data(for: request),
              let reading = try? JSONDecoder().decode(WeatherReading.self, from: reply.0)
        else { return }
        weatherSummary = "\(reading.condition), \(Int(reading.temperatureCelsius.rounded())) °C"
    }

    private struct WeatherReading: Decodable {
        let condition: String
        let temperatureCelsius: Double
    }

    private func loadRouteImage(from url: URL?) async {
        guard let url else {
            routeImage = nil
            return
        }
        if let cached = await imageCache.cachedImage(for: url) {
            routeImage = cached
            return
        }
        routeImage = try? await imageCache.image(for: url)
    }

    private func apply(_ detail: WorkoutDetailUseCaseNameSpace.WorkoutDetail) {
        let facts = detail.facts
        title = facts.title
        subtitle = facts.startedAt.formatted(date: .complete, time: .shortened)
        stats = Self.makeStats(facts: facts, insights: detail.insights)
        splitRows = facts.splits.map { split in
            SplitRow(
                id: split.index,
                label: "Split \(split.index)",
                pace: Self.formattedPace(secondsPerKilometer: split.duration / (split.distanceMeters / 1_000)),
                isFastest: split.index == detail.insights.fastestSplitIndex
            )
        }
    }
}

// MARK: - UI formatting

private extension WorkoutDetailScreenViewModel {

    static func makeStats(
        facts: WorkoutDetailUseCaseNameSpace.WorkoutFacts,
        insights: WorkoutDetailUseCaseNameSpace.PaceInsights
    ) -> [Stat] {
        var stats = [
            Stat(
                title: "Distance",
                value: DistanceFormatter.string(meters: facts.distanceMeters, fractionDigits: 2)
            ),
            Stat(
                title: "Moving time",
                value: Duration.seconds(facts.duration).formatted(.time(pattern: .hourMinuteSecond))
            ),
            Stat(
                title: "Elevation gain",
                value: Measurement(value: facts.elevationGainMeters, unit: UnitLength.meters)
                    .formatted(.measurement(width: .abbreviated, usage: .asProvided))
            ),
        ]
        if let average = insights.averageSecondsPerKilometer {
            stats.append(Stat(title: "Average pace", value: formattedPace(secondsPerKilometer: average)))
        }
        if let heartRate = facts.averageHeartRate {
            stats.append(Stat(title: "Average heart rate", value: "\(heartRate) bpm"))
        }
        if insights.isNegativeSplit {
            stats.append(Stat(title: "Pacing", value: "Negative split"))
        }
        return stats
    }

    static func formattedPace(secondsPerKilometer: Double) -> String {
        guard secondsPerKilometer.isFinite else { return "–" }
        let totalSeconds = Int(secondsPerKilometer.rounded())
        return String(format: "%d:%02d /km", totalSeconds / 60, totalSeconds % 60)
    }
}
