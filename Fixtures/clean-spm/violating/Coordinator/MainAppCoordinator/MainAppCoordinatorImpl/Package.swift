// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "MainAppCoordinatorImpl",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "MainAppCoordinatorImpl",
            targets: ["MainAppCoordinatorImpl"]
        ),
    ],
    dependencies: [
        .package(
            url: "https://github.com/kiarashvosough1999/AugmentedSUICoordinator.git",
            from: "1.0.0"
        ),
        .package(
            url: "https://github.com/hmlongco/Resolver.git",
            from: "1.5.1"
        ),
        .package(path: "../MainAppCoordinatorAPI"),
        .package(path: "../../TrainingCoordinator/TrainingCoordinatorAPI"),
        .package(path: "../../../Features/SignIn/Presentation/SignInScreen/SignInScreenAPI"),
    ],
    targets: [
        .target(
            name: "MainAppCoordinatorImpl",
            dependencies: [
                .product(name: "SUICoordinator", package: "AugmentedSUICoordinator"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "MainAppCoordinatorAPI", package: "MainAppCoordinatorAPI"),
                .product(name: "TrainingCoordinatorAPI", package: "TrainingCoordinatorAPI"),
                .product(name: "SignInScreenAPI", package: "SignInScreenAPI"),
            ]
        ),
    ]
)
