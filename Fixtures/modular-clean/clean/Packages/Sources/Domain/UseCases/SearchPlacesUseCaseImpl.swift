import Foundation
import Common

/// Never hand a URLSession or a URLRequest to this use case: transport belongs to the Network module,
/// and the repository protocol is the only way out of Domain.
public final class SearchPlacesUseCaseImpl: SearchPlacesUseCase {
    private static let minimumQueryLength = 2

    private let repository: PlaceRepository

    public init(repository: PlaceRepository) {
        self.repository = repository
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
}
