import Foundation
import SignInScreenAPI

/// Spy for `SignInScreenCoordinatorProtocol`.
@MainActor
public final class SignInScreenCoordinatorSpy: SignInScreenCoordinatorProtocol {

    public private(set) var signInDidCompleteCallCount = 0
    public var onSignInDidComplete: (() -> Void)?

    public init() {}

    public func reset() {
        signInDidCompleteCallCount = 0
        onSignInDidComplete = nil
    }

    public func signInDidComplete() async {
        signInDidCompleteCallCount += 1
        onSignInDidComplete?()
    }
}
