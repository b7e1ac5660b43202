// seed 003:L599-638, recommended (block L599-638, "### Domain Model")
// ---
import Foundation

/**
 * ドメインモデル（ビジネスロジックを含む）
 */
struct User: Equatable, Identifiable {
    let id: String
    let name: String
    let email: String
    let joinedAt: Date
    let status: UserStatus

    // ドメインロジック
    var isActive: Bool {
        status == .active
    }

    func canPost() -> Bool {
        isActive && !isBanned()
    }

    private func isBanned() -> Bool {
        status == .banned
    }
}

enum UserStatus: String, Codable {
    case active
    case inactive
    case banned
}

/**
 * ユーザー詳細
 */
struct UserDetail: Equatable {
    let user: User
    let posts: [Post]
    let postCount: Int
}
