import SwiftUI
import OSLog

enum Tab: Hashable {
    case catalog
    case loans
    case profile
}

/// Selected tab plus one navigation stack per tab. Shared through `.environment(routeManager)`.
@Observable
class RouteManager {
    var selectedTab: Tab = .catalog
    var catalogPath = NavigationPath()
    var loansPath = NavigationPath()
    var profilePath = NavigationPath()

    /// Jumps to the Loans tab, e.g. right after a book was borrowed.
    func showLoans() {
        Log.navigation.debug("Switching to the loans tab")
        loansPath = NavigationPath()
        selectedTab = .loans
    }

    /// Tapping the already selected tab pops its stack back to the root.
    func popToRoot(_ tab: Tab) {
        Log.navigation.debug("Pop to root of \(String(describing: tab), privacy: .public)")
        switch tab {
        case .catalog:
            catalogPath = NavigationPath()
        case .loans:
            loansPath = NavigationPath()
        case .profile:
            profilePath = NavigationPath()
        }
    }
}
