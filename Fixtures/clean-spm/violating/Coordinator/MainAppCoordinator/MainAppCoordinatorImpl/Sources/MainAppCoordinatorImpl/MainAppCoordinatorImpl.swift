import MainAppCoordinatorAPI
import Resolver
import SignInScreenAPI
import SUICoordinator
import SwiftUI
import TrainingCoordinatorAPI

/// Starts on the sign-in screen and hands over to the training flow once the athlete is in.
/// When that flow finishes (sign-out), its cover is dismissed and sign-in is visible again.
@MainActor
public final class MainAppCoordinatorImpl: Coordinator<MainAppRoutes> {

    public override func start() async {
        @Injected var signInScreen: SignInScreenProtocol
        await startFlow(
            route: .signIn(
                coordinator: self,
                screen: signInScreen
            )
        )
    }
}

// MARK: - MainAppCoordinatorProtocol

extension MainAppCoordinatorImpl: MainAppCoordinatorProtocol {

    public func rootView() -> AnyView {
        AnyView(getView())
    }
}

// MARK: - SignInScreenCoordinatorProtocol

extension MainAppCoordinatorImpl: SignInScreenCoordinatorProtocol {

    public func signInDidComplete() async {
        // Child coordinators are resolved, never constructed here.
        @Injected var trainingCoordinator: any TrainingCoordinatorProtocol
        await navigate(
            to: trainingCoordinator,
            presentationStyle: .fullScreenCover,
            animated: true
        )
    }
}
