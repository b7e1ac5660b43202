import MainAppCoordinatorAPI
import Resolver
import SwiftUI
#if DEBUG
import OSLog
#endif

@main
struct StrideLogApp: App {

    private let mainCoordinator: any MainAppCoordinatorProtocol

    init() {
        // Composition happens once, here, before anything is resolved.
        Resolver.registerAllServices()
        mainCoordinator = Resolver.resolve()
        #if DEBUG
        Logger(subsystem: "app.stridelog", category: "composition")
            .debug("Resolver registrations done; root coordinator resolved")
        #endif
    }

    var body: some Scene {
        WindowGroup {
            mainCoordinator.rootView()
        }
    }
}
