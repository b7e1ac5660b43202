import SUICoordinator
import SwiftUI

/// Root coordinator of StrideLog: owns the window's navigation and starts with sign-in.
@MainActor
public protocol MainAppCoordinatorProtocol: CoordinatorType {

    /// The view the app's `WindowGroup` shows.
    func rootView() -> AnyView
}
