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
    dependencies: [
        .package(
            url: "https://github.com/hmlongco/Resolver.git",
            from: "1.5.1"
        ),
    ],
    targets: [
        .target(
            name: "WorkoutHistoryUseCaseAPI",
            dependencies: [
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
        .target(
            name: "WorkoutHistoryUseCaseAPITestDoubles",
            dependencies: ["WorkoutHistoryUseCaseAPI"],
            path: "Tests/WorkoutHistoryUseCaseAPITestDoubles"
        ),
    ]
)
