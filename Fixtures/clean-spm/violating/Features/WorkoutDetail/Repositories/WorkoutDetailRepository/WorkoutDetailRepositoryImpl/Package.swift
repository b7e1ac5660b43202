// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "WorkoutDetailRepositoryImpl",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "WorkoutDetailRepositoryImpl",
            targets: ["WorkoutDetailRepositoryImpl"]
        ),
    ],
    dependencies: [
        .package(path: "../WorkoutDetailRepositoryAPI"),
        .package(path: "../../../UseCases/WorkoutDetailUseCase/WorkoutDetailUseCaseAPI"),
        .package(path: "../../../../../Data/ImageCache/ImageCacheAPI"),
        .package(
            url: "https://github.com/hmlongco/Resolver.git",
            from: "1.5.1"
        ),
    ],
    targets: [
        .target(
            name: "WorkoutDetailRepositoryImpl",
            dependencies: [
                .product(name: "WorkoutDetailRepositoryAPI", package: "WorkoutDetailRepositoryAPI"),
                .product(name: "WorkoutDetailUseCaseAPI", package: "WorkoutDetailUseCaseAPI"),
                .product(name: "ImageCacheAPI", package: "ImageCacheAPI"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
    ]
)
