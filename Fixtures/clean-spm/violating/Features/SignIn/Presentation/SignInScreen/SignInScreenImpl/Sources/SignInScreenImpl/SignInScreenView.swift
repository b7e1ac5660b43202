import SignInScreenAPI
import SignInUseCaseAPI
import SwiftUI

struct SignInScreenView: View {

    private enum Field: Hashable {
        case email
        case password
    }

    @StateObject private var viewModel: SignInScreenViewModel
    @FocusState private var focusedField: Field?

    init(dependencies: SignInScreenDependencies, signInUseCase: SignInUseCaseProtocol) {
        _viewModel = StateObject(
            wrappedValue: SignInScreenViewModel(
                dependencies: dependencies,
                signInUseCase: signInUseCase
            )
        )
    }

    var body: some View {
        VStack(spacing: 28) {
            header
            form
            signInButton
            Spacer()
        }
        .padding(.horizontal, 24)
        .padding(.top, 56)
        .alert("Couldn't sign in", isPresented: $viewModel.isErrorAlertPresented) {
            Button("OK", role: .cancel) {
                viewModel.onDismissError()
            }
        } message: {
            Text(viewModel.errorMessage ?? "")
        }
    }

    private var header: some View {
        VStack(spacing: 8) {
            Image(systemName: "figure.run.circle.fill")
                .font(.system(size: 64))
                .foregroundStyle(.orange)
            Text("StrideLog")
                .font(.largeTitle.bold())
            Text("Sign in to see your training history.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }

    private var form: some View {
        VStack(spacing: 12) {
            TextField("Email", text: $viewModel.email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .focused($focusedField, equals: .email)
                .submitLabel(.next)
            SecureField("Password", text: $viewModel.password)
                .textContentType(.password)
                .focused($focusedField, equals: .password)
                .submitLabel(.go)
        }
        .textFieldStyle(.roundedBorder)
        .onSubmit {
            switch focusedField {
            case .email:
                focusedField = .password
            case .password, .none:
                viewModel.onTapSignIn()
            }
        }
    }

    private var signInButton: some View {
        Button {
            focusedField = nil
            viewModel.onTapSignIn()
        } label: {
            Group {
                if viewModel.isSigningIn {
                    ProgressView()
                } else {
                    Text("Sign In")
                        .bold()
                }
            }
            .frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
        .disabled(!viewModel.isSignInButtonEnabled)
    }
}
