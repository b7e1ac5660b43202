import Foundation
import Swinject

/// The composition root: the only place that names concrete services and repositories.
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
        container.register(AuthRepo.self) { resolver in
            AuthRepository(networkService: resolver.resolve(Networking.self)!)
        }.inObjectScope(.container)

        container.register(CatalogRepo.self) { resolver in
            CatalogRepository(networkService: resolver.resolve(Networking.self)!)
        }.inObjectScope(.container)

        container.register(LoansRepo.self) { resolver in
            LoansRepository(networkService: resolver.resolve(Networking.self)!)
        }.inObjectScope(.container)

        container.register(MembersRepo.self) { resolver in
            MembersRepository(networkService: resolver.resolve(Networking.self)!)
        }.inObjectScope(.container)

        // ViewModels (transient: a new instance per resolve).
        // LoginViewModel has no dependencies and is created directly by ContentView.
        container.register(CatalogViewModel.self) { resolver in
            CatalogViewModel(catalogRepository: resolver.resolve(CatalogRepo.self)!)
        }

        container.register(BookDetailViewModel.self) { resolver in
            BookDetailViewModel(
                catalogRepository: resolver.resolve(CatalogRepo.self)!,
                loansRepository: resolver.resolve(LoansRepo.self)!,
                membersRepository: resolver.resolve(MembersRepo.self)!,
                routeManager: resolver.resolve(RouteManager.self)!
            )
        }

        container.register(LoansViewModel.self) { resolver in
            LoansViewModel(loansRepository: resolver.resolve(LoansRepo.self)!)
        }

        container.register(ReadingHistoryViewModel.self) { resolver in
            // The history screen uses the repository's cache, which only LoansRepository has.
            ReadingHistoryViewModel(loansRepository: resolver.resolve(LoansRepo.self) as! LoansRepository)
        }

        container.register(ProfileViewModel.self) { resolver in
            ProfileViewModel(
                membersRepository: resolver.resolve(MembersRepo.self)!,
                networkService: resolver.resolve(Networking.self)!
            )
        }

        // Post-init wiring: AuthManager needs the auth repository, which needs Networking,
        // which needs AuthManager. Hand the repository over once everything is registered.
        let authManager = container.resolve(AuthManager.self)!
        authManager.configure(sessionProvider: container.resolve(AuthRepo.self)!)
    }

    func resolve<T>(_ type: T.Type) -> T {
        guard let resolved = container.resolve(type) else {
            fatalError("Failed to resolve \(type)")
        }
        return resolved
    }
}
