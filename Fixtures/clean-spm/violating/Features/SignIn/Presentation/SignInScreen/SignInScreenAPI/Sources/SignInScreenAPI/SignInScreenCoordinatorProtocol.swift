import Foundation

/// Navigation the sign-in screen may ask for.
@MainActor
public protocol SignInScreenCoordinatorProtocol: AnyObject, Sendable {

    /// The athlete is signed in and the session is stored: leave the sign-in flow.
    func signInDidComplete() async
}
