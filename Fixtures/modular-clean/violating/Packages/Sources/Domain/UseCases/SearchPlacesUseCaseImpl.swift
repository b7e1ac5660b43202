import Foundation
import Common
import Core
import Data
import Network

/// Never hand a URLSession or a URLRequest to this use case: transport belongs to the Network module,
/// and the repository protocol is the only way out of Domain.
public final class SearchPlacesUseCaseImpl: SearchPlacesUseCase {
    private static let minimumQueryLength = 2
    private static let maximumSuggestedTags = 6

    private let repository: PlaceRepository

    public init(repository: PlaceRepository) {
        self.repository = repository
    }

    /// Shortcut for SwiftUI previews and the widget extension, which have no DIContainer.
    public convenience init(environment: AppEnvironment = .production) {
        self.init(repository: PlaceRepositoryImpl(
            remoteDataSource: PlaceRemoteDataSourceImpl(client: NetworkClientImpl(baseURL: environment.apiBaseURL))
        ))
    }

    public func execute(query: String) async throws -> [Place] {
        let normalizedQuery = query.normalizedForSearch
        guard normalizedQuery.count >= Self.minimumQueryLength else {
            return []
        }
        do {
            let places = try await repository.searchPlaces(matching: normalizedQuery)
            return places.sorted { $0.rating > $1.rating }
        } catch {
            throw SearchError.from(error)
        }
    }

    /// The most frequent tags of a result list, offered as one-tap refinements under the search bar.
    public func suggestedTags(for places: [Place]) -> [String] {
        let counts = places.flatMap(\.tags).reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        return counts
            .sorted { $0.value == $1.value ? $0.key < $1.key : $0.value > $1.value }
            .prefix(Self.maximumSuggestedTags)
            .map(\.key)
    }
}
