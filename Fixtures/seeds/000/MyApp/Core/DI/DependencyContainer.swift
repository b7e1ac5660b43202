// seed 000:L1239-1346, recommended (block L1239-1346, "### Container Pattern (Simple DI)")
// ---
import Foundation
import SwiftData

/**
 * Dependency Container
 *
 * Manage dependency objects as singleton
 */
final class DependencyContainer {

    // MARK: - Singleton

    static let shared = DependencyContainer()

    // MARK: - Private Properties

    private let modelContainer: ModelContainer
    private let apiClient: APIClientProtocol
    private let networkMonitor: NetworkMonitorProtocol

    // MARK: - Cached Dependencies

    private var cachedUserRepository: UserRepositoryProtocol?
    private var cachedAnalyticsRepository: AnalyticsRepositoryProtocol?

    // MARK: - Initialization

    private init() {
        // SwiftData ModelContainer
        do {
            modelContainer = try ModelContainer(for: UserEntity.self)
        } catch {
            fatalError("Failed to create ModelContainer: \(error)")
        }

        // API Client
        apiClient = APIClient(
            baseURL: URL(string: Configuration.apiBaseURL)!
        )

        // Network Monitor
        networkMonitor = NetworkMonitor()
    }

    // Initialization for testing
    init(
        modelContainer: ModelContainer,
        apiClient: APIClientProtocol,
        networkMonitor: NetworkMonitorProtocol
    ) {
        self.modelContainer = modelContainer
        self.apiClient = apiClient
        self.networkMonitor = networkMonitor
    }

    // MARK: - DataSource

    func makeUserLocalDataSource() -> UserLocalDataSourceProtocol {
        UserLocalDataSource(modelContainer: modelContainer)
    }

    func makeUserRemoteDataSource() -> UserRemoteDataSourceProtocol {
        UserRemoteDataSource(apiClient: apiClient)
    }

    // MARK: - Repository

    func makeUserRepository() -> UserRepositoryProtocol {
        if let cached = cachedUserRepository {
            return cached
        }

        let repository = UserRepository(
            localDataSource: makeUserLocalDataSource(),
            remoteDataSource: makeUserRemoteDataSource(),
            networkMonitor: networkMonitor
        )
        cachedUserRepository = repository
        return repository
    }

    func makeAnalyticsRepository() -> AnalyticsRepositoryProtocol {
        if let cached = cachedAnalyticsRepository {
            return cached
        }

        let repository = AnalyticsRepository()
        cachedAnalyticsRepository = repository
        return repository
    }

    // MARK: - UseCase

    func makeGetUsersUseCase() -> GetUsersUseCaseProtocol {
        GetUsersUseCase(
            userRepository: makeUserRepository(),
            analyticsRepository: makeAnalyticsRepository()
        )
    }

    // MARK: - ViewModel

    func makeUserListViewModel() -> UserListViewModel {
        UserListViewModel(
            getUsersUseCase: makeGetUsersUseCase()
        )
    }
}
