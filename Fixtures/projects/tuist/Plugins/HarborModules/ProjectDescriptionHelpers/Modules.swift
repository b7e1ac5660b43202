import ProjectDescription

/// A module of the app: its layer folder and its name.
public protocol Module: CaseIterable {
    static var layer: String { get }
    var folder: String { get }
}

extension Module where Self: RawRepresentable, Self.RawValue == String {
    public var folder: String {
        "\(Self.layer)/\(rawValue)"
    }
}

public enum Feature: String, Module {
    case Berths
    case Bookings
    case Profile

    public static let layer = "Features"
}

public enum Shared: String, Module {
    case DesignKit
    case Networking

    public static var layer: String { "Shared" }

    /// What code imports it by.
    public var moduleName: String {
        switch self {
        case .DesignKit: rawValue
        case .Networking: "Harbor\(rawValue)"
        }
    }
}
