// swift-tools-version: 6.0
// Developer-only fuzzing harnesses for archlint's readers (libFuzzer + AddressSanitizer).
// Not part of the archlint build; see README.md. Build and run them with `Tools/Fuzz/run.sh`.
import PackageDescription

/// One harness per reader: an executable whose only code is `LLVMFuzzerTestOneInput`
/// (`swift build --sanitize fuzzer` links libFuzzer's `main`).
let harnesses: [(name: String, dependencies: [Target.Dependency])] = [
    ("fuzz-swift-source", [.product(name: "ArchlintKit", package: "archlint")]),
    ("fuzz-manifest", [.product(name: "ArchlintKit", package: "archlint")]),
    ("fuzz-pbxproj", [.product(name: "ArchlintKit", package: "archlint")]),
    ("fuzz-xcodegen", [.product(name: "ArchlintKit", package: "archlint")]),
    ("fuzz-config", [.product(name: "ArchlintKit", package: "archlint")]),
    ("fuzz-glob", [.product(name: "ArchlintKit", package: "archlint")]),
    ("fuzz-regex", [.product(name: "ArchlintKit", package: "archlint")]),
    ("fuzz-baseline", [.product(name: "ArchlintKit", package: "archlint")]),
    ("fuzz-cache", [.product(name: "ArchlintKit", package: "archlint")]),
]

let package = Package(
    name: "ArchlintFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "archlint", path: "../..")],
    targets: harnesses.map { .executableTarget(name: $0.name, dependencies: $0.dependencies) }
)
