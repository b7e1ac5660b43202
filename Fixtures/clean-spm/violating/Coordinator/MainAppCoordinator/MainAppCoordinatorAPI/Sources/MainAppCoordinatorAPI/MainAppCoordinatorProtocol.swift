import SignInScreenAPI
import SwiftUI

/// Root coordinator of StrideLog: owns the window's navigation and starts with sign-in.
/// It is the coordinator the sign-in screen talks to, so it refines that screen's protocol.
@MainActor
public protocol MainAppCoordinatorProtocol: SignInScreenCoordinatorProtocol {

    /// The view the app's `WindowGroup` shows.
    func rootView() -> AnyView
}
