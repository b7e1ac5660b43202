// seed 004:L1379-1471, recommended (block L1379-1471, "## dependency injection template")
// ---
// Simple DI Container
@MainActor
final class DIContainer: ObservableObject {
    private var services: [String: Any] = [:]
    private var factories: [String: () -> Any] = [:]
    
    init() {
        registerDependencies()
    }
    
    func register<T>(_ type: T.Type, factory: @escaping () -> T) {
        let key = String(describing: type)
        factories[key] = factory
    }
    
    func register<T>(_ type: T.Type, instance: T) {
        let key = String(describing: type)
        services[key] = instance
    }
    
    func resolve<T>(_ type: T.Type) -> T {
        let key = String(describing: type)
        
        // Check for existing instance
        if let service = services[key] as? T {
            return service
        }
        
        // Create new instance from factory
        if let factory = factories[key] {
            let instance = factory() as! T
            services[key] = instance
            return instance
        }
        
        fatalError("Service \(type) not registered")
    }
    
    private func registerDependencies() {
        // Register Use Cases
        register(GetFeatureItemsUseCase.self) {
            GetFeatureItemsUseCaseImpl(
                repository: self.resolve(FeatureRepository.self)
            )
        }
        
        register(UpdateFeatureItemUseCase.self) {
            UpdateFeatureItemUseCaseImpl(
                repository: self.resolve(FeatureRepository.self)
            )
        }
        
        register(DeleteFeatureItemUseCase.self) {
            DeleteFeatureItemUseCaseImpl(
                repository: self.resolve(FeatureRepository.self)
            )
        }
        
        // Register Repositories
        register(FeatureRepository.self) {
            FeatureRepositoryImpl(
                localDataSource: self.resolve(FeatureLocalDataSource.self),
                remoteDataSource: self.resolve(FeatureRemoteDataSource.self)
            )
        }
        
        // Register Data Sources
        register(FeatureLocalDataSource.self) {
            FeatureLocalDataSourceImpl()
        }
        
        register(FeatureRemoteDataSource.self) {
            FeatureRemoteDataSourceImpl()
        }
        
        // Register ViewModels
        register(FeatureViewModel.self) {
            FeatureViewModel(
                getFeatureItemsUseCase: self.resolve(GetFeatureItemsUseCase.self),
                updateFeatureItemUseCase: self.resolve(UpdateFeatureItemUseCase.self),
                deleteFeatureItemUseCase: self.resolve(DeleteFeatureItemUseCase.self)
            )
        }
        
        register(HomeViewModel.self) {
            HomeViewModel()
        }
        
        register(SettingsViewModel.self) {
            SettingsViewModel()
        }
    }
}
