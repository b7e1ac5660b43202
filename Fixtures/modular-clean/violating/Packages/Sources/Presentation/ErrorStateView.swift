import SwiftUI
import DesignSystem

/// Full-screen error with a retry button, used for every `.error` view state.
public struct ErrorStateView: View {
    private let message: String
    private let retryTitle: String
    private let onRetry: () -> Void

    public init(message: String, retryTitle: String = "Try again", onRetry: @escaping () -> Void) {
        self.message = message
        self.retryTitle = retryTitle
        self.onRetry = onRetry
    }

    public var body: some View {
        VStack(spacing: VoyageTheme.Spacing.medium) {
            Image(systemName: "exclamationmark.triangle")
                .font(.system(size: 48))
                .foregroundStyle(VoyageTheme.Palette.coral)
            Text("Something went wrong")
                .font(.title3.bold())
            Text(message)
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            Button(retryTitle, action: onRetry)
                .buttonStyle(.borderedProminent)
                .tint(VoyageTheme.Palette.accent)
        }
        .padding(VoyageTheme.Spacing.large)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

#Preview("Error") {
    ErrorStateView(message: "You're offline. Check your connection and try again.", onRetry: {})
}
