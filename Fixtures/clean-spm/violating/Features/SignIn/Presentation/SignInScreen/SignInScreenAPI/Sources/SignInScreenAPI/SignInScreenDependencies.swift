import Foundation

/// Everything the sign-in screen receives from whoever presents it.
public struct SignInScreenDependencies: Sendable {
    public let coordinator: any SignInScreenCoordinatorProtocol

    public init(coordinator: any SignInScreenCoordinatorProtocol) {
        self.coordinator = coordinator
    }
}
