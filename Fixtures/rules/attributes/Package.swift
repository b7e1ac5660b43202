// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .target(name: "Settings", swiftSettings: [.defaultIsolation(MainActor.self)]),
        .target(name: "Home"),
    ]
)
