import SwiftUI
import DesignSystem

/// Full-screen loading indicator used for every `.loading` view state.
public struct LoadingStateView: View {
    private let message: String

    public init(message: String = "Loading…") {
        self.message = message
    }

    public var body: some View {
        VStack(spacing: VoyageTheme.Spacing.medium) {
            ProgressView()
            Text(message)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

#Preview("Loading") {
    LoadingStateView(message: "Loading your trips…")
}
