import Foundation
import Network
import os

/**
 * Network Monitor Protocol
 *
 * Repositories ask it whether a sync with the API is worth trying.
 */
protocol NetworkMonitorProtocol {
    var isConnected: Bool { get }
}

/**
 * Reachability backed by NWPathMonitor
 */
final class NetworkMonitor: NetworkMonitorProtocol {

    // MARK: - Private Properties

    private let monitor: NWPathMonitor
    private let queue = DispatchQueue(label: "com.example.pantry.network-monitor")
    private let connectionState = OSAllocatedUnfairLock(initialState: true)

    // MARK: - Public Properties

    var isConnected: Bool {
        connectionState.withLock { $0 }
    }

    // MARK: - Initialization

    init(monitor: NWPathMonitor = NWPathMonitor()) {
        self.monitor = monitor
        monitor.pathUpdateHandler = { [connectionState] path in
            connectionState.withLock { $0 = path.status == .satisfied }
        }
        monitor.start(queue: queue)
    }

    deinit {
        monitor.cancel()
    }
}
