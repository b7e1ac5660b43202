// seed 003:L1453-1487, recommended (block L1400-1487, "### Protocol-based DI（テスタビリティ重視）")
// ---
/**
 * テスト用実装
 */
final class MockDependencyProvider: DependencyProviding {

    var mockUserLocalDataSource: UserLocalDataSourceProtocol?
    var mockUserRemoteDataSource: UserRemoteDataSourceProtocol?
    var mockUserRepository: UserRepositoryProtocol?
    var mockAnalyticsRepository: AnalyticsRepositoryProtocol?
    var mockGetUsersUseCase: GetUsersUseCaseProtocol?

    func userLocalDataSource() -> UserLocalDataSourceProtocol {
        mockUserLocalDataSource ?? FakeUserLocalDataSource()
    }

    func userRemoteDataSource() -> UserRemoteDataSourceProtocol {
        mockUserRemoteDataSource ?? FakeUserRemoteDataSource()
    }

    func userRepository() -> UserRepositoryProtocol {
        mockUserRepository ?? FakeUserRepository()
    }

    func analyticsRepository() -> AnalyticsRepositoryProtocol {
        mockAnalyticsRepository ?? FakeAnalyticsRepository()
    }

    func getUsersUseCase() -> GetUsersUseCaseProtocol {
        mockGetUsersUseCase ?? FakeGetUsersUseCase()
    }

    func userListViewModel() -> UserListViewModel {
        UserListViewModel(getUsersUseCase: getUsersUseCase())
    }
}
