import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "DesignSystem",
    targets: [
        .target(
            name: "DesignSystem", destinations: .iOS, product: .staticFramework, bundleId: "app.pantry.designsystem", sources: ["Sources/**"],
            dependencies: [.foundation(.Core)]
        ),
        // A catalogue of the components, to try them in isolation.
        .target(
            name: "DesignSystemExample", destinations: .iOS, product: .app, bundleId: "app.pantry.designsystem.example", sources: ["Example/**"],
            dependencies: [.target(name: "DesignSystem")]
        ),
    ]
)
