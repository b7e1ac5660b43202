// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "WorkoutDetailUseCaseAPI",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "WorkoutDetailUseCaseAPI",
            targets: ["WorkoutDetailUseCaseAPI"]
        ),
        .library(
            name: "WorkoutDetailUseCaseAPITestDoubles",
            targets: ["WorkoutDetailUseCaseAPITestDoubles"]
        ),
    ],
    dependencies: [],
    targets: [
        .target(
            name: "WorkoutDetailUseCaseAPI",
            dependencies: []
        ),
        .target(
            name: "WorkoutDetailUseCaseAPITestDoubles",
            dependencies: ["WorkoutDetailUseCaseAPI"],
            path: "Tests/WorkoutDetailUseCaseAPITestDoubles"
        ),
    ]
)
