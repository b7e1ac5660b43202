// seed 002:L659-659, recommended (block L659-659, "### Views")
// fragment: an expression ("Pattern for simple ViewModels")
// ---
LoginView(viewModel: LoginViewModel())
