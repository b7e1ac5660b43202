import Foundation

/// Normalises and checks the editable preferences before saving them.
/// These business rules live here, not in a SwiftUI view or in ProfileViewModel.
public final class UpdateTravellerProfileUseCaseImpl: UpdateTravellerProfileUseCase {
    private static let supportedCurrencies: Set<String> = ["AUD", "CAD", "CHF", "EUR", "GBP", "JPY", "USD"]

    private let repository: ProfileRepository

    public init(repository: ProfileRepository) {
        self.repository = repository
    }

    public func execute(_ profile: TravellerProfile) async throws -> TravellerProfile {
        let airport = profile.homeAirport.trimmingCharacters(in: .whitespaces).uppercased()
        guard Self.isAirportCode(airport) else {
            throw ProfileError.invalidHomeAirport(profile.homeAirport)
        }
        let currency = profile.preferredCurrency.trimmingCharacters(in: .whitespaces).uppercased()
        guard Self.supportedCurrencies.contains(currency) else {
            throw ProfileError.unsupportedCurrency(profile.preferredCurrency)
        }
        do {
            let normalized = profile.updating(homeAirport: airport, preferredCurrency: currency)
            return try await repository.updateProfile(normalized)
        } catch let error as NSError where error.domain == NSURLErrorDomain {
            throw ProfileError.offline
        } catch {
            throw ProfileError.from(error)
        }
    }

    private static func isAirportCode(_ code: String) -> Bool {
        code.count == 3 && code.allSatisfy { $0.isASCII && $0.isLetter }
    }
}
