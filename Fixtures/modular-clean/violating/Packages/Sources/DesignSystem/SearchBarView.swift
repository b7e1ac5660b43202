import SwiftUI

/// Stateless search field: the text lives in the caller's state and edits are reported back.
public struct SearchBarView: View {
    private let text: String
    private let placeholder: String
    private let onTextChanged: (String) -> Void
    private let onSubmit: () -> Void

    public init(
        text: String,
        placeholder: String,
        onTextChanged: @escaping (String) -> Void,
        onSubmit: @escaping () -> Void
    ) {
        self.text = text
        self.placeholder = placeholder
        self.onTextChanged = onTextChanged
        self.onSubmit = onSubmit
    }

    public var body: some View {
        HStack(spacing: VoyageTheme.Spacing.small) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(.secondary)
            TextField(placeholder, text: Binding(get: { text }, set: onTextChanged))
                .textInputAutocapitalization(.words)
                .autocorrectionDisabled()
                .submitLabel(.search)
                .onSubmit(onSubmit)
            if !text.isEmpty {
                Button {
                    onTextChanged("")
                } label: {
                    Image(systemName: "xmark.circle.fill")
                        .foregroundStyle(.secondary)
                }
                .accessibilityLabel("Clear search")
            }
        }
        .padding(VoyageTheme.Spacing.small + VoyageTheme.Spacing.xSmall)
        .background(VoyageTheme.Palette.cardBackground, in: RoundedRectangle(cornerRadius: VoyageTheme.Radius.chip))
    }
}

#Preview("Search bar") {
    SearchBarView(text: "Lisbon", placeholder: "Where to next?", onTextChanged: { _ in }, onSubmit: {})
        .padding()
}
