import Foundation

/// A log every module writes to; the app creates it and passes it on.
public struct Log: Sendable {
    public let category: String

    public init(category: String) {
        self.category = category
    }

    public func record(_ message: String) {
        print("[\(category)] \(message)")
    }
}

/// Quantities in grams, shared by recipes and the shopping list.
public struct Grams: Hashable, Sendable {
    public var value: Double

    public init(_ value: Double) {
        self.value = value
    }
}
