import SwiftUI

/// Builds the sign-in screen. Coordinators resolve this protocol, never the implementation.
public protocol SignInScreenProtocol: Sendable {

    @MainActor
    func screen(dependencies: SignInScreenDependencies) -> AnyView
}
