// seed 003:L1806-1819, recommended (block L1806-1875, "### Combine との併用")
// ---
import Combine

/**
 * Combine を使ったリアクティブなデータストリーム
 */

// Publisher を使ったリアルタイム更新
protocol UserRepositoryProtocol {
    // 単発の取得
    func getUsers() async throws -> [User]

    // リアルタイムストリーム
    var usersPublisher: AnyPublisher<[User], Never> { get }
}
