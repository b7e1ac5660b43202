public final class Tracker: Sendable {
    public static let shared = Tracker()

    public func track(_ event: String, apiKey: String) {}
}
