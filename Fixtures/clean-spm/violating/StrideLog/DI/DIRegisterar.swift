import Foundation
import Resolver

// Protocols: API packages.
import ImageCacheAPI
import MainAppCoordinatorAPI
import SignInRepositoryAPI
import SignInScreenAPI
import SignInUseCaseAPI
import TrainingCoordinatorAPI
import WorkoutDetailRepositoryAPI
import WorkoutDetailScreenAPI
import WorkoutDetailUseCaseAPI
import WorkoutHistoryRepositoryAPI
import WorkoutHistoryScreenAPI
import WorkoutHistoryUseCaseAPI

// Implementations: Impl and Data packages. The composition root is the only place that imports them.
import DataBaseImpl
import ImageCacheImpl
import MainAppCoordinatorImpl
import NetworkServiceImpl
import SignInRepositoryImpl
import SignInScreenImpl
import SignInUseCaseImpl
import TrainingCoordinatorImpl
import WorkoutDetailRepositoryImpl
import WorkoutDetailScreenImpl
import WorkoutDetailUseCaseImpl
import WorkoutHistoryRepositoryImpl
import WorkoutHistoryScreenImpl
import WorkoutHistoryUseCaseImpl
import WorkoutShareScreenImpl

/// Configuration the registrations below need.
enum DIRegisterar {
    static let backendBaseURL = URL(string: "https://api.stridelog.app/v1")!
}

extension Resolver: @retroactive ResolverRegistering {

    public static func registerAllServices() {

        // MARK: 1. Frameworks and drivers (Data/): one instance for the app's lifetime

        register {
            NetworkService(baseURL: DIRegisterar.backendBaseURL, session: NetworkService.makeSession())
        }
        .implements(SignInRepositoryRemoteDataProtocol.self)
        .implements(WorkoutHistoryRepositoryRemoteDataProtocol.self)
        .implements(WorkoutDetailRepositoryRemoteDataProtocol.self)
        .scope(.application)

        register {
            DataBase()
        }
        .implements(SignInRepositoryDataBaseDataProtocol.self)
        .implements(WorkoutHistoryRepositoryDataBaseDataProtocol.self)
        .scope(.application)

        register(ImageCacheProtocol.self) {
            ImageCacheImpl()
        }
        .scope(.application)

        // MARK: 2. Repositories: each implements the protocol its use case declares

        register {
            SignInRepositoryImpl()
        }
        .implements(SignInUseCaseRepositoryProtocol.self)
        .scope(.shared)

        register {
            WorkoutHistoryRepositoryImpl()
        }
        .implements(WorkoutHistoryUseCaseRepositoryProtocol.self)
        .scope(.shared)

        register {
            WorkoutDetailRepositoryImpl()
        }
        .implements(WorkoutDetailUseCaseRepositoryProtocol.self)
        .scope(.shared)

        // MARK: 3. Use cases

        register(SignInUseCaseProtocol.self) {
            SignInUseCaseImpl()
        }
        .scope(.shared)

        register(WorkoutHistoryUseCaseProtocol.self) {
            WorkoutHistoryUseCaseImpl()
        }
        .scope(.shared)

        register(WorkoutDetailUseCaseProtocol.self) {
            WorkoutDetailUseCaseImpl()
        }
        .scope(.shared)

        // MARK: 4. Screens: built with their use cases, a fresh one per resolution

        register(SignInScreenProtocol.self) { @MainActor in
            SignInScreenImpl(signInUseCase: Resolver.resolve())
        }
        .scope(.unique)

        register(WorkoutHistoryScreenProtocol.self) { @MainActor in
            WorkoutHistoryScreenImpl(workoutHistoryUseCase: Resolver.resolve())
        }
        .scope(.unique)

        register(WorkoutDetailScreenProtocol.self) { @MainActor in
            WorkoutDetailScreenImpl(
                workoutDetailUseCase: Resolver.resolve(),
                imageCache: Resolver.resolve()
            )
        }
        .scope(.unique)

        // No WorkoutShareScreenAPI yet: registered under its concrete type.
        register { @MainActor in
            WorkoutShareScreenImpl(workoutDetailUseCase: Resolver.resolve())
        }
        .scope(.unique)

        // MARK: 5. Coordinators: the root lives as long as the app, the training flow per sign-in

        register((any MainAppCoordinatorProtocol).self) { @MainActor in
            MainAppCoordinatorImpl()
        }
        .scope(.application)

        register((any TrainingCoordinatorProtocol).self) { @MainActor in
            TrainingCoordinatorImpl()
        }
        .scope(.shared)
    }
}
