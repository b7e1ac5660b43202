import Foundation

/// Converts booking prices into the traveller's preferred currency.
public protocol ExchangeRateService: Sendable {
    func rate(from currencyCode: String, to targetCurrencyCode: String) async throws -> Decimal
}
