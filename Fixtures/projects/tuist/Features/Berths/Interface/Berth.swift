public struct Berth: Identifiable {
    public let id: String
}
