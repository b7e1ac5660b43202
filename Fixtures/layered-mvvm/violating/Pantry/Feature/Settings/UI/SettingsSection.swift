import Foundation

/**
 * The sections of the settings form, in display order
 */
enum SettingsSection: String, CaseIterable, Identifiable {
    case pantry = "Pantry"
    case units = "Units"
    case storage = "Storage"
    case account = "Account"

    var id: String { rawValue }

    var footer: String? {
        switch self {
        case .pantry: return "Items expiring within this many days are listed under “Use soon”."
        case .units: return nil
        case .storage: return "Recipe photos are downloaded again when needed."
        case .account: return nil
        }
    }
}

/// What a settings row does when tapped.
typealias SettingsAction = () -> Void
