// seed 000:L648-664, recommended (block L648-794, "### Repository")
// ---
import Foundation

/**
 * User Repository Protocol
 *
 * Domain layer depends on this Protocol
 */
protocol UserRepositoryProtocol {
    func getUsers() async throws -> [User]
    func getUser(userId: String) async throws -> User
    func createUser(_ user: User) async throws -> User
    func updateUser(_ user: User) async throws
    func deleteUser(userId: String) async throws

    // Reactive data stream (Combine)
    var usersPublisher: AnyPublisher<[User], Never> { get }
}
