// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "SignInScreenAPI",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "SignInScreenAPI",
            targets: ["SignInScreenAPI"]
        ),
        .library(
            name: "SignInScreenAPITestDoubles",
            targets: ["SignInScreenAPITestDoubles"]
        ),
    ],
    dependencies: [
        // The one remote package an API may use: this API declares a screen coordinator protocol.
        .package(
            url: "https://github.com/kiarashvosough1999/AugmentedSUICoordinator.git",
            from: "1.0.0"
        ),
        .package(path: "../../../../../Coordinator/MainAppCoordinator/MainAppCoordinatorAPI"),
    ],
    targets: [
        .target(
            name: "SignInScreenAPI",
            dependencies: [
                .product(name: "SUICoordinator", package: "AugmentedSUICoordinator"),
                "MainAppCoordinatorAPI",
            ]
        ),
        .target(
            name: "SignInScreenAPITestDoubles",
            dependencies: ["SignInScreenAPI"],
            path: "Tests/SignInScreenAPITestDoubles"
        ),
    ]
)
