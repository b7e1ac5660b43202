// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "LoginAPI",
    products: [.library(name: "LoginAPI", targets: ["LoginAPI"])],
    dependencies: [.package(path: "../Shared")],
    targets: [
        .target(name: "LoginAPI", dependencies: [.product(name: "SharedModels", package: "Shared")]),
    ]
)
