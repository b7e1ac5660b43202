// seed 003:L2053-2071, recommended (block L2012-2071, "### Result 型の活用")
// fragment: a ViewModel method shown without its type ("Usage in ViewModel")
// ---
// ViewModel での使用
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
