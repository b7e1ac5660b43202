// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "SignInUseCaseImpl",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "SignInUseCaseImpl",
            targets: ["SignInUseCaseImpl"]
        ),
    ],
    dependencies: [
        .package(path: "../SignInUseCaseAPI"),
        // Lets the use case fall back to the real repository when Resolver isn't set up (previews).
        .package(path: "../../../Repositories/SignInRepository/SignInRepositoryImpl"),
        .package(
            url: "https://github.com/hmlongco/Resolver.git",
            from: "1.5.1"
        ),
    ],
    targets: [
        .target(
            name: "SignInUseCaseImpl",
            dependencies: [
                .product(name: "SignInUseCaseAPI", package: "SignInUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                "SignInRepositoryImpl",
            ]
        ),
        .testTarget(
            name: "SignInUseCaseImplTests",
            dependencies: [
                "SignInUseCaseImpl",
                .product(name: "SignInUseCaseAPI", package: "SignInUseCaseAPI"),
                .product(name: "SignInUseCaseAPITestDoubles", package: "SignInUseCaseAPI"),
            ]
        ),
    ]
)
