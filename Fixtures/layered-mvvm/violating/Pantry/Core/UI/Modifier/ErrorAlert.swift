import SwiftUI

/**
 * Presents a UiError as an alert; the binding is cleared when the alert goes away
 */
struct ErrorAlert: ViewModifier {

    @Binding var error: UiError?
    let onRetry: () -> Void

    func body(content: Content) -> some View {
        content.alert(
            "Something went wrong",
            isPresented: Binding(
                get: { error != nil },
                set: { isPresented in
                    if !isPresented { error = nil }
                }
            ),
            presenting: error
        ) { uiError in
            if uiError.action == .retry {
                Button("Retry", action: onRetry)
            }
            Button("OK", role: .cancel) {}
        } message: { uiError in
            Text(uiError.message)
        }
    }
}

extension View {

    func errorAlert(
        error: Binding<UiError?>,
        onRetry: @escaping () -> Void = {}
    ) -> some View {
        modifier(ErrorAlert(error: error, onRetry: onRetry))
    }
}
