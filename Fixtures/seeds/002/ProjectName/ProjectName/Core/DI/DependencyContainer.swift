// seed 002:L481-540, recommended (block L481-540, "## Dependency Injection (`Core/DI/DependencyContainer.swift`)")
// ---
import Foundation
import Swinject

final class DependencyContainer {
    static let shared = DependencyContainer()
    let container: Container

    private init() {
        container = Container()

        // Services (singletons)
        container.register(AuthManager.self) { _ in
            AuthManager()
        }.inObjectScope(.container)

        container.register(Networking.self) { resolver in
            NetworkService(authManager: resolver.resolve(AuthManager.self)!)
        }.inObjectScope(.container)

        container.register(RouteManager.self) { _ in
            RouteManager()
        }.inObjectScope(.container)

        container.register(ConnectivityMonitor.self) { _ in
            ConnectivityMonitor()
        }.inObjectScope(.container)

        // Repositories (singletons)
        container.register(MessagesRepo.self) { resolver in
            MessagesRepository(networkService: resolver.resolve(Networking.self)!)
        }.inObjectScope(.container)

        container.register(UsersRepo.self) { resolver in
            UsersRepository(networkService: resolver.resolve(Networking.self)!)
        }.inObjectScope(.container)

        // ViewModels (transient — new instance per resolve)
        container.register(HomeViewModel.self) { resolver in
            HomeViewModel(messagesRepository: resolver.resolve(MessagesRepo.self)!)
        }

        container.register(DashboardViewModel.self) { resolver in
            DashboardViewModel(messagesRepository: resolver.resolve(MessagesRepo.self)!)
        }

        // Post-init wiring (breaks circular dependency if needed)
        // Example: AuthManager needs AuthRepo, but AuthRepo needs Networking,
        // which needs AuthManager. Wire it after all registrations.
        // let authManager = container.resolve(AuthManager.self)!
        // let authRepo = container.resolve(AuthRepo.self)!
        // authManager.configure(authRepository: authRepo)
    }

    func resolve<T>(_ type: T.Type) -> T {
        guard let resolved = container.resolve(type) else {
            fatalError("Failed to resolve \(type)")
        }
        return resolved
    }
}
