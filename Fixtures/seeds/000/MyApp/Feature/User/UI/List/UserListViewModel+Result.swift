// seed 000:L2053-2071, recommended (block L2012-2071, "### Using Result Type")
// fragment: a ViewModel method shown without its type ("Usage in ViewModel")
// ---
// Usage in ViewModel
func createUser(_ user: User) async {
    uiState = uiState.copy(isLoading: true)

    let result = await userRepository.createUser(user)

    switch result {
    case .success(let createdUser):
        uiState = uiState.copy(
            user: createdUser.toUiModel(),
            isLoading: false
        )
    case .failure(let error):
        uiState = uiState.copy(
            isLoading: false,
            error: error.toUiError()
        )
    }
}
