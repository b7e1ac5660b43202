import ProjectDescription
import ProjectDescriptionHelpers

var project = Project.feature(
    .Shopping,
    parts: [.interface, .testing, .tests],
    interfaceDependencies: [.interface(.Recipes), .foundation(.Core)],
    dependencies: [.interface(.Recipes), .foundation(.DesignSystem)],
    testDependencies: [.testing(.Recipes)]
)

// The example app, written by hand: it shows the spy instead of the feature.
project.targets.append(
    .target(
        name: "ShoppingExample",
        destinations: .iOS,
        product: .app,
        bundleId: "app.pantry.shopping.example",
        sources: ["Example/**"],
        dependencies: [.target(name: "ShoppingInterface"), .target(name: "ShoppingTesting"), .testing(.Recipes)]
    )
)
