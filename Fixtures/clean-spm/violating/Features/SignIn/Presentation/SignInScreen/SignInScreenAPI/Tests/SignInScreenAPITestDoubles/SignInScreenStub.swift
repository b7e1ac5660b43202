import SignInScreenAPI
import SwiftUI

/// Stub for `SignInScreenProtocol`: renders a placeholder and records what it was given.
@MainActor
public final class SignInScreenStub: SignInScreenProtocol {

    public private(set) var screenCallCount = 0

    public init() {}

    public func reset() {
        screenCallCount = 0
    }

    public func screen(dependencies: SignInScreenDependencies) -> AnyView {
        screenCallCount += 1
        return AnyView(Text("SignInScreenStub"))
    }
}
