// seed 003:L666-794, recommended (block L648-794, "### Repository")
// ---
/**
 * ユーザーリポジトリの実装
 *
 * オフラインファースト戦略を採用
 */
final class UserRepository: UserRepositoryProtocol {

    // MARK: - 非公開プロパティ

    private let localDataSource: UserLocalDataSourceProtocol
    private let remoteDataSource: UserRemoteDataSourceProtocol
    private let networkMonitor: NetworkMonitorProtocol

    private let usersSubject = CurrentValueSubject<[User], Never>([])

    // MARK: - 公開プロパティ

    var usersPublisher: AnyPublisher<[User], Never> {
        usersSubject.eraseToAnyPublisher()
    }

    // MARK: - 初期化

    init(
        localDataSource: UserLocalDataSourceProtocol,
        remoteDataSource: UserRemoteDataSourceProtocol,
        networkMonitor: NetworkMonitorProtocol
    ) {
        self.localDataSource = localDataSource
        self.remoteDataSource = remoteDataSource
        self.networkMonitor = networkMonitor
    }

    // MARK: - 公開関数

    /**
     * ユーザー一覧を取得
     *
     * オフラインファースト：
     * 1. まずローカルキャッシュを返す
     * 2. バックグラウンドでリモートから取得
     * 3. 取得したデータでローカルを更新
     */
    func getUsers() async throws -> [User] {
        // まずローカルから取得
        let localUsers = try await localDataSource.getUsers()
        usersSubject.send(localUsers.map { $0.toDomain() })

        // バックグラウンドでリモートから同期
        Task {
            await refreshUsersFromRemote()
        }

        return localUsers.map { $0.toDomain() }
    }

    /**
     * 単一ユーザーを取得
     */
    func getUser(userId: String) async throws -> User {
        // まずローカルから取得
        if let localUser = try? await localDataSource.getUser(userId: userId) {
            // バックグラウンドでリモートから同期
            Task {
                await refreshUserFromRemote(userId: userId)
            }
            return localUser.toDomain()
        }

        // ローカルになければリモートから取得
        let remoteUser = try await remoteDataSource.getUser(userId: userId)
        try await localDataSource.insertUser(remoteUser.toEntity())

        return remoteUser.toDomain()
    }

    /**
     * ユーザーを作成
     */
    func createUser(_ user: User) async throws -> User {
        // リモートに作成
        let response = try await remoteDataSource.createUser(user.toRequest())
        let createdUser = response.toDomain()

        // ローカルにキャッシュ
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

    // MARK: - 非公開関数

    /**
     * リモートからユーザー一覧を同期
     */
    private func refreshUsersFromRemote() async {
        guard networkMonitor.isConnected else { return }

        do {
            let remoteUsers = try await remoteDataSource.getUsers()
            try await localDataSource.replaceAllUsers(remoteUsers.map { $0.toEntity() })
            usersSubject.send(remoteUsers.map { $0.toDomain() })
        } catch {
            // ログ出力のみ、UI にはローカルデータを表示
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
