// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "WorkoutHistoryRepositoryAPI",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "WorkoutHistoryRepositoryAPI",
            targets: ["WorkoutHistoryRepositoryAPI"]
        ),
    ],
    dependencies: [],
    targets: [
        .target(
            name: "WorkoutHistoryRepositoryAPI",
            dependencies: []
        ),
    ]
)
