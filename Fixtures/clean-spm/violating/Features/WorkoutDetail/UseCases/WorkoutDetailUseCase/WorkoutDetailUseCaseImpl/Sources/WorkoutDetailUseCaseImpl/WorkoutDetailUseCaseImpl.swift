import Foundation
import Resolver
import SUICoordinator
import TrainingCoordinatorAPI
import WorkoutDetailUseCaseAPI

/// Business rules of a single workout: which pace counts, which split was the fastest and
/// whether the athlete ran a negative split.
public final class WorkoutDetailUseCaseImpl: @unchecked Sendable {

    /// Below this distance a pace is GPS noise, not running.
    static let minimumDistanceForPace: Double = 200
    /// Splits shorter than this (usually the last one) don't compete for "fastest".
    static let minimumSplitDistance: Double = 500

    private let repository: WorkoutDetailUseCaseRepositoryProtocol
    /// Warms the CDN for the route map while the stats are being computed.
    private let session: URLSession

    /// Set by the training flow, so that a deleted workout closes the detail right away.
    @MainActor public weak var coordinator: (any TrainingCoordinatorProtocol)?

    public convenience init() {
        self.init(repository: Resolver.resolve(WorkoutDetailUseCaseRepositoryProtocol.self))
    }

    public init(repository: WorkoutDetailUseCaseRepositoryProtocol, session: URLSession = .shared) {
        self.repository = repository
        self.session = session
    }
}

// MARK: - WorkoutDetailUseCaseProtocol

extension WorkoutDetailUseCaseImpl: WorkoutDetailUseCaseProtocol {

    public func loadDetail(workoutID: String) async throws -> WorkoutDetailUseCaseNameSpace.WorkoutDetail {
        let lookup: WorkoutDetailUseCaseNameSpace.WorkoutLookup
        do {
            lookup = try await repository.lookUpWorkout(id: workoutID)
        } catch {
            throw WorkoutDetailUseCaseNameSpace.Errors.detailUnavailable
        }

        guard case .found(let facts) = lookup else {
            await coordinator?.finishFlow(animated: true)
            throw WorkoutDetailUseCaseNameSpace.Errors.workoutNotFound
        }
        if let routeImageURL = facts.routeImageURL {
            Task.detached(priority: .utility) { [session] in _ = try? await session.data(from: routeImageURL) }
        }
        return WorkoutDetailUseCaseNameSpace.WorkoutDetail(facts: facts, insights: Self.insights(for: facts))
    }
}

// MARK: - Business rules

private extension WorkoutDetailUseCaseImpl {

    static func insights(for facts: WorkoutDetailUseCaseNameSpace.WorkoutFacts) -> WorkoutDetailUseCaseNameSpace.PaceInsights {
        let fullSplits = facts.splits
            .sorted { $0.index < $1.index }
            .filter { $0.distanceMeters >= minimumSplitDistance }

        let average = PaceCalculator(minimumDistanceMeters: minimumDistanceForPace)
            .secondsPerKilometer(distanceMeters: facts.distanceMeters, duration: facts.duration)

        return WorkoutDetailUseCaseNameSpace.PaceInsights(
            averageSecondsPerKilometer: average,
            fastestSplitIndex: fullSplits.min { pace(of: [$0]) < pace(of: [$1]) }?.index,
            isNegativeSplit: isNegativeSplit(fullSplits)
        )
    }

    /// Compares the first and the second half of the full splits; an odd middle split is left out.
    static func isNegativeSplit(_ splits: [WorkoutDetailUseCaseNameSpace.Split]) -> Bool {
        let half = splits.count / 2
        guard half > 0 else { return false }
        return pace(of: splits.suffix(half)) < pace(of: splits.prefix(half))
    }

    static func pace<S: Sequence>(of splits: S) -> Double where S.Element == WorkoutDetailUseCaseNameSpace.Split {
        let distance = splits.reduce(0) { $0 + $1.distanceMeters }
        let duration = splits.reduce(0) { $0 + $1.duration }
        return duration / (distance / 1_000)
    }
}
