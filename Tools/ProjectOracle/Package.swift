// swift-tools-version:6.0
// Developer-only: dumps what archlint's YAML reader reads, for the oracles in this folder (see
// README.md). Not part of the archlint build. The reader comes with archlint's library product
// (ArchlintKit depends on it), so archlint needs no extra product.
import PackageDescription

let package = Package(
    name: "ProjectOracle",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "archlint", path: "../..")],
    targets: [
        .executableTarget(name: "yaml-dump", dependencies: [.product(name: "ArchlintKit", package: "archlint")]),
    ]
)
