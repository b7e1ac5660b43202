import SwiftUI

/// Card for a place in search results. Takes plain values so the design system stays domain-agnostic.
public struct PlaceCardView: View {
    private let title: String
    private let subtitle: String
    private let summary: String
    private let rating: Double
    private let tags: [String]
    private let imageURL: URL?
    private let isExpanded: Bool

    public init(
        title: String,
        subtitle: String,
        summary: String,
        rating: Double,
        tags: [String],
        imageURL: URL?,
        isExpanded: Bool
    ) {
        self.title = title
        self.subtitle = subtitle
        self.summary = summary
        self.rating = rating
        self.tags = tags
        self.imageURL = imageURL
        self.isExpanded = isExpanded
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: VoyageTheme.Spacing.small) {
            AsyncImage(url: imageURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                VoyageTheme.Palette.sand
            }
            .frame(height: isExpanded ? 180 : 120)
            .clipShape(RoundedRectangle(cornerRadius: VoyageTheme.Radius.card))

            HStack(alignment: .firstTextBaseline) {
                VStack(alignment: .leading, spacing: VoyageTheme.Spacing.xSmall) {
                    Text(title)
                        .font(.headline)
                    Text(subtitle)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Label(rating.formatted(.number.precision(.fractionLength(1))), systemImage: "star.fill")
                    .font(.caption.bold())
                    .foregroundStyle(VoyageTheme.Palette.coral)
            }

            HStack(spacing: VoyageTheme.Spacing.xSmall) {
                ForEach(tags.prefix(3), id: \.self) { tag in
                    Text(tag)
                        .font(.caption)
                        .padding(.horizontal, VoyageTheme.Spacing.small)
                        .padding(.vertical, VoyageTheme.Spacing.xSmall)
                        .background(VoyageTheme.Palette.sand, in: Capsule())
                }
            }

            if isExpanded {
                Text(summary)
                    .font(.body)
                    .foregroundStyle(.secondary)
                    .transition(.opacity)
            }
        }
        .padding(VoyageTheme.Spacing.medium)
        .background(VoyageTheme.Palette.cardBackground, in: RoundedRectangle(cornerRadius: VoyageTheme.Radius.card))
        .animation(.easeInOut, value: isExpanded)
    }
}

#Preview("Place card - expanded") {
    PlaceCardView(
        title: "Porto",
        subtitle: "Portugal",
        summary: "Port cellars, tiled facades and sunsets over the Douro.",
        rating: 4.6,
        tags: ["food", "river", "wine"],
        imageURL: nil,
        isExpanded: true
    )
    .padding()
}
