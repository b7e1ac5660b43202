import ProjectDescription

/// Pantry's product µFeatures, each a project under Features/<name>.
public enum Feature: String, CaseIterable {
    case Recipes, Shopping, Profile
}

/// The foundation µFeatures under Foundation/<name>: every feature may use them directly.
public enum FoundationModule: String, CaseIterable {
    case Core, DesignSystem
}

extension TargetDependency {
    /// Another feature, through its interface target: what features, interfaces and testing targets use.
    public static func interface(_ feature: Feature) -> TargetDependency {
        .project(target: "\(feature.rawValue)Interface", path: .relativeToRoot("Features/\(feature.rawValue)"))
    }

    /// Another feature's test data and mocks: for tests and example apps.
    public static func testing(_ feature: Feature) -> TargetDependency {
        .project(target: "\(feature.rawValue)Testing", path: .relativeToRoot("Features/\(feature.rawValue)"))
    }

    /// A feature's implementation: the app wires it in.
    public static func implementation(_ feature: Feature) -> TargetDependency {
        .project(target: feature.rawValue, path: .relativeToRoot("Features/\(feature.rawValue)"))
    }

    public static func foundation(_ module: FoundationModule) -> TargetDependency {
        .project(target: module.rawValue, path: .relativeToRoot("Foundation/\(module.rawValue)"))
    }
}
