// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "NetworkServiceImpl",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "NetworkServiceImpl",
            targets: ["NetworkServiceImpl"]
        ),
    ],
    dependencies: [
        .package(path: "../../../Features/SignIn/Repositories/SignInRepository/SignInRepositoryAPI"),
        .package(path: "../../../Features/WorkoutHistory/Repositories/WorkoutHistoryRepository/WorkoutHistoryRepositoryAPI"),
        .package(path: "../../../Features/WorkoutDetail/Repositories/WorkoutDetailRepository/WorkoutDetailRepositoryAPI"),
        .package(
            url: "https://github.com/hmlongco/Resolver.git",
            from: "1.5.1"
        ),
    ],
    targets: [
        .target(
            name: "NetworkServiceImpl",
            dependencies: [
                .product(name: "SignInRepositoryAPI", package: "SignInRepositoryAPI"),
                .product(name: "WorkoutHistoryRepositoryAPI", package: "WorkoutHistoryRepositoryAPI"),
                .product(name: "WorkoutDetailRepositoryAPI", package: "WorkoutDetailRepositoryAPI"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
    ]
)
