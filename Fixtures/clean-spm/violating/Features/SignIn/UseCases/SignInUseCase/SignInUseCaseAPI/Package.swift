// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "SignInUseCaseAPI",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "SignInUseCaseAPI",
            targets: ["SignInUseCaseAPI"]
        ),
        .library(
            name: "SignInUseCaseAPITestDoubles",
            targets: ["SignInUseCaseAPITestDoubles"]
        ),
    ],
    dependencies: [
        // Only other API packages may go here: never an Impl package, never Resolver.
    ],
    targets: [
        .target(
            name: "SignInUseCaseAPI",
            dependencies: []
        ),
        .target(
            name: "SignInUseCaseAPITestDoubles",
            dependencies: ["SignInUseCaseAPI"],
            path: "Tests/SignInUseCaseAPITestDoubles"
        ),
    ]
)
