import ProjectDescription

extension TargetDependency {
    /// A feature's implementation, for the app that assembles features.
    public static func feature(_ feature: Feature) -> TargetDependency {
        .project(target: feature.rawValue + "Feature", path: .relativeToRoot(feature.folder))
    }

    /// Another feature's interface: what features may depend on.
    public static func featureInterface(target feature: Feature) -> TargetDependency {
        .project(target: "\(feature.rawValue)FeatureInterface", path: .relativeToRoot(feature.folder))
    }

    public static func shared(_ module: Shared) -> Self {
        .project(target: module.rawValue, path: .relativeToRoot(module.folder))
    }
}
