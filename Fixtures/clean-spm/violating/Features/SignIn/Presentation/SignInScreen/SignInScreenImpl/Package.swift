// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "SignInScreenImpl",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "SignInScreenImpl",
            targets: ["SignInScreenImpl"]
        ),
    ],
    dependencies: [
        .package(path: "../SignInScreenAPI"),
        .package(path: "../../../UseCases/SignInUseCase/SignInUseCaseAPI"),
        .package(
            url: "https://github.com/hmlongco/Resolver.git",
            from: "1.5.1"
        ),
    ],
    targets: [
        .target(
            name: "SignInScreenImpl",
            dependencies: [
                // The test doubles bring SignInScreenAPI along, and SwiftUI previews use the spy.
                .product(name: "SignInScreenAPITestDoubles", package: "SignInScreenAPI"),
                .product(name: "SignInUseCaseAPI", package: "SignInUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
        .testTarget(
            name: "SignInScreenImplTests",
            dependencies: [
                "SignInScreenImpl",
                .product(name: "SignInScreenAPI", package: "SignInScreenAPI"),
                .product(name: "SignInScreenAPITestDoubles", package: "SignInScreenAPI"),
                .product(name: "SignInUseCaseAPI", package: "SignInUseCaseAPI"),
                .product(name: "SignInUseCaseAPITestDoubles", package: "SignInUseCaseAPI"),
            ]
        ),
    ]
)
