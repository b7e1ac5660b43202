import Foundation

public protocol PlaceRemoteDataSource: Sendable {
    func searchPlaces(query: String) async throws -> [PlaceDTO]
}
