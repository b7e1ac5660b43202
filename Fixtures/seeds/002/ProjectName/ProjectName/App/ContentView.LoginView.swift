// seed 002:L659-659, recommended (block L659-659, "### Views")
// ---
LoginView(viewModel: LoginViewModel())
