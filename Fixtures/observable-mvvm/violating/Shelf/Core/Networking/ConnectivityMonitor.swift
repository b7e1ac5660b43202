import Foundation
import Network
import Observation

/// Publishes whether the device can currently reach any network. `ContentView` shows an
/// offline banner while `isConnected` is false; loans and catalog data stay on screen.
@Observable
class ConnectivityMonitor {
    var isConnected = true
    var isConstrained = false

    private let monitor = NWPathMonitor()
    private let queue = DispatchQueue(label: "app.shelf.connectivity")

    init() {
        monitor.pathUpdateHandler = { [weak self] path in
            let connected = path.status == .satisfied
            let constrained = path.isConstrained
            Task { @MainActor in
                self?.isConnected = connected
                self?.isConstrained = constrained
            }
        }
        monitor.start(queue: queue)
    }

    deinit {
        monitor.cancel()
    }
}
