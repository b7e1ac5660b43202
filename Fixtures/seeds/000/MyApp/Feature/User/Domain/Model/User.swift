// seed 000:L599-638, recommended (block L599-638, "### Domain Model")
// ---
import Foundation

/**
 * Domain model (contains business logic)
 */
struct User: Equatable, Identifiable {
    let id: String
    let name: String
    let email: String
    let joinedAt: Date
    let status: UserStatus

    // Domain logic
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
 * User Detail
 */
struct UserDetail: Equatable {
    let user: User
    let posts: [Post]
    let postCount: Int
}
