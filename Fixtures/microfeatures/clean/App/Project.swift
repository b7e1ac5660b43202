import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "App",
    targets: [
        // The composition root: the only target that links the features' implementations.
        .target(
            name: "App",
            destinations: .iOS,
            product: .app,
            productName: "Pantry",
            bundleId: "app.pantry",
            sources: ["Sources/**"],
            dependencies: Feature.allCases.map(TargetDependency.implementation)
                + [.interface(.Recipes), .interface(.Shopping), .foundation(.Core), .foundation(.DesignSystem)]
        ),
        .target(
            name: "AppTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "app.pantry.tests",
            sources: ["Tests/**"],
            dependencies: [.target(name: "App"), .testing(.Recipes)]
        ),
    ]
)
