// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "TrainingCoordinatorImpl",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "TrainingCoordinatorImpl",
            targets: ["TrainingCoordinatorImpl"]
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
        .package(path: "../TrainingCoordinatorAPI"),
        .package(path: "../../../Features/WorkoutHistory/Presentation/WorkoutHistoryScreen/WorkoutHistoryScreenAPI"),
        .package(path: "../../../Features/WorkoutDetail/Presentation/WorkoutDetailScreen/WorkoutDetailScreenAPI"),
        .package(path: "../../../Features/WorkoutDetail/Presentation/WorkoutShareScreen/WorkoutShareScreenImpl"),
    ],
    targets: [
        .target(
            name: "TrainingCoordinatorImpl",
            dependencies: [
                // SUICoordinator comes in through TrainingCoordinatorAPI.
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TrainingCoordinatorAPI", package: "TrainingCoordinatorAPI"),
                .product(name: "WorkoutHistoryScreenAPI", package: "WorkoutHistoryScreenAPI"),
                .product(name: "WorkoutDetailScreenAPI", package: "WorkoutDetailScreenAPI"),
                .product(name: "WorkoutShareScreenImpl", package: "WorkoutShareScreenImpl"),
            ]
        ),
    ]
)
