import SignInScreenAPI
import SignInUseCaseAPI
import SwiftUI

/// Builds the sign-in screen. The use case arrives through the initializer (the composition
/// root wires it); this type never looks anything up by itself.
@MainActor
public struct SignInScreenImpl: SignInScreenProtocol {

    private let signInUseCase: SignInUseCaseProtocol

    public init(signInUseCase: SignInUseCaseProtocol) {
        self.signInUseCase = signInUseCase
    }

    public func screen(dependencies: SignInScreenDependencies) -> AnyView {
        AnyView(
            SignInScreenView(
                dependencies: dependencies,
                signInUseCase: signInUseCase
            )
        )
    }
}
