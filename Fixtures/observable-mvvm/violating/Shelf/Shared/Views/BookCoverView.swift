import SwiftUI

/// A book cover at a fixed width and the usual 2:3 aspect ratio, with a placeholder while the
/// image loads or when the catalog has no cover for the book.
struct BookCoverView: View {
    let url: URL?
    var width: CGFloat = 60

    var body: some View {
        AsyncImage(url: url) { phase in
            switch phase {
            case .success(let image):
                image
                    .resizable()
                    .scaledToFill()
            case .empty where url != nil:
                placeholder.overlay { ProgressView() }
            default:
                placeholder.overlay {
                    Image(systemName: "book.closed")
                        .foregroundStyle(.secondary)
                }
            }
        }
        .frame(width: width, height: width * 1.5)
        .clipShape(RoundedRectangle(cornerRadius: 6))
        .accessibilityHidden(true)
    }

    private var placeholder: some View {
        Rectangle()
            .fill(Color.secondary.opacity(0.15))
    }
}
