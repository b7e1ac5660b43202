// seed 000:L1400-1451, recommended (block L1400-1487, "### Protocol-based DI (Testability focused)")
// ---
import Foundation

/**
 * Dependency Provider Protocol
 */
protocol DependencyProviding {
    // DataSource
    func userLocalDataSource() -> UserLocalDataSourceProtocol
    func userRemoteDataSource() -> UserRemoteDataSourceProtocol

    // Repository
    func userRepository() -> UserRepositoryProtocol
    func analyticsRepository() -> AnalyticsRepositoryProtocol

    // UseCase
    func getUsersUseCase() -> GetUsersUseCaseProtocol

    // ViewModel
    func userListViewModel() -> UserListViewModel
}

/**
 * Production implementation
 */
final class ProductionDependencyProvider: DependencyProviding {

    private let container = DependencyContainer.shared

    func userLocalDataSource() -> UserLocalDataSourceProtocol {
        container.makeUserLocalDataSource()
    }

    func userRemoteDataSource() -> UserRemoteDataSourceProtocol {
        container.makeUserRemoteDataSource()
    }

    func userRepository() -> UserRepositoryProtocol {
        container.makeUserRepository()
    }

    func analyticsRepository() -> AnalyticsRepositoryProtocol {
        container.makeAnalyticsRepository()
    }

    func getUsersUseCase() -> GetUsersUseCaseProtocol {
        container.makeGetUsersUseCase()
    }

    func userListViewModel() -> UserListViewModel {
        container.makeUserListViewModel()
    }
}
