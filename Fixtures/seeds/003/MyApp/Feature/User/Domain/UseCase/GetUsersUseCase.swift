// seed 003:L516-560, recommended (block L516-593, "### UseCase")
// ---
import Foundation

/**
 * ユーザー一覧取得の UseCase Protocol
 */
protocol GetUsersUseCaseProtocol {
    func execute() async throws -> [User]
}

/**
 * ユーザー一覧取得の UseCase
 *
 * 単一のビジネスロジックをカプセル化
 */
final class GetUsersUseCase: GetUsersUseCaseProtocol {

    // MARK: - 非公開プロパティ

    private let userRepository: UserRepositoryProtocol
    private let analyticsRepository: AnalyticsRepositoryProtocol

    // MARK: - 初期化

    init(
        userRepository: UserRepositoryProtocol,
        analyticsRepository: AnalyticsRepositoryProtocol
    ) {
        self.userRepository = userRepository
        self.analyticsRepository = analyticsRepository
    }

    // MARK: - 公開関数

    /**
     * ユーザー一覧を取得する
     */
    func execute() async throws -> [User] {
        let users = try await userRepository.getUsers()

        // 副作用（アナリティクス送信など）
        await analyticsRepository.logUserListViewed(count: users.count)

        return users
    }
}
