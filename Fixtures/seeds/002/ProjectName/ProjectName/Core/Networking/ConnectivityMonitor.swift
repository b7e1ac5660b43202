// seed 002:L341-361, recommended (block L341-361, "### Connectivity Monitor (`Core/Networking/ConnectivityMonitor.swift`)")
// ---
import Network
import Observation

@Observable
class ConnectivityMonitor {
    var isConnected = true
    private let monitor = NWPathMonitor()
    private let queue = DispatchQueue(label: "ConnectivityMonitor")

    init() {
        monitor.pathUpdateHandler = { [weak self] path in
            let connected = path.status == .satisfied
            Task { @MainActor in
                self?.isConnected = connected
            }
        }
        monitor.start(queue: queue)
    }

    deinit { monitor.cancel() }
}
