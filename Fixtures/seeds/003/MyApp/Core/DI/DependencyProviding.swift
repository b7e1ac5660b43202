// seed 003:L1400-1451, recommended (block L1400-1487, "### Protocol-based DI（テスタビリティ重視）")
// ---
import Foundation

/**
 * 依存性プロバイダー Protocol
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
 * 本番用実装
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
