import SwiftUI

/// Design tokens shared by every screen.
public enum VoyageTheme {
    public enum Palette {
        public static let accent = Color(red: 0.04, green: 0.42, blue: 0.52)
        public static let sand = Color(red: 0.96, green: 0.92, blue: 0.84)
        public static let coral = Color(red: 0.93, green: 0.42, blue: 0.36)
        public static let cardBackground = Color.secondary.opacity(0.08)
    }

    public enum Spacing {
        public static let xSmall: CGFloat = 4
        public static let small: CGFloat = 8
        public static let medium: CGFloat = 16
        public static let large: CGFloat = 24
    }

    public enum Radius {
        public static let chip: CGFloat = 12
        public static let card: CGFloat = 16
    }
}
