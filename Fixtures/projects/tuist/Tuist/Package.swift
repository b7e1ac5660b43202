// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "HarborDependencies",
    dependencies: [
        .package(url: "https://github.com/onevcat/Kingfisher", from: "8.0.0"),
    ]
)
