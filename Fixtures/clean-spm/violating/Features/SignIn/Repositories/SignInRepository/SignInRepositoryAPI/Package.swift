// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "SignInRepositoryAPI",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "SignInRepositoryAPI",
            targets: ["SignInRepositoryAPI"]
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/hmlongco/Resolver.git", from: "1.5.1"),
    ],
    targets: [
        .target(
            name: "SignInRepositoryAPI",
            dependencies: ["Resolver"]
        ),
    ]
)
