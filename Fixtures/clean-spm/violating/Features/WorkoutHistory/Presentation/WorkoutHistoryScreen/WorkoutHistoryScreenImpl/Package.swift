// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "WorkoutHistoryScreenImpl",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "WorkoutHistoryScreenImpl",
            targets: ["WorkoutHistoryScreenImpl"]
        ),
    ],
    dependencies: [
        .package(path: "../WorkoutHistoryScreenAPI"),
        .package(path: "../../../UseCases/WorkoutHistoryUseCase/WorkoutHistoryUseCaseAPI"),
        .package(path: "../../../../../Data/DataBase/DataBaseImpl"),
        .package(
            url: "https://github.com/hmlongco/Resolver.git",
            from: "1.5.1"
        ),
    ],
    targets: [
        .target(
            name: "WorkoutHistoryScreenImpl",
            dependencies: [
                .product(name: "WorkoutHistoryScreenAPI", package: "WorkoutHistoryScreenAPI"),
                .product(name: "WorkoutHistoryUseCaseAPI", package: "WorkoutHistoryUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                // Pull-to-refresh drops the offline copy before reloading.
                "DataBaseImpl",
            ]
        ),
        .testTarget(
            name: "WorkoutHistoryScreenImplTests",
            dependencies: [
                "WorkoutHistoryScreenImpl",
                .product(name: "WorkoutHistoryScreenAPI", package: "WorkoutHistoryScreenAPI"),
                .product(name: "WorkoutHistoryScreenAPITestDoubles", package: "WorkoutHistoryScreenAPI"),
                .product(name: "WorkoutHistoryUseCaseAPI", package: "WorkoutHistoryUseCaseAPI"),
                .product(name: "WorkoutHistoryUseCaseAPITestDoubles", package: "WorkoutHistoryUseCaseAPI"),
            ]
        ),
    ]
)
