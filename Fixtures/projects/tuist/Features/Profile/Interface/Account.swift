public struct Account {
    public let name: String
}
