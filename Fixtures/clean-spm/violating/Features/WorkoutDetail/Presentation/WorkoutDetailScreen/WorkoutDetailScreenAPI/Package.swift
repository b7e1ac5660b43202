// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "WorkoutDetailScreenAPI",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "WorkoutDetailScreenAPI",
            targets: ["WorkoutDetailScreenAPI"]
        ),
        .library(
            name: "WorkoutDetailScreenAPITestDoubles",
            targets: ["WorkoutDetailScreenAPITestDoubles"]
        ),
    ],
    dependencies: [
        .package(
            url: "https://github.com/kiarashvosough1999/AugmentedSUICoordinator.git",
            from: "1.0.0"
        ),
        .package(path: "../../../../../Data/ImageCache/ImageCacheImpl"),
    ],
    targets: [
        .target(
            name: "WorkoutDetailScreenAPI",
            dependencies: [
                .product(name: "SUICoordinator", package: "AugmentedSUICoordinator"),
                "ImageCacheImpl",
            ]
        ),
        .target(
            name: "WorkoutDetailScreenAPITestDoubles",
            dependencies: ["WorkoutDetailScreenAPI"],
            path: "Tests/WorkoutDetailScreenAPITestDoubles"
        ),
    ]
)
