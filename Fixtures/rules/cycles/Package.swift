// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .target(name: "Accounts", dependencies: ["Billing"]),
        .target(name: "Billing", dependencies: ["Catalog"]),
        .target(name: "Catalog"),
        .target(name: "Search"),
        .testTarget(name: "AccountsTests", dependencies: ["Accounts"]),
    ]
)
