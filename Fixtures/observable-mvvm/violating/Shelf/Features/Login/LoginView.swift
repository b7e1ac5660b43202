import SwiftUI

struct LoginView: View {
    @Environment(AuthManager.self) private var authManager
    @State private var viewModel: LoginViewModel

    init(viewModel: LoginViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    VStack(alignment: .leading, spacing: 6) {
                        Image(systemName: "books.vertical.fill")
                            .font(.largeTitle)
                            .foregroundStyle(.tint)
                        Text("Welcome to Shelf")
                            .font(.title2.bold())
                        Text("Sign in with the email address on your library card.")
                            .foregroundStyle(.secondary)
                    }
                    .padding(.vertical, 8)
                }

                Section {
                    TextField("Email", text: $viewModel.email)
                        .textContentType(.emailAddress)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()

                    HStack {
                        Group {
                            if viewModel.isPasswordVisible {
                                TextField("Password", text: $viewModel.password)
                            } else {
                                SecureField("Password", text: $viewModel.password)
                            }
                        }
                        .textContentType(.password)

                        Button {
                            viewModel.togglePasswordVisibility()
                        } label: {
                            Image(systemName: viewModel.isPasswordVisible ? "eye.slash" : "eye")
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel(viewModel.isPasswordVisible ? "Hide password" : "Show password")
                    }

                    Toggle("Remember my email", isOn: $viewModel.rememberEmail)
                } footer: {
                    if !viewModel.email.isEmpty && !viewModel.isEmailValid {
                        Text("Enter a valid email address.")
                            .foregroundStyle(.red)
                    } else {
                        Text("Forgot your password? [Reset it online](https://shelf.example/account/reset)")
                    }
                }

                if let message = authManager.signInError {
                    Section {
                        Text(message)
                            .foregroundStyle(.red)
                    }
                }

                Section {
                    Button {
                        viewModel.persistEmailChoice()
                        Task { await authManager.signIn(email: viewModel.email, password: viewModel.password) }
                    } label: {
                        HStack {
                            Spacer()
                            if authManager.isSigningIn {
                                ProgressView()
                            } else {
                                Text("Sign in")
                                    .bold()
                            }
                            Spacer()
                        }
                    }
                    .disabled(!viewModel.canSubmit || authManager.isSigningIn)
                }
            }
            .navigationTitle("Sign in")
            .interactiveDismissDisabled()
        }
    }
}
