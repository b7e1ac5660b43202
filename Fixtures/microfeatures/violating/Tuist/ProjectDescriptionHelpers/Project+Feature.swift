import ProjectDescription

/// The targets of a µFeature besides its source target, each from the folder of its name.
public enum FeaturePart: String, CaseIterable {
    case interface = "Interface", testing = "Testing", tests = "Tests", example = "Example"

    var product: Product {
        switch self {
        case .interface, .testing: return .staticFramework
        case .tests: return .unitTests
        case .example: return .app
        }
    }
}

extension Target {
    static func module(_ name: String, product: Product, folder: String, dependencies: [TargetDependency]) -> Target {
        .target(
            name: name,
            destinations: .iOS,
            product: product,
            bundleId: "app.pantry.\(name.lowercased())",
            sources: ["\(folder)/**"],
            dependencies: dependencies
        )
    }
}

extension Project {
    /// A µFeature: `X` from Sources/, and as asked `XInterface`, `XTesting`, `XTests` and `XExample`
    /// wired the µFeatures way (the source on its interface, testing on the interface, tests and the
    /// example app on the source and the testing target).
    public static func feature(
        _ feature: Feature,
        parts: [FeaturePart] = FeaturePart.allCases,
        interfaceDependencies: [TargetDependency] = [],
        dependencies: [TargetDependency] = [],
        testDependencies: [TargetDependency] = []
    ) -> Project {
        let name = feature.rawValue
        let testing: [TargetDependency] = parts.contains(.testing) ? [.target(name: "\(name)Testing")] : []
        var targets: [Target] = [
            .module(name, product: .staticFramework, folder: "Sources", dependencies: [.target(name: "\(name)Interface")] + dependencies),
        ]
        for part in parts {
            let partDependencies: [TargetDependency]
            switch part {
            case .interface: partDependencies = interfaceDependencies
            case .testing: partDependencies = [.target(name: "\(name)Interface")]
            case .tests, .example: partDependencies = [.target(name: name)] + testing + testDependencies
            }
            targets.append(.module(name + part.rawValue, product: part.product, folder: part.rawValue, dependencies: partDependencies))
        }
        return Project(name: name, targets: targets)
    }
}
