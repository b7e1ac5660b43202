import Foundation
import Observation

/**
 * ViewModel of the sync status row above the Pantry list
 *
 * Asks the network layer itself whether a sync is worth trying, through its protocols: the
 * repository is the one meant to ask (000:L42, View → ViewModel → Repository).
 */
@MainActor
@Observable
final class SyncStatusViewModel {

    // MARK: - Public Properties

    private(set) var isOffline = false

    // MARK: - Private Properties

    private let networkMonitor: NetworkMonitorProtocol

    // MARK: - Initialization

    init(networkMonitor: NetworkMonitorProtocol) {
        self.networkMonitor = networkMonitor
    }

    // MARK: - Public Functions

    func onAppear() async {
        isOffline = !networkMonitor.isConnected
    }
}
