import Foundation
#if canImport(UIKit)
import class UIKit.UIImage
#elseif canImport(AppKit)
import AppKit
#endif

/// The signed-in traveller and their travel preferences.
public struct TravellerProfile: Identifiable, Equatable, Hashable, Sendable {
    public let id: String
    public let fullName: String
    public let email: String
    /// IATA code of the airport the traveller usually departs from, e.g. "LIS".
    public let homeAirport: String
    /// ISO 4217 code used to display prices, e.g. "EUR".
    public let preferredCurrency: String
    public let notificationsEnabled: Bool
    public let memberSince: Date

    /// SF Symbol name of the default avatar. Only the name lives here; rendering is the UI's job.
    public static let defaultAvatarSymbolName = "person.crop.circle"

    #if canImport(UIKit)
    /// The default avatar, rendered once for every screen that shows the traveller.
    public static var defaultAvatar: UIImage? {
        UIImage(systemName: defaultAvatarSymbolName)
    }
    #elseif canImport(AppKit)
    public static var defaultAvatar: NSImage? {
        NSImage(systemSymbolName: defaultAvatarSymbolName, accessibilityDescription: nil)
    }
    #endif

    public init(
        id: String,
        fullName: String,
        email: String,
        homeAirport: String,
        preferredCurrency: String,
        notificationsEnabled: Bool,
        memberSince: Date
    ) {
        self.id = id
        self.fullName = fullName
        self.email = email
        self.homeAirport = homeAirport
        self.preferredCurrency = preferredCurrency
        self.notificationsEnabled = notificationsEnabled
        self.memberSince = memberSince
    }

    public func updating(
        homeAirport: String? = nil,
        preferredCurrency: String? = nil,
        notificationsEnabled: Bool? = nil
    ) -> TravellerProfile {
        TravellerProfile(
            id: id,
            fullName: fullName,
            email: email,
            homeAirport: homeAirport ?? self.homeAirport,
            preferredCurrency: preferredCurrency ?? self.preferredCurrency,
            notificationsEnabled: notificationsEnabled ?? self.notificationsEnabled,
            memberSince: memberSince
        )
    }
}
