// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "WorkoutHistoryUseCaseImpl",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "WorkoutHistoryUseCaseImpl",
            targets: ["WorkoutHistoryUseCaseImpl"]
        ),
    ],
    dependencies: [
        .package(path: "../WorkoutHistoryUseCaseAPI"),
        .package(path: "../../../Repositories/WorkoutHistoryRepository/WorkoutHistoryRepositoryAPI"),
        .package(
            url: "https://github.com/hmlongco/Resolver.git",
            from: "1.5.1"
        ),
    ],
    targets: [
        .target(
            name: "WorkoutHistoryUseCaseImpl",
            dependencies: [
                .product(name: "WorkoutHistoryUseCaseAPI", package: "WorkoutHistoryUseCaseAPI"),
                .product(name: "WorkoutHistoryRepositoryAPI", package: "WorkoutHistoryRepositoryAPI"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
        .testTarget(
            name: "WorkoutHistoryUseCaseImplTests",
            dependencies: [
                "WorkoutHistoryUseCaseImpl",
                .product(name: "WorkoutHistoryUseCaseAPI", package: "WorkoutHistoryUseCaseAPI"),
                .product(name: "WorkoutHistoryUseCaseAPITestDoubles", package: "WorkoutHistoryUseCaseAPI"),
            ]
        ),
    ]
)
