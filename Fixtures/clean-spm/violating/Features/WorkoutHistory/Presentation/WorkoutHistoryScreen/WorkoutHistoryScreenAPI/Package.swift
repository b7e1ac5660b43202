// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "WorkoutHistoryScreenAPI",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "WorkoutHistoryScreenAPI",
            targets: ["WorkoutHistoryScreenAPI"]
        ),
        .library(
            name: "WorkoutHistoryScreenAPITestDoubles",
            targets: ["WorkoutHistoryScreenAPITestDoubles"]
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
            name: "WorkoutHistoryScreenAPI",
            dependencies: [
                .product(name: "SUICoordinator", package: "AugmentedSUICoordinator"),
                .target(name: "WorkoutHistoryScreenSupport"),
            ]
        ),
        // Helpers the API and the screen share; not part of any product on its own.
        .target(
            name: "WorkoutHistoryScreenSupport",
            dependencies: []
        ),
        .target(
            name: "WorkoutHistoryScreenAPITestDoubles",
            dependencies: ["WorkoutHistoryScreenAPI"],
            path: "Tests/WorkoutHistoryScreenAPITestDoubles"
        ),
    ]
)
