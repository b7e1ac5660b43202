import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Domain

/// Wire format of `GET https://rates.voyage.example/v2/latest?base=EUR`.
struct ExchangeRateDTO: Codable, Sendable {
    let base: String
    let rates: [String: Decimal]

    enum CodingKeys: String, CodingKey {
        case base = "base_currency"
        case rates
    }
}

/// Talks to the rates provider directly: it is a third-party API outside `NetworkClient`'s base URL.
public final class ExchangeRateServiceImpl: ExchangeRateService {
    private let session: URLSession
    private let ratesURL: URL

    public init(ratesURL: URL, session: URLSession = .shared) {
        self.ratesURL = ratesURL
        self.session = session
    }

    public func rate(from currencyCode: String, to targetCurrencyCode: String) async throws -> Decimal {
        guard currencyCode != targetCurrencyCode else {
            return 1
        }
        var components = URLComponents(url: ratesURL, resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "base", value: currencyCode)]
        guard let url = components?.url else {
            throw ProfileError.unsupportedCurrency(currencyCode)
        }
        let (data, response) = try await session.data(for: URLRequest(url: url))
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw ProfileError.offline
        }
        let dto = try JSONDecoder().decode(ExchangeRateDTO.self, from: data)
        guard let rate = dto.rates[targetCurrencyCode] else {
            throw ProfileError.unsupportedCurrency(targetCurrencyCode)
        }
        return rate
    }
}
