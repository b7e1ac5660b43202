// swift-tools-version: 6.0
// Voyage's local package: one target per core module and one per feature module.
// Swift 6 language mode gives complete (strict) concurrency checking for every target.
import PackageDescription

let package = Package(
    name: "VoyageKit",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(name: "Core", targets: ["Core"]),
        .library(name: "Common", targets: ["Common"]),
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "Data", targets: ["Data"]),
        .library(name: "Network", targets: ["Network"]),
        .library(name: "Presentation", targets: ["Presentation"]),
        .library(name: "DesignSystem", targets: ["DesignSystem"]),
        .library(name: "SearchFeature", targets: ["SearchFeature"]),
        .library(name: "TripsFeature", targets: ["TripsFeature"]),
        .library(name: "ProfileFeature", targets: ["ProfileFeature"])
    ],
    targets: [
        // MARK: - Core modules

        .target(name: "Core"),
        .target(name: "Common"),
        .target(
            name: "Domain",
            dependencies: ["Common"]
        ),
        .target(
            name: "Network",
            dependencies: []
        ),
        .target(
            name: "Data",
            dependencies: [
                .target(name: "Domain"),
                .target(name: "Network"),
                "Core",
                "Common"
            ]
        ),
        .target(name: "DesignSystem"),
        .target(
            name: "Presentation",
            dependencies: [.target(name: "DesignSystem")]
        ),
        .target(
            name: "Testing",
            dependencies: ["Domain", "Common"]
        ),

        // MARK: - Feature modules

        .target(
            name: "SearchFeature",
            dependencies: [
                "Domain",
                .target(name: "Presentation"),
                .target(name: "DesignSystem")
            ]
        ),
        .target(
            name: "TripsFeature",
            dependencies: [
                "Domain",
                "Presentation",
                "DesignSystem",
                "Common",
                .target(name: "Core")
            ]
        ),
        .target(
            name: "ProfileFeature",
            dependencies: [
                .target(name: "Domain"),
                "Presentation",
                "DesignSystem",
                "Core"
            ]
        ),

        // MARK: - Tests

        .testTarget(
            name: "DomainTests",
            dependencies: ["Domain", "Testing"]
        ),
        .testTarget(
            name: "SearchFeatureTests",
            dependencies: ["SearchFeature", "Domain", "Testing"]
        ),
        .testTarget(
            name: "TripsFeatureTests",
            dependencies: [
                .target(name: "TripsFeature"),
                "Domain",
                "Testing"
            ]
        ),
        .testTarget(
            name: "ProfileFeatureTests",
            dependencies: ["ProfileFeature", "Domain", "Testing"]
        )
    ]
)
