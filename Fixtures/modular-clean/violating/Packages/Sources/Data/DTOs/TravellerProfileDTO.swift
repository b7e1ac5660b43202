import Foundation
import Domain

/// Wire format of `GET /v1/me` and of the `PUT /v1/me` request body.
public struct TravellerProfileDTO: Codable, Equatable, Sendable {
    let id: String
    let fullName: String
    let email: String
    let homeAirport: String
    let preferredCurrency: String
    let notificationsEnabled: Bool
    let memberSince: Date

    enum CodingKeys: String, CodingKey {
        case id
        case fullName = "full_name"
        case email
        case homeAirport = "home_airport"
        case preferredCurrency = "preferred_currency"
        case notificationsEnabled = "notifications_enabled"
        case memberSince = "member_since"
    }

    init(profile: TravellerProfile) {
        id = profile.id
        fullName = profile.fullName
        email = profile.email
        homeAirport = profile.homeAirport
        preferredCurrency = profile.preferredCurrency
        notificationsEnabled = profile.notificationsEnabled
        memberSince = profile.memberSince
    }

    func toDomain() -> TravellerProfile {
        TravellerProfile(
            id: id,
            fullName: fullName,
            email: email,
            homeAirport: homeAirport,
            preferredCurrency: preferredCurrency,
            notificationsEnabled: notificationsEnabled,
            memberSince: memberSince
        )
    }
}
