// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "SignInRepositoryImpl",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "SignInRepositoryImpl",
            targets: ["SignInRepositoryImpl"]
        ),
    ],
    dependencies: [
        .package(path: "../SignInRepositoryAPI"),
        .package(path: "../../../UseCases/SignInUseCase/SignInUseCaseAPI"),
        .package(path: "../../../../WorkoutHistory/Repositories/WorkoutHistoryRepository/WorkoutHistoryRepositoryImpl"),
        .package(
            url: "https://github.com/hmlongco/Resolver.git",
            from: "1.5.1"
        ),
    ],
    targets: [
        .target(
            name: "SignInRepositoryImpl",
            dependencies: [
                .product(name: "SignInRepositoryAPI", package: "SignInRepositoryAPI"),
                .product(name: "SignInUseCaseAPI", package: "SignInUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                // A different athlete signing in must not see the previous athlete's offline history.
                "WorkoutHistoryRepositoryImpl",
            ]
        ),
    ]
)
