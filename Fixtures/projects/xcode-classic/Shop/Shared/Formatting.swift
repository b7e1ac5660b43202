import Foundation

/// Shared by the app and its widget: the widget target compiles this file too.
enum Formatting {
    static func price(_ value: Decimal) -> String {
        "\(value) €"
    }
}
