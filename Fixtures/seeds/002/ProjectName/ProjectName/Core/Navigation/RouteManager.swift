// seed 002:L549-563, recommended (block L549-563, "### RouteManager")
// ---
import SwiftUI

enum Tab {
    case home
    case dashboard
    case account
}

@Observable
class RouteManager {
    var selectedTab: Tab = .home
    var homePath = NavigationPath()
    var dashboardPath = NavigationPath()
    var accountPath = NavigationPath()
}
