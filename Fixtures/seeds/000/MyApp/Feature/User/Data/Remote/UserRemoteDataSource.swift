// seed 000:L899-965, recommended (block L899-1129, "### Remote DataSource (URLSession)")
// ---
import Foundation

/**
 * User Remote DataSource Protocol
 */
protocol UserRemoteDataSourceProtocol {
    func getUsers() async throws -> [UserResponse]
    func getUser(userId: String) async throws -> UserResponse
    func createUser(_ request: CreateUserRequest) async throws -> UserResponse
    func updateUser(userId: String, request: UpdateUserRequest) async throws -> UserResponse
    func deleteUser(userId: String) async throws
}

/**
 * Remote DataSource using URLSession
 */
final class UserRemoteDataSource: UserRemoteDataSourceProtocol {

    // MARK: - Private Properties

    private let apiClient: APIClientProtocol

    // MARK: - Initialization

    init(apiClient: APIClientProtocol) {
        self.apiClient = apiClient
    }

    // MARK: - Public Functions

    func getUsers() async throws -> [UserResponse] {
        try await apiClient.request(
            endpoint: .users,
            method: .get
        )
    }

    func getUser(userId: String) async throws -> UserResponse {
        try await apiClient.request(
            endpoint: .user(id: userId),
            method: .get
        )
    }

    func createUser(_ request: CreateUserRequest) async throws -> UserResponse {
        try await apiClient.request(
            endpoint: .users,
            method: .post,
            body: request
        )
    }

    func updateUser(userId: String, request: UpdateUserRequest) async throws -> UserResponse {
        try await apiClient.request(
            endpoint: .user(id: userId),
            method: .put,
            body: request
        )
    }

    func deleteUser(userId: String) async throws {
        try await apiClient.requestVoid(
            endpoint: .user(id: userId),
            method: .delete
        )
    }
}
