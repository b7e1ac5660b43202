// seed 004:L1237-1373, recommended (block L1219-1373, "### app integration")
// ---
// ContentView.swift - Main navigation view
struct ContentView: View {
    @EnvironmentObject private var coordinator: AppCoordinator
    @EnvironmentObject private var container: DIContainer
    
    var body: some View {
        NavigationStack(path: $coordinator.navigationPath) {
            // Root view
            HomeView(
                viewModel: container.resolve(HomeViewModel.self),
                onNavigateToFeature: {
                    coordinator.navigate(to: .feature(.list))
                },
                onNavigateToProfile: {
                    coordinator.navigate(to: .profile(.list))
                }
            )
            .navigationDestination(for: AppDestination.self) { destination in
                destinationView(for: destination)
            }
        }
    }
    
    @ViewBuilder
    private func destinationView(for destination: AppDestination) -> some View {
        switch destination {
        case .home:
            HomeView(
                viewModel: container.resolve(HomeViewModel.self),
                onNavigateToFeature: {
                    coordinator.navigate(to: .feature(.list))
                },
                onNavigateToProfile: {
                    coordinator.navigate(to: .profile(.list))
                }
            )
            
        case .settings:
            SettingsView(
                viewModel: container.resolve(SettingsViewModel.self)
            )
            
        case .feature(let featureDestination):
            featureDestinationView(for: featureDestination)
            
        case .profile(let profileDestination):
            profileDestinationView(for: profileDestination)
        }
    }
    
    @ViewBuilder
    private func featureDestinationView(for destination: FeatureDestination) -> some View {
        switch destination {
        case .list:
            FeatureView(
                viewModel: container.resolve(FeatureViewModel.self),
                onNavigateToDetail: { itemId in
                    coordinator.navigate(to: .feature(.detail(itemId: itemId)))
                },
                onNavigateBack: {
                    coordinator.goBack()
                }
            )
            
        case .detail(let itemId):
            FeatureDetailView(
                itemId: itemId,
                viewModel: container.resolve(FeatureDetailViewModel.self),
                onNavigateToEdit: { itemId in
                    coordinator.navigate(to: .feature(.edit(itemId: itemId)))
                },
                onNavigateBack: {
                    coordinator.goBack()
                }
            )
            
        case .edit(let itemId):
            FeatureEditView(
                itemId: itemId,
                viewModel: container.resolve(FeatureEditViewModel.self),
                onSaveCompleted: {
                    coordinator.goBack()
                },
                onNavigateBack: {
                    coordinator.goBack()
                }
            )
            
        case .create:
            FeatureCreateView(
                viewModel: container.resolve(FeatureCreateViewModel.self),
                onCreateCompleted: { itemId in
                    coordinator.navigate(to: .feature(.detail(itemId: itemId)))
                },
                onNavigateBack: {
                    coordinator.goBack()
                }
            )
        }
    }
    
    @ViewBuilder
    private func profileDestinationView(for destination: ProfileDestination) -> some View {
        switch destination {
        case .list:
            ProfileListView(
                viewModel: container.resolve(ProfileListViewModel.self),
                onProfileSelected: { userId in
                    coordinator.navigate(to: .profile(.detail(userId: userId)))
                }
            )
            
        case .detail(let userId):
            ProfileDetailView(
                userId: userId,
                viewModel: container.resolve(ProfileDetailViewModel.self),
                onNavigateToEdit: { userId in
                    coordinator.navigate(to: .profile(.edit(userId: userId)))
                }
            )
            
        case .edit(let userId):
            ProfileEditView(
                userId: userId,
                viewModel: container.resolve(ProfileEditViewModel.self),
                onSaveCompleted: {
                    coordinator.goBack()
                }
            )
            
        case .settings:
            ProfileSettingsView(
                viewModel: container.resolve(ProfileSettingsViewModel.self)
            )
        }
    }
}
