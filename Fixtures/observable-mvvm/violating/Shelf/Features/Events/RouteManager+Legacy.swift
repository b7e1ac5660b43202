import SwiftUI

// The Events screens came over from the old app and read RouteManager as an environment object.
// This keeps them working until they move to @Environment(RouteManager.self).
extension RouteManager: ObservableObject {}
