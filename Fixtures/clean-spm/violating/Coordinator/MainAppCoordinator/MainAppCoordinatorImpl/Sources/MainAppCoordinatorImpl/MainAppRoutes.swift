import SignInScreenAPI
import SUICoordinator
import SwiftUI

public enum MainAppRoutes: RouteType {

    case signIn(
        coordinator: any SignInScreenCoordinatorProtocol,
        screen: SignInScreenProtocol
    )

    public var presentationStyle: TransitionPresentationStyle {
        switch self {
        case .signIn:
            .push
        }
    }

    @MainActor
    public var body: some View {
        switch self {
        case .signIn(let coordinator, let screen):
            screen.screen(
                dependencies: SignInScreenDependencies(coordinator: coordinator)
            )
        }
    }
}
