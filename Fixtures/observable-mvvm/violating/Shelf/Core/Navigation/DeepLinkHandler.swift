import Foundation
#if canImport(Combine)
import Combine
#endif
#if DEBUG
import OSLog
#endif

/// Turns `shelf://` links (the website's "Open in app" banner, reminder notifications) into
/// navigation. Published so the app can react to a link while it is already running.
final class DeepLinkHandler: Combine.ObservableObject {
    @Published var pendingDestination: CatalogDestination?

    /// `shelf://book/<id>` opens the book in the catalog tab.
    func handle(_ url: URL) {
        guard url.scheme == "shelf" else { return }
        Log.navigation.info("Deep link \(url.absoluteString, privacy: .public)")
        guard url.host() == "book" else { return }
        let bookId = url.lastPathComponent
        guard !bookId.isEmpty, bookId != "/" else { return }
        pendingDestination = .bookDetail(bookId: bookId)
    }

    /// `shelf://search?q=…` fills the catalog search field and runs the search.
    func applySearch(from url: URL, to catalog: CatalogViewModel) async {
        guard url.scheme == "shelf", url.host() == "search",
              let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?
                .queryItems?.first(where: { $0.name == "q" })?.value
        else { return }
        catalog.query = query
        await catalog.search()
    }
}
