// seed 002:L654-654, recommended (block L654-654, "### Views")
// fragment: an expression ("Called from ContentView as:")
// ---
HomeView(viewModel: DependencyContainer.shared.resolve(HomeViewModel.self))
