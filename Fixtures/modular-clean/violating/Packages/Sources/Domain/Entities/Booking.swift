import Foundation

/// A confirmed reservation attached to a trip.
public struct Booking: Identifiable, Equatable, Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case flight
        case hotel
        case carRental
        case tour
    }

    public let id: String
    public let kind: Kind
    public let provider: String
    public let confirmationCode: String
    public let totalPrice: Decimal
    public let currencyCode: String
    public let date: Date

    public init(
        id: String,
        kind: Kind,
        provider: String,
        confirmationCode: String,
        totalPrice: Decimal,
        currencyCode: String,
        date: Date
    ) {
        self.id = id
        self.kind = kind
        self.provider = provider
        self.confirmationCode = confirmationCode
        self.totalPrice = totalPrice
        self.currencyCode = currencyCode
        self.date = date
    }
}
