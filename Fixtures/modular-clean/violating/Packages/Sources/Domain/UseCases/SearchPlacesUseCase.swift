import Foundation

/// Finds places whose name, country or tags match a free-text query, best rated first.
public protocol SearchPlacesUseCase: Sendable {
    func execute(query: String) async throws -> [Place]
    func suggestedTags(for places: [Place]) -> [String]
}
