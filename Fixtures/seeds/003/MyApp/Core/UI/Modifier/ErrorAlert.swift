// seed 003:L2175-2200, recommended (block L2146-2200, "### エラー表示コンポーネント")
// ---
/**
 * Alert 用 Modifier
 */
extension View {

    func errorAlert(
        error: Binding<UiError?>,
        onRetry: @escaping () -> Void = {}
    ) -> some View {
        alert(
            "エラー",
            isPresented: Binding(
                get: { error.wrappedValue != nil },
                set: { if !$0 { error.wrappedValue = nil } }
            ),
            presenting: error.wrappedValue
        ) { uiError in
            if uiError.action == .retry {
                Button("再試行") { onRetry() }
            }
            Button("OK", role: .cancel) {}
        } message: { uiError in
            Text(uiError.message)
        }
    }
}
