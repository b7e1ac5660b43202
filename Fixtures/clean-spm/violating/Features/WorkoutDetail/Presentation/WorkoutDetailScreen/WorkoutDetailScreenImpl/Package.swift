// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "WorkoutDetailScreenImpl",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "WorkoutDetailScreenImpl",
            targets: ["WorkoutDetailScreenImpl"]
        ),
    ],
    dependencies: [
        .package(path: "../WorkoutDetailScreenAPI"),
        .package(path: "../../../UseCases/WorkoutDetailUseCase/WorkoutDetailUseCaseAPI"),
        // The image cache is a presentation service: views download route maps through it.
        .package(path: "../../../../../Data/ImageCache/ImageCacheAPI"),
        // Shares DistanceFormatter with the history list.
        .package(path: "../../../../WorkoutHistory/Presentation/WorkoutHistoryScreen/WorkoutHistoryScreenImpl"),
        .package(
            url: "https://github.com/hmlongco/Resolver.git",
            from: "1.5.1"
        ),
    ],
    targets: [
        .target(
            name: "WorkoutDetailScreenImpl",
            dependencies: [
                .product(name: "WorkoutDetailScreenAPI", package: "WorkoutDetailScreenAPI"),
                .product(name: "WorkoutDetailUseCaseAPI", package: "WorkoutDetailUseCaseAPI"),
                .product(name: "ImageCacheAPI", package: "ImageCacheAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "WorkoutHistoryScreenImpl", package: "WorkoutHistoryScreenImpl"),
            ]
        ),
        .testTarget(
            name: "WorkoutDetailScreenImplTests",
            dependencies: [
                "WorkoutDetailScreenImpl",
                .product(name: "WorkoutDetailScreenAPI", package: "WorkoutDetailScreenAPI"),
                .product(name: "WorkoutDetailScreenAPITestDoubles", package: "WorkoutDetailScreenAPI"),
                .product(name: "WorkoutDetailUseCaseAPI", package: "WorkoutDetailUseCaseAPI"),
                .product(name: "WorkoutDetailUseCaseAPITestDoubles", package: "WorkoutDetailUseCaseAPI"),
                .product(name: "ImageCacheAPI", package: "ImageCacheAPI"),
                .product(name: "ImageCacheAPITestDoubles", package: "ImageCacheAPI"),
            ]
        ),
    ]
)
