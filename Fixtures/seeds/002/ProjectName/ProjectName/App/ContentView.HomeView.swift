// seed 002:L654-654, recommended (block L654-654, "### Views")
// ---
HomeView(viewModel: DependencyContainer.shared.resolve(HomeViewModel.self))
