// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "WorkoutDetailRepositoryAPI",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "WorkoutDetailRepositoryAPI",
            targets: ["WorkoutDetailRepositoryAPI"]
        ),
    ],
    dependencies: [],
    targets: [
        .target(
            name: "WorkoutDetailRepositoryAPI",
            dependencies: []
        ),
    ]
)
