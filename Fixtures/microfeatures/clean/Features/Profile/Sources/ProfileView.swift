import DesignSystem
import ProfileInterface
import SwiftUI

public struct ProfileView: View, ProfileProviding {
    public let displayName: String

    public init(name: String) {
        displayName = name
    }

    public var body: some View {
        Text(displayName).foregroundStyle(PantryColor.accent)
    }
}
