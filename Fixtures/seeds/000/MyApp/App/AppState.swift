// seed 000:L1541-1548, recommended (block L1506-1561, "### State Scope")
// ---
// MARK: - App-wide State (shared object)

@Observable
final class AppState {
    var currentUser: User?
    var isAuthenticated: Bool { currentUser != nil }
    var theme: AppTheme = .system
}
