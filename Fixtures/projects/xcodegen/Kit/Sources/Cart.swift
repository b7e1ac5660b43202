public struct Cart {
    public var items: [String] = []
    public init() {}
}
