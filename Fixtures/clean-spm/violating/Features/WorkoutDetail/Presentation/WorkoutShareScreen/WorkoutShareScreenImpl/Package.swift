// swift-tools-version: 5.9
import PackageDescription

// Share sheet for a finished workout. Shipped in a hurry: no WorkoutShareScreenAPI yet, so the
// training coordinator depends on this package directly.
let package = Package(
    name: "WorkoutShareScreenImpl",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "WorkoutShareScreenImpl",
            targets: ["WorkoutShareScreenImpl"]
        ),
    ],
    dependencies: [
        .package(path: "../../../UseCases/WorkoutDetailUseCase/WorkoutDetailUseCaseAPI"),
    ],
    targets: [
        .target(
            name: "WorkoutShareScreenImpl",
            dependencies: [
                .product(name: "WorkoutDetailUseCaseAPI", package: "WorkoutDetailUseCaseAPI"),
            ]
        ),
        .testTarget(
            name: "WorkoutShareScreenImplTests",
            dependencies: [
                "WorkoutShareScreenImpl",
                .product(name: "WorkoutDetailUseCaseAPI", package: "WorkoutDetailUseCaseAPI"),
                .product(name: "WorkoutDetailUseCaseAPITestDoubles", package: "WorkoutDetailUseCaseAPI"),
            ]
        ),
    ]
)
