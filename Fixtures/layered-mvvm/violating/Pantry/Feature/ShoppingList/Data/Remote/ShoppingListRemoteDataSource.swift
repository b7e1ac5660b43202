import Foundation

/**
 * Shopping List Remote DataSource Protocol
 */
protocol ShoppingListRemoteDataSourceProtocol {
    func getShoppingLists() async throws -> [ShoppingListResponse]
    func updateShoppingList(listId: String, request: ShoppingListRequest) async throws -> ShoppingListResponse
}

/**
 * Remote DataSource over the Pantry API
 */
final class ShoppingListRemoteDataSource: ShoppingListRemoteDataSourceProtocol {

    // MARK: - Private Properties

    private let apiClient: APIClientProtocol

    // MARK: - Initialization

    init(apiClient: APIClientProtocol) {
        self.apiClient = apiClient
    }

    // MARK: - Public Functions

    func getShoppingLists() async throws -> [ShoppingListResponse] {
        try await apiClient.request(endpoint: .shoppingLists, method: .get)
    }

    func updateShoppingList(listId: String, request: ShoppingListRequest) async throws -> ShoppingListResponse {
        try await apiClient.request(
            endpoint: .shoppingList(id: listId),
            method: .put,
            body: request
        )
    }
}
