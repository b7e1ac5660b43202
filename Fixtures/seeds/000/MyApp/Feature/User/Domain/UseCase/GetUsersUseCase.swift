// seed 000:L516-560, recommended (block L516-593, "### UseCase")
// ---
import Foundation

/**
 * UseCase Protocol for getting user list
 */
protocol GetUsersUseCaseProtocol {
    func execute() async throws -> [User]
}

/**
 * UseCase for getting user list
 *
 * Encapsulates single business logic
 */
final class GetUsersUseCase: GetUsersUseCaseProtocol {

    // MARK: - Private Properties

    private let userRepository: UserRepositoryProtocol
    private let analyticsRepository: AnalyticsRepositoryProtocol

    // MARK: - Initialization

    init(
        userRepository: UserRepositoryProtocol,
        analyticsRepository: AnalyticsRepositoryProtocol
    ) {
        self.userRepository = userRepository
        self.analyticsRepository = analyticsRepository
    }

    // MARK: - Public Functions

    /**
     * Get user list
     */
    func execute() async throws -> [User] {
        let users = try await userRepository.getUsers()

        // Side effects (analytics, etc.)
        await analyticsRepository.logUserListViewed(count: users.count)

        return users
    }
}
