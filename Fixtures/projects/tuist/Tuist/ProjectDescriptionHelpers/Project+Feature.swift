import ProjectDescription
import HarborModules

/// The targets a µFeature may have besides its implementation.
public enum FeaturePart: String, CaseIterable {
    case interface, testing, tests, example

    var suffix: String { rawValue.capitalized }

    var product: Product {
        switch self {
        case .interface, .testing: return .framework
        case .tests: return .unitTests
        case .example: return .app
        }
    }
}

extension Project {
    /// A µFeature: `XFeature` and, as asked, `XFeatureInterface`, `XFeatureTesting`,
    /// `XFeatureTests` and `XFeatureExample`, each from its own folder.
    public static func makeFeature(
        target feature: Feature,
        dependencies: [TargetDependency] = [],
        parts: Set<FeaturePart> = Set(FeaturePart.allCases)
    ) -> Project {
        let name = "\(feature.rawValue)Feature"
        var targets: [Target] = [
            .module(name, product: .staticFramework, folder: "Sources", dependencies: [.target(name: "\(name)Interface")] + dependencies)
        ]
        for part in FeaturePart.allCases where parts.contains(part) {
            targets.append(.module(name + part.suffix, product: part.product, folder: part.suffix, dependencies: partDependencies(part, of: name)))
        }
        return Project(name: name, settings: .harbor, targets: targets)
    }

    private static func partDependencies(_ part: FeaturePart, of name: String) -> [TargetDependency] {
        switch part {
        case .interface: []
        case .testing: [.target(name: "\(name)Interface")]
        case .tests: [.target(name: name), .xctest]
        case .example: [.target(name: name)]
        }
    }
}
