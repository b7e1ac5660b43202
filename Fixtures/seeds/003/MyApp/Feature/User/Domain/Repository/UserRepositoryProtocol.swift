// seed 003:L648-664, recommended (block L648-794, "### Repository")
// ---
import Foundation

/**
 * ユーザーリポジトリの Protocol
 *
 * Domain 層はこの Protocol に依存
 */
protocol UserRepositoryProtocol {
    func getUsers() async throws -> [User]
    func getUser(userId: String) async throws -> User
    func createUser(_ user: User) async throws -> User
    func updateUser(_ user: User) async throws
    func deleteUser(userId: String) async throws

    // リアクティブなデータストリーム（Combine）
    var usersPublisher: AnyPublisher<[User], Never> { get }
}
