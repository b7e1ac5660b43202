import SwiftUI

/// Shown when a successful load returned nothing to display.
public struct EmptyStateView: View {
    private let title: String
    private let message: String
    private let systemImage: String

    public init(title: String, message: String, systemImage: String) {
        self.title = title
        self.message = message
        self.systemImage = systemImage
    }

    public var body: some View {
        ContentUnavailableView(title, systemImage: systemImage, description: Text(message))
    }
}

#Preview("Empty") {
    EmptyStateView(title: "No trips yet", message: "Search for a place to start planning.", systemImage: "suitcase")
}
