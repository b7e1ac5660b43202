import Foundation

/// Source of places. Implemented by `PlaceRepositoryImpl` in the Data module;
/// Domain only ever sees this protocol.
public protocol PlaceRepository: Sendable {
    func searchPlaces(matching query: String) async throws -> [Place]
}
