public struct Cart: Sendable {
    public var items: [Product]

    public init(items: [Product]) {
        self.items = items
    }

    public var total: Decimal { items.reduce(0) { $0 + $1.price } }
}
