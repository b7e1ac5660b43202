// swift-tools-version: 6.0
// Developer-only differential test harness for archlint: swift-syntax as a reference oracle.
// Not part of the archlint build; see README.md.
import PackageDescription

let package = Package(
    name: "ArchlintDifferential",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "syntax-oracle",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
    ]
)
