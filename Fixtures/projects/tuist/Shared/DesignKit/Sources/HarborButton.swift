public struct HarborButton {
    public let title: String
}
