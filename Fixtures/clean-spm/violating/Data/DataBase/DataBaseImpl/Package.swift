// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "DataBaseImpl",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "DataBaseImpl",
            targets: ["DataBaseImpl"]
        ),
    ],
    dependencies: [
        .package(path: "../../../Features/SignIn/Repositories/SignInRepository/SignInRepositoryAPI"),
        .package(path: "../../../Features/WorkoutHistory/Repositories/WorkoutHistoryRepository/WorkoutHistoryRepositoryAPI"),
    ],
    targets: [
        .target(
            name: "DataBaseImpl",
            dependencies: [
                .product(name: "SignInRepositoryAPI", package: "SignInRepositoryAPI"),
                .product(name: "WorkoutHistoryRepositoryAPI", package: "WorkoutHistoryRepositoryAPI"),
            ]
        ),
    ]
)
