// swift-tools-version:5.9
import PackageDescription

// A package whose one executable target keeps its files directly in Sources/ and whose one test
// target keeps them directly in Tests/: SwiftPM allows it since tools 5.9, when a target is the
// only one of its sort.
let package = Package(
    name: "Tally",
    targets: [
        .executableTarget(name: "Tally"),
        .testTarget(name: "TallyTests", dependencies: ["Tally"]),
    ]
)
