import Foundation

// In the pathless "Models" group: its path is relative to ShopKit/Sources.
public struct Product: Sendable {
    public var name: String
    public var price: Decimal

    public init(name: String, price: Decimal) {
        self.name = name
        self.price = price
    }
}
