// swift-tools-version: 5.9
// Written by Scripts/extract-seed-blocks.py, not taken from seed 004 (it shows no manifest): the
// local package of the modules seed 004's blocks are placed in (004:L25-29 "Use local Swift
// packages for clean module separation"), with the edges its templates use (004:L1749-1755).
import PackageDescription

let package = Package(
    name: "Packages",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "Data", targets: ["Data"]),
        .library(name: "FeatureFeature", targets: ["FeatureFeature"]),
        .library(name: "ProfileFeature", targets: ["ProfileFeature"]),
    ],
    targets: [
        .target(name: "Domain"),
        .target(name: "Data", dependencies: ["Domain"]),
        .target(name: "FeatureFeature", dependencies: ["Domain"]),
        .target(name: "ProfileFeature"),
    ]
)
