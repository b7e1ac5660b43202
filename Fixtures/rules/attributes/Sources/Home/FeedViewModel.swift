@MainActor
final class FeedViewModel {
    var items: [String] = []
}
