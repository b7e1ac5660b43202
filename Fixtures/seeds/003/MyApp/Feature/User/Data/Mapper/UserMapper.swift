// seed 003:L1135-1204, recommended (block L1135-1229, "### Model Mapping")
// ---
import Foundation

// MARK: - Entity ↔ Domain

extension UserEntity {
    /**
     * Entity → Domain
     */
    func toDomain() -> User {
        User(
            id: id,
            name: name,
            email: email,
            joinedAt: joinedAt,
            status: UserStatus(rawValue: status) ?? .inactive
        )
    }
}

extension User {
    /**
     * Domain → Entity
     */
    func toEntity() -> UserEntity {
        UserEntity(
            id: id,
            name: name,
            email: email,
            joinedAt: joinedAt,
            status: status.rawValue
        )
    }

    /**
     * Domain → Request
     */
    func toRequest() -> CreateUserRequest {
        CreateUserRequest(name: name, email: email)
    }
}

// MARK: - Response → Domain

extension UserResponse {
    /**
     * Response → Domain
     */
    func toDomain() -> User {
        User(
            id: id,
            name: name,
            email: email,
            joinedAt: joinedAt,
            status: UserStatus(rawValue: status.lowercased()) ?? .inactive
        )
    }

    /**
     * Response → Entity
     */
    func toEntity() -> UserEntity {
        UserEntity(
            id: id,
            name: name,
            email: email,
            joinedAt: joinedAt,
            status: status.lowercased()
        )
    }
}
