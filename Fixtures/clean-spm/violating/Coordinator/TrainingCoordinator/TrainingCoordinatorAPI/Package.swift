// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "TrainingCoordinatorAPI",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "TrainingCoordinatorAPI",
            targets: ["TrainingCoordinatorAPI"]
        ),
    ],
    dependencies: [
        .package(
            url: "https://github.com/kiarashvosough1999/AugmentedSUICoordinator.git",
            from: "1.0.0"
        ),
    ],
    targets: [
        .target(
            name: "TrainingCoordinatorAPI",
            dependencies: [
                .product(name: "SUICoordinator", package: "AugmentedSUICoordinator"),
            ]
        ),
    ]
)
