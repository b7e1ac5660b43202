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
        .library(name: "ProfileFeature", targets: ["ProfileFeature"]),
        .library(name: "TripsFeatureInterface", targets: ["TripsFeatureInterface"])
    ],
    targets: [
        // MARK: - Core modules

        .target(name: "Core"),
        .target(name: "Common"),
        .target(
            name: "Domain",
            dependencies: [
                "Common",
                // Temporary: use cases fall back to the offline cache until the repository does it.
                "Data",
                .target(name: "Network")
            ]
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
        .target(
            name: "DesignSystem",
            dependencies: ["Domain"]
        ),
        .target(
            name: "Presentation",
            dependencies: [.target(name: "DesignSystem")]
        ),
        .target(
            name: "Testing",
            dependencies: [
                "Domain",
                "Common",
                .target(name: "TripsFeature", condition: .when(platforms: [.iOS]))
            ]
        ),

        // MARK: - Feature modules

        .target(
            name: "SearchFeature",
            dependencies: [
                "Domain",
                .target(name: "Presentation"),
                .target(name: "DesignSystem"),
                .target(name: "Network")
            ]
        ),
        .target(
            name: "TripsFeature",
            dependencies: [
                "Domain",
                "Presentation",
                "DesignSystem",
                "Common",
                .target(name: "Core"),
                "TripsFeatureInterface",
                .target(name: "SearchFeature")
            ]
        ),
        .target(
            name: "ProfileFeature",
            dependencies: [
                .target(name: "Domain"),
                "Presentation",
                "DesignSystem",
                "Core",
                "TripsFeatureInterface",
                "TripsFeature",
                .target(name: "Data")
            ]
        ),
        .target(name: "TripsFeatureInterface"),

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
            name: "DataTests",
            dependencies: [.target(name: "Data"), "Domain", "Network"]
        ),
        .testTarget(
            name: "ProfileFeatureTests",
            dependencies: ["ProfileFeature", "Domain", "Testing"]
        )
    ]
)
