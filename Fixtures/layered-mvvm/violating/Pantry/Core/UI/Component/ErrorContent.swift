import SwiftUI

/**
 * Full-screen error with an optional retry button
 */
struct ErrorContent: View {

    let error: UiError
    let onRetryTap: () -> Void

    var body: some View {
        ContentUnavailableView {
            Label("Something went wrong", systemImage: "exclamationmark.triangle")
        } description: {
            Text(error.message)
        } actions: {
            if error.action == .retry {
                Button("Retry", action: onRetryTap)
                    .buttonStyle(.borderedProminent)
            }
        }
    }
}

#Preview("Retry") {
    ErrorContent(
        error: UiError(message: "You're offline. Connect to the internet and try again.", action: .retry),
        onRetryTap: {}
    )
}

#Preview("Dismiss only") {
    ErrorContent(
        error: UiError(message: "This recipe is no longer available.", action: .dismiss),
        onRetryTap: {}
    )
}
