// seed 003:L1541-1548, recommended (block L1506-1561, "### 状態のスコープ")
// ---
// MARK: - アプリ全体の状態（共有オブジェクト）

@Observable
final class AppState {
    var currentUser: User?
    var isAuthenticated: Bool { currentUser != nil }
    var theme: AppTheme = .system
}
