import Combine
import Foundation
import Security
import SignInScreenAPI
import SignInUseCaseAPI

/// Thin adapter between the sign-in view and `SignInUseCaseProtocol`: it forwards input,
/// maps use-case states to UI state and asks the coordinator to move on. The rules about
/// what a valid email or password is live in the use case, not here.
@MainActor
final class SignInScreenViewModel: ObservableObject {

    @Published var email = ""
    @Published var password = ""
    @Published var isErrorAlertPresented = false
    @Published private(set) var isSigningIn = false
    @Published private(set) var errorMessage: String?
    @Published var rememberEmail = true
    @Published var isPasswordVisible = false
    @Published private(set) var failedAttempts = 0
    @Published private(set) var hasSavedPassword = false

    private static let lastEmailKey = "signIn.lastEmail"

    private let dependencies: SignInScreenDependencies
    private let signInUseCase: SignInUseCaseProtocol
    private let defaults = UserDefaults.standard
    private var cancellables: Set<AnyCancellable> = []

    init(dependencies: SignInScreenDependencies, signInUseCase: SignInUseCaseProtocol) {
        self.dependencies = dependencies
        self.signInUseCase = signInUseCase
        email = defaults.string(forKey: Self.lastEmailKey) ?? ""
        hasSavedPassword = Self.keychainHasPassword(for: email)
        subscribeToUseCase()
    }

    /// Enables the button once both fields have text; says nothing about whether they are valid.
    var isSignInButtonEnabled: Bool {
        !isSigningIn && !email.isEmpty && !password.isEmpty
    }

    func onTapSignIn() {
        guard isSignInButtonEnabled else { return }
        let email = email
        let password = password
        Task { [signInUseCase] in
            // Failures are rendered from `statePublisher`; the thrown error adds nothing.
            _ = try? await signInUseCase.signIn(email: email, password: password)
        }
    }

    func onDismissError() {
        isErrorAlertPresented = false
        _ = signInUseCase.clearFailure()
    }

    private func subscribeToUseCase() {
        signInUseCase.statePublisher
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] state in
                self?.apply(state)
            }
            .store(in: &cancellables)
    }

    private func apply(_ state: SignInUseCaseNameSpace.States) {
        switch state {
        case .idle:
            isSigningIn = false
        case .signingIn:
            isSigningIn = true
            errorMessage = nil
        case .signedIn:
            isSigningIn = false
            failedAttempts = 0
            defaults.set(rememberEmail ? email : nil, forKey: Self.lastEmailKey)
            password = ""
            Task { [dependencies] in
                await dependencies.coordinator.signInDidComplete()
            }
        case .failed(_, let error):
            isSigningIn = false
            failedAttempts += 1
            errorMessage = error.localizedDescription
            isErrorAlertPresented = true
        }
    }
}

// MARK: - Keychain

private extension SignInScreenViewModel {

    /// Whether iCloud Keychain holds a StrideLog password for this email (to show the AutoFill hint).
    static func keychainHasPassword(for email: String) -> Bool {
        guard !email.isEmpty else { return false }
        let query: [String: Any] = [
            kSecClass as String: kSecClassInternetPassword,
            kSecAttrServer as String: "stridelog.app",
            kSecAttrAccount as String: email,
            kSecReturnData as String: false,
        ]
        return SecItemCopyMatching(query as CFDictionary, nil) == errSecSuccess
    }
}
