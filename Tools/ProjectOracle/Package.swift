// swift-tools-version:6.0
// Developer-only: dumps what archlint's XcodeGen reader reads, for the oracles in this folder.
// The reader's sources are linked in (Sources/Archlint* point at the root package's folders), so
// archlint itself needs no extra product.
import PackageDescription

let package = Package(
    name: "ProjectOracle",
    platforms: [.macOS(.v13)],
    targets: [
        .target(name: "ArchlintBase"),
        .target(name: "ArchlintProject", dependencies: ["ArchlintBase"]),
        .target(name: "ArchlintXcodeGen", dependencies: ["ArchlintBase", "ArchlintProject"]),
        .executableTarget(name: "yaml-dump", dependencies: ["ArchlintXcodeGen"]),
    ]
)
