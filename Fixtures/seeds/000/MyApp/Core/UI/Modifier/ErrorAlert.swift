// seed 000:L2175-2200, recommended (block L2146-2200, "### Error Display Component")
// ---
/**
 * Alert Modifier
 */
extension View {

    func errorAlert(
        error: Binding<UiError?>,
        onRetry: @escaping () -> Void = {}
    ) -> some View {
        alert(
            "Error",
            isPresented: Binding(
                get: { error.wrappedValue != nil },
                set: { if !$0 { error.wrappedValue = nil } }
            ),
            presenting: error.wrappedValue
        ) { uiError in
            if uiError.action == .retry {
                Button("Retry") { onRetry() }
            }
            Button("OK", role: .cancel) {}
        } message: { uiError in
            Text(uiError.message)
        }
    }
}
