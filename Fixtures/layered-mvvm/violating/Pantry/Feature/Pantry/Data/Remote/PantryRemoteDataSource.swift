import Foundation

/**
 * Pantry Remote DataSource Protocol
 */
protocol PantryRemoteDataSourceProtocol {
    func getPantryItems() async throws -> [PantryItemResponse]
    func updatePantryItem(itemId: String, request: PantryItemRequest) async throws -> PantryItemResponse
    func deletePantryItem(itemId: String) async throws
}

/**
 * Remote DataSource over the Pantry API
 */
final class PantryRemoteDataSource: PantryRemoteDataSourceProtocol {

    // MARK: - Private Properties

    private let apiClient: APIClientProtocol

    // MARK: - Initialization

    init(apiClient: APIClientProtocol) {
        self.apiClient = apiClient
    }

    // MARK: - Public Functions

    func getPantryItems() async throws -> [PantryItemResponse] {
        try await apiClient.request(endpoint: .pantryItems, method: .get)
    }

    func updatePantryItem(itemId: String, request: PantryItemRequest) async throws -> PantryItemResponse {
        try await apiClient.request(
            endpoint: .pantryItem(id: itemId),
            method: .put,
            body: request
        )
    }

    func deletePantryItem(itemId: String) async throws {
        try await apiClient.requestVoid(endpoint: .pantryItem(id: itemId), method: .delete)
    }
}
