// seed 000:L666-794, recommended (block L648-794, "### Repository")
// ---
/**
 * User Repository implementation
 *
 * Adopts offline-first strategy
 */
final class UserRepository: UserRepositoryProtocol {

    // MARK: - Private Properties

    private let localDataSource: UserLocalDataSourceProtocol
    private let remoteDataSource: UserRemoteDataSourceProtocol
    private let networkMonitor: NetworkMonitorProtocol

    private let usersSubject = CurrentValueSubject<[User], Never>([])

    // MARK: - Public Properties

    var usersPublisher: AnyPublisher<[User], Never> {
        usersSubject.eraseToAnyPublisher()
    }

    // MARK: - Initialization

    init(
        localDataSource: UserLocalDataSourceProtocol,
        remoteDataSource: UserRemoteDataSourceProtocol,
        networkMonitor: NetworkMonitorProtocol
    ) {
        self.localDataSource = localDataSource
        self.remoteDataSource = remoteDataSource
        self.networkMonitor = networkMonitor
    }

    // MARK: - Public Functions

    /**
     * Get user list
     *
     * Offline-first:
     * 1. First return local cache
     * 2. Fetch from remote in background
     * 3. Update local with fetched data
     */
    func getUsers() async throws -> [User] {
        // First get from local
        let localUsers = try await localDataSource.getUsers()
        usersSubject.send(localUsers.map { $0.toDomain() })

        // Sync from remote in background
        Task {
            await refreshUsersFromRemote()
        }

        return localUsers.map { $0.toDomain() }
    }

    /**
     * Get single user
     */
    func getUser(userId: String) async throws -> User {
        // First get from local
        if let localUser = try? await localDataSource.getUser(userId: userId) {
            // Sync from remote in background
            Task {
                await refreshUserFromRemote(userId: userId)
            }
            return localUser.toDomain()
        }

        // If not in local, get from remote
        let remoteUser = try await remoteDataSource.getUser(userId: userId)
        try await localDataSource.insertUser(remoteUser.toEntity())

        return remoteUser.toDomain()
    }

    /**
     * Create user
     */
    func createUser(_ user: User) async throws -> User {
        // Create on remote
        let response = try await remoteDataSource.createUser(user.toRequest())
        let createdUser = response.toDomain()

        // Cache locally
        try await localDataSource.insertUser(createdUser.toEntity())

        return createdUser
    }

    func updateUser(_ user: User) async throws {
        try await remoteDataSource.updateUser(userId: user.id, request: user.toRequest())
        try await localDataSource.insertUser(user.toEntity())
    }

    func deleteUser(userId: String) async throws {
        try await remoteDataSource.deleteUser(userId: userId)
        try await localDataSource.deleteUser(userId: userId)
    }

    // MARK: - Private Functions

    /**
     * Sync user list from remote
     */
    private func refreshUsersFromRemote() async {
        guard networkMonitor.isConnected else { return }

        do {
            let remoteUsers = try await remoteDataSource.getUsers()
            try await localDataSource.replaceAllUsers(remoteUsers.map { $0.toEntity() })
            usersSubject.send(remoteUsers.map { $0.toDomain() })
        } catch {
            // Log only, show local data to UI
            print("Failed to refresh users from remote: \(error)")
        }
    }

    private func refreshUserFromRemote(userId: String) async {
        guard networkMonitor.isConnected else { return }

        do {
            let remoteUser = try await remoteDataSource.getUser(userId: userId)
            try await localDataSource.insertUser(remoteUser.toEntity())
        } catch {
            print("Failed to refresh user from remote: \(userId), error: \(error)")
        }
    }
}
