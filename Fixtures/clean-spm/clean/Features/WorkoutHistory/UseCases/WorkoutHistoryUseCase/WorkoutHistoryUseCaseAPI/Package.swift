// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "WorkoutHistoryUseCaseAPI",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "WorkoutHistoryUseCaseAPI",
            targets: ["WorkoutHistoryUseCaseAPI"]
        ),
        .library(
            name: "WorkoutHistoryUseCaseAPITestDoubles",
            targets: ["WorkoutHistoryUseCaseAPITestDoubles"]
        ),
    ],
    dependencies: [],
    targets: [
        .target(
            name: "WorkoutHistoryUseCaseAPI",
            dependencies: []
        ),
        .target(
            name: "WorkoutHistoryUseCaseAPITestDoubles",
            dependencies: ["WorkoutHistoryUseCaseAPI"],
            path: "Tests/WorkoutHistoryUseCaseAPITestDoubles"
        ),
    ]
)
