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
    dependencies: [],
    targets: [
        .target(
            name: "SignInRepositoryAPI",
            dependencies: []
        ),
    ]
)
