// seed 000:L1806-1819, recommended (block L1806-1875, "### Using with Combine")
// ---
import Combine

/**
 * Reactive data stream with Combine
 */

// Real-time updates with Publisher
protocol UserRepositoryProtocol {
    // One-shot retrieval
    func getUsers() async throws -> [User]

    // Real-time stream
    var usersPublisher: AnyPublisher<[User], Never> { get }
}
