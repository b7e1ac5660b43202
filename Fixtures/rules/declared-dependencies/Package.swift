// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(url: "https://github.com/apple/swift-log.git", from: "1.5.0")],
    targets: [
        .target(name: "App", dependencies: ["Models", "Analytics", .product(name: "Logging", package: "swift-log")]),
        .target(name: "Models", dependencies: ["Storage"]),
        .target(name: "Storage"),
        .target(name: "Analytics"),
    ]
)
