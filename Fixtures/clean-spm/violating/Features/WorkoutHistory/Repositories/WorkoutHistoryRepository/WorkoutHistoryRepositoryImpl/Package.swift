// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "WorkoutHistoryRepositoryImpl",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "WorkoutHistoryRepositoryImpl",
            targets: ["WorkoutHistoryRepositoryImpl"]
        ),
    ],
    dependencies: [
        .package(path: "../WorkoutHistoryRepositoryAPI"),
        .package(path: "../../../UseCases/WorkoutHistoryUseCase/WorkoutHistoryUseCaseAPI"),
        .package(
            url: "https://github.com/hmlongco/Resolver.git",
            from: "1.5.1"
        ),
    ],
    targets: [
        .target(
            name: "WorkoutHistoryRepositoryImpl",
            dependencies: [
                .product(name: "WorkoutHistoryRepositoryAPI", package: "WorkoutHistoryRepositoryAPI"),
                .product(name: "WorkoutHistoryUseCaseAPI", package: "WorkoutHistoryUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
    ]
)
