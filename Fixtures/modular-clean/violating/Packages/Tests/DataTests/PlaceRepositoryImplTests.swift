import XCTest
import Domain
import Network
@testable import Data

/// Exercises `PlaceRepositoryImpl`'s error mapping through its internal DTO type.
final class PlaceRepositoryImplTests: XCTestCase {
    private final class StubPlaceRemoteDataSource: PlaceRemoteDataSource, @unchecked Sendable {
        var result: Result<[PlaceDTO], Error>

        init(result: Result<[PlaceDTO], Error>) {
            self.result = result
        }

        func searchPlaces(query: String) async throws -> [PlaceDTO] {
            try result.get()
        }
    }

    func testSearch_mapsDTOsToPlaces() async throws {
        let dto = PlaceDTO(
            id: "porto", name: "Porto", countryCode: "PT", summary: "Port wine and azulejos.",
            heroImageURL: nil, rating: 4.7, tags: ["food"]
        )
        let sut = PlaceRepositoryImpl(remoteDataSource: StubPlaceRemoteDataSource(result: .success([dto])))

        let places = try await sut.searchPlaces(matching: "porto")

        XCTAssertEqual(places.map(\.id), ["porto"])
    }

    func testSearch_offline_mapsToSearchErrorOffline() async {
        let sut = PlaceRepositoryImpl(remoteDataSource: StubPlaceRemoteDataSource(result: .failure(NetworkError.offline)))

        do {
            _ = try await sut.searchPlaces(matching: "porto")
            XCTFail("Expected an error")
        } catch {
            XCTAssertEqual(error as? SearchError, .offline)
        }
    }

    func testSearch_serverError_mapsToServiceUnavailable() async {
        let sut = PlaceRepositoryImpl(remoteDataSource: StubPlaceRemoteDataSource(result: .failure(NetworkError.httpStatus(503))))

        do {
            _ = try await sut.searchPlaces(matching: "porto")
            XCTFail("Expected an error")
        } catch {
            XCTAssertEqual(error as? SearchError, .serviceUnavailable)
        }
    }
}
