import Combine
import Foundation
import OSLog
import Core
import Domain
import Data
import Network
import SearchFeature
import TripsFeature
import ProfileFeature
import TripsFeatureInterface

/// Composition root. The only place that names concrete `…Impl` types; everything it hands out
/// is typed by a protocol. Services are created lazily and cached; ViewModels are never cached.
@MainActor
final class DIContainer: ObservableObject {
    private var services: [String: Any] = [:]
    private var factories: [String: () -> Any] = [:]
    private let environment: AppEnvironment

    init(environment: AppEnvironment = .production) {
        self.environment = environment
        registerDependencies()
    }

    func register<T>(_ type: T.Type, factory: @escaping () -> T) {
        factories[Self.key(for: type)] = factory
    }

    func resolve<T>(_ type: T.Type) -> T {
        let storageKey = Self.key(for: type)
        if let service = services[storageKey] as? T {
            return service
        }
        guard let factory = factories[storageKey], let instance = factory() as? T else {
            fatalError("\(type) is not registered in DIContainer")
        }
        services[storageKey] = instance
        return instance
    }

    // MARK: - ViewModels

    func makeSearchViewModel(initialQuery: String?) -> SearchViewModel {
        SearchViewModel(
            searchPlacesUseCase: resolve(SearchPlacesUseCase.self),
            suggestionsClient: resolve(NetworkClient.self),
            initialQuery: initialQuery
        )
    }

    func makeTripListViewModel(router: TripsRouter? = nil) -> TripListViewModel {
        TripListViewModel(getTripsUseCase: resolve(GetTripsUseCase.self), router: router)
    }

    func makeTripDetailViewModel(tripId: String) -> TripDetailViewModel {
        TripDetailViewModel(
            tripId: tripId,
            getTripDetailUseCase: resolve(GetTripDetailUseCase.self)
        )
    }

    func makeProfileViewModel() -> ProfileViewModel {
        ProfileViewModel(
            getTravellerProfileUseCase: resolve(GetTravellerProfileUseCase.self),
            updateTravellerProfileUseCase: resolve(UpdateTravellerProfileUseCase.self),
            profileRepository: resolve(ProfileRepository.self)
        )
    }

    func makeOnboardingViewModel(coordinator: AppCoordinator) -> OnboardingViewModel {
        OnboardingViewModel(coordinator: coordinator, container: self)
    }

    func makeUpcomingTripBadgeProvider() -> UpcomingTripBadgeProviding {
        UpcomingTripBadgeProvider(getTripsUseCase: resolve(GetTripsUseCase.self))
    }

    // MARK: - Registration

    private func registerDependencies() {
        registerNetworking()
        registerDataSources()
        registerRepositories()
        registerUseCases()
    }

    private func registerNetworking() {
        register(NetworkClient.self) { [environment] in
            NetworkClientImpl(baseURL: environment.apiBaseURL)
        }
    }

    private func registerDataSources() {
        register(PlaceRemoteDataSource.self) { [unowned self] in
            PlaceRemoteDataSourceImpl(client: self.resolve(NetworkClient.self))
        }
        register(TripRemoteDataSource.self) { [unowned self] in
            TripRemoteDataSourceImpl(client: self.resolve(NetworkClient.self))
        }
        register(TripLocalDataSource.self) {
            Self.makeTripLocalDataSource()
        }
        register(ProfileRemoteDataSource.self) { [unowned self] in
            ProfileRemoteDataSourceImpl(client: self.resolve(NetworkClient.self))
        }
        register(VoucherStore.self) {
            FileVoucherStore()
        }
    }

    private func registerRepositories() {
        register(PlaceRepository.self) { [unowned self] in
            PlaceRepositoryImpl(remoteDataSource: self.resolve(PlaceRemoteDataSource.self))
        }
        register(TripRepository.self) { [unowned self] in
            TripRepositoryImpl(
                remoteDataSource: self.resolve(TripRemoteDataSource.self),
                localDataSource: self.resolve(TripLocalDataSource.self)
            )
        }
        register(ProfileRepository.self) { [unowned self] in
            ProfileRepositoryImpl(remoteDataSource: self.resolve(ProfileRemoteDataSource.self))
        }
        register(ExchangeRateService.self) { [environment] in
            ExchangeRateServiceImpl(ratesURL: environment.apiBaseURL.appending(path: "v2/rates"))
        }
    }

    private func registerUseCases() {
        register(SearchPlacesUseCase.self) { [unowned self] in
            SearchPlacesUseCaseImpl(repository: self.resolve(PlaceRepository.self))
        }
        register(GetTripsUseCase.self) { [unowned self] in
            GetTripsUseCaseImpl(
                repository: self.resolve(TripRepository.self),
                offlineCache: Self.makeTripLocalDataSource()
            )
        }
        register(GetTripDetailUseCase.self) { [unowned self] in
            GetTripDetailUseCaseImpl(repository: self.resolve(TripRepository.self))
        }
        register(GetTravellerProfileUseCase.self) { [unowned self] in
            GetTravellerProfileUseCaseImpl(repository: self.resolve(ProfileRepository.self))
        }
        register(UpdateTravellerProfileUseCase.self) { [unowned self] in
            UpdateTravellerProfileUseCaseImpl(repository: self.resolve(ProfileRepository.self))
        }
        register(DownloadBookingVoucherUseCase.self) { [environment] in
            DownloadBookingVoucherUseCaseImpl(voucherBaseURL: environment.apiBaseURL.appending(path: "v1/vouchers"))
        }
    }

    private static func makeTripLocalDataSource() -> TripLocalDataSourceImpl {
        do {
            return try TripLocalDataSourceImpl()
        } catch {
            let reason = error.localizedDescription
            AppLogger.persistence.error("Trip cache unavailable, falling back to memory: \(reason, privacy: .public)")
        }
        do {
            return try TripLocalDataSourceImpl(isStoredInMemoryOnly: true)
        } catch {
            fatalError("Unable to create the in-memory trip store: \(error)")
        }
    }

    private static func key<T>(for type: T.Type) -> String {
        String(describing: type)
    }
}
