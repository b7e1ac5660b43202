import Foundation

struct Book: Codable, Identifiable, Hashable {
    let bookId: String
    let title: String
    let authors: [String]
    let isbn: String?
    let genre: Genre
    let summary: String?
    let coverUrl: URL?
    let publishedYear: Int?
    let totalCopies: Int
    let availableCopies: Int
    let holdQueueLength: Int
    let shelfMark: String?

    var id: String { bookId }

    var isAvailable: Bool { availableCopies > 0 }

    var authorLine: String {
        authors.formatted(.list(type: .and))
    }

    /// Where a tap on this book leads in the catalog tab.
    var detailDestination: CatalogDestination {
        .bookDetail(bookId: bookId)
    }

    enum CodingKeys: String, CodingKey {
        case bookId = "book_id"
        case title
        case authors
        case isbn
        case genre
        case summary
        case coverUrl = "cover_url"
        case publishedYear = "published_year"
        case totalCopies = "total_copies"
        case availableCopies = "available_copies"
        case holdQueueLength = "hold_queue_length"
        case shelfMark = "shelf_mark"
    }
}

/// The short form of a book that loans and holds embed.
struct BookSummary: Codable, Hashable {
    let bookId: String
    let title: String
    let authors: [String]
    let coverUrl: URL?

    var authorLine: String {
        authors.formatted(.list(type: .and))
    }

    enum CodingKeys: String, CodingKey {
        case bookId = "book_id"
        case title
        case authors
        case coverUrl = "cover_url"
    }
}

/// `GET /books` answers with one page of matches plus the total hit count.
struct BookSearchResponse: Codable {
    let results: [Book]
    let totalCount: Int

    enum CodingKeys: String, CodingKey {
        case results
        case totalCount = "total_count"
    }
}
