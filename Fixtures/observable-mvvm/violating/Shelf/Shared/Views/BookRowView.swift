import SwiftUI

struct BookRowView: View {
    let book: Book

    var body: some View {
        HStack(spacing: 12) {
            BookCoverView(url: book.coverUrl, width: 48)
            VStack(alignment: .leading, spacing: 4) {
                Text(book.title)
                    .font(.headline)
                    .lineLimit(2)
                Text(book.authorLine)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                HStack(spacing: 6) {
                    AvailabilityBadgeView(availableCopies: book.availableCopies)
                    Text(book.genre.displayName)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding(.vertical, 4)
    }
}

#Preview {
    List {
        BookRowView(book: Book(
            bookId: "9780441013593", title: "Dune", authors: ["Frank Herbert"], isbn: "9780441013593",
            genre: .scienceFiction, summary: nil,
            coverUrl: URL(string: "https://covers.openlibrary.org/b/isbn/9780441013593-M.jpg"),
            publishedYear: 1965, totalCopies: 4, availableCopies: 1, holdQueueLength: 0, shelfMark: "SF HER"
        ))
    }
}
