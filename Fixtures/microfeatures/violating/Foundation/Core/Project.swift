import ProjectDescription

let project = Project(
    name: "Core",
    targets: [
        .target(name: "Core", destinations: .iOS, product: .staticFramework, bundleId: "app.pantry.core", sources: ["Sources/**"]),
        .target(
            name: "CoreTests", destinations: .iOS, product: .unitTests, bundleId: "app.pantry.core.tests", sources: ["Tests/**"],
            dependencies: [.target(name: "Core")]
        ),
    ]
)
