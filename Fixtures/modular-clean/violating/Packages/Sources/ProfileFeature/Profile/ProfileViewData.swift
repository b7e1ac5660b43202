import Foundation
import Domain

struct ProfileViewData: Equatable {
    let profile: TravellerProfile?
    let homeAirportDraft: String
    let currencyDraft: String
    let notificationsEnabled: Bool
    let showSavedConfirmation: Bool

    init(
        profile: TravellerProfile? = nil,
        homeAirportDraft: String = "",
        currencyDraft: String = "",
        notificationsEnabled: Bool = false,
        showSavedConfirmation: Bool = false
    ) {
        self.profile = profile
        self.homeAirportDraft = homeAirportDraft
        self.currencyDraft = currencyDraft
        self.notificationsEnabled = notificationsEnabled
        self.showSavedConfirmation = showSavedConfirmation
    }

    var hasUnsavedChanges: Bool {
        profile.map {
            $0.homeAirport != homeAirportDraft
                || $0.preferredCurrency != currencyDraft
                || $0.notificationsEnabled != notificationsEnabled
        } ?? false
    }

    static let mock = ProfileViewData(
        profile: TravellerProfile(
            id: "traveller-7",
            fullName: "Inês Carvalho",
            email: "ines@example.com",
            homeAirport: "LIS",
            preferredCurrency: "EUR",
            notificationsEnabled: true,
            memberSince: Date(timeIntervalSince1970: 1_654_041_600)
        ),
        homeAirportDraft: "LIS",
        currencyDraft: "EUR",
        notificationsEnabled: true,
        showSavedConfirmation: false
    )
}

extension ProfileViewData {
    func copy(
        profile: TravellerProfile?? = nil,
        homeAirportDraft: String? = nil,
        currencyDraft: String? = nil,
        notificationsEnabled: Bool? = nil,
        showSavedConfirmation: Bool? = nil
    ) -> ProfileViewData {
        ProfileViewData(
            profile: profile ?? self.profile,
            homeAirportDraft: homeAirportDraft ?? self.homeAirportDraft,
            currencyDraft: currencyDraft ?? self.currencyDraft,
            notificationsEnabled: notificationsEnabled ?? self.notificationsEnabled,
            showSavedConfirmation: showSavedConfirmation ?? self.showSavedConfirmation
        )
    }
}
