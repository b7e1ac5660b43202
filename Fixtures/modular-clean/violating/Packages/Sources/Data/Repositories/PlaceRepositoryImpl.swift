import Foundation
import Domain
import Network

public final class PlaceRepositoryImpl: PlaceRepository {
    private let remoteDataSource: PlaceRemoteDataSource

    public init(remoteDataSource: PlaceRemoteDataSource) {
        self.remoteDataSource = remoteDataSource
    }

    public func searchPlaces(matching query: String) async throws -> [Place] {
        do {
            return try await remoteDataSource.searchPlaces(query: query).map { $0.toDomain() }
        } catch {
            throw Self.map(error)
        }
    }

    private static func map(_ error: Error) -> SearchError {
        switch error as? NetworkError {
        case .offline?, .timedOut?:
            return .offline
        case .httpStatus(let code)? where code >= 500:
            return .serviceUnavailable
        default:
            return .unknown(error.localizedDescription)
        }
    }
}
