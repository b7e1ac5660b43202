import Foundation

// One Hashable enum per tab; each NavigationStack in ContentView registers
// `.navigationDestination(for:)` for its own enum. Associated values are plain ids so the
// stacks never hold on to model objects that may be stale by the time they are shown.

enum CatalogDestination: Hashable {
    case bookDetail(bookId: String)
}

enum LoansDestination: Hashable {
    case bookDetail(bookId: String)
}

enum ProfileDestination: Hashable {
    case readingHistory
    case events
    case bookDetail(bookId: String)
}
