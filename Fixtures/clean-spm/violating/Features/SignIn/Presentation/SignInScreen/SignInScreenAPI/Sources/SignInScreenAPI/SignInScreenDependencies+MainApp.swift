import MainAppCoordinatorAPI

extension SignInScreenDependencies {

    /// Sign-in is always presented by the root coordinator.
    public init(mainCoordinator: any MainAppCoordinatorProtocol) {
        self.init(coordinator: mainCoordinator)
    }
}
