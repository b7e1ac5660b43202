// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "MainAppCoordinatorAPI",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "MainAppCoordinatorAPI",
            targets: ["MainAppCoordinatorAPI"]
        ),
    ],
    dependencies: [
        .package(path: "../../../Features/SignIn/Presentation/SignInScreen/SignInScreenAPI"),
    ],
    targets: [
        .target(
            name: "MainAppCoordinatorAPI",
            dependencies: [
                .product(name: "SignInScreenAPI", package: "SignInScreenAPI"),
            ]
        ),
    ]
)
