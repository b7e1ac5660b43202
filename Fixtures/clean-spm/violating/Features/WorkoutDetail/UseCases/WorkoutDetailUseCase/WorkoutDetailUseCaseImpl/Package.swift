// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "WorkoutDetailUseCaseImpl",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "WorkoutDetailUseCaseImpl",
            targets: ["WorkoutDetailUseCaseImpl"]
        ),
    ],
    dependencies: [
        .package(path: "../WorkoutDetailUseCaseAPI"),
        .package(path: "../../../../../Coordinator/TrainingCoordinator/TrainingCoordinatorAPI"),
        .package(
            url: "https://github.com/hmlongco/Resolver.git",
            from: "1.5.1"
        ),
    ],
    targets: [
        .target(
            name: "WorkoutDetailUseCaseImpl",
            dependencies: [
                // Plain-string form: SwiftPM resolves it to the product of the same name.
                "WorkoutDetailUseCaseAPI",
                .product(name: "Resolver", package: "Resolver"),
                // Closes the detail when the workout turns out to be deleted.
                "TrainingCoordinatorAPI",
            ]
        ),
        .testTarget(
            name: "WorkoutDetailUseCaseImplTests",
            dependencies: [
                "WorkoutDetailUseCaseImpl",
                "WorkoutDetailUseCaseAPI",
                .product(name: "WorkoutDetailUseCaseAPITestDoubles", package: "WorkoutDetailUseCaseAPI"),
            ]
        ),
    ]
)
