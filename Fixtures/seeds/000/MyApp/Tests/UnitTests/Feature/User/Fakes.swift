// seed 000:L2413-2518, recommended (block L2413-2518, "### Fake / Stub Creation")
// ---
/**
 * Fake Repository (test implementation with state)
 */
final class FakeUserRepository: UserRepositoryProtocol {

    // MARK: - Stubs

    var stubbedUsers: [User] = []
    var stubbedError: AppError?

    // MARK: - Call Tracking

    private(set) var getUsersCallCount = 0
    private(set) var createUserCalls: [User] = []

    // MARK: - Protocol

    var usersPublisher: AnyPublisher<[User], Never> {
        Just(stubbedUsers).eraseToAnyPublisher()
    }

    func getUsers() async throws -> [User] {
        getUsersCallCount += 1

        if let error = stubbedError {
            throw error
        }
        return stubbedUsers
    }

    func getUser(userId: String) async throws -> User {
        if let error = stubbedError {
            throw error
        }
        guard let user = stubbedUsers.first(where: { $0.id == userId }) else {
            throw AppError.data(.notFound("User not found: \(userId)"))
        }
        return user
    }

    func createUser(_ user: User) async throws -> User {
        createUserCalls.append(user)

        if let error = stubbedError {
            throw error
        }
        stubbedUsers.append(user)
        return user
    }

    func updateUser(_ user: User) async throws {
        if let error = stubbedError {
            throw error
        }
    }

    func deleteUser(userId: String) async throws {
        if let error = stubbedError {
            throw error
        }
        stubbedUsers.removeAll { $0.id == userId }
    }
}

/**
 * Fake UseCase
 */
final class FakeGetUsersUseCase: GetUsersUseCaseProtocol {

    var stubbedUsers: [User] = []
    var stubbedError: AppError?
    var delay: TimeInterval = 0

    func execute() async throws -> [User] {
        if delay > 0 {
            try await Task.sleep(for: .seconds(delay))
        }

        if let error = stubbedError {
            throw error
        }
        return stubbedUsers
    }
}

/**
 * Stub generator for testing
 */
extension User {

    static func stub(
        id: String = UUID().uuidString,
        name: String = "Test User",
        email: String = "test@example.com",
        joinedAt: Date = Date(),
        status: UserStatus = .active
    ) -> User {
        User(
            id: id,
            name: name,
            email: email,
            joinedAt: joinedAt,
            status: status
        )
    }
}
