import ProjectDescription
import ProjectDescriptionHelpers
import HarborModules

let widget: Target = .target(
    name: "HarborWidget",
    destinations: .iOS,
    product: .appExtension,
    bundleId: "dev.harbor.app.widget",
    sources: ["Widget/**"],
    dependencies: [.featureInterface(target: .Bookings)]
)

let project = Project(
    name: "Harbor",
    targets: [
        .target(
            name: "Harbor",
            destinations: .iOS,
            product: .app,
            productName: "HarborApp",
            bundleId: "dev.harbor.app",
            sources: ["Sources/**"],
            dependencies: Feature.allCases.map(TargetDependency.feature) + [
                .target(widget),
                .shared(.Networking), // archlint:disable-line declared-dependencies -- the app links networking for the features; nothing in App imports it yet
                .external(name: "Kingfisher"),
                .sdk(name: "StoreKit", type: .framework),
            ]
        ),
        widget,
        .target(
            name: "HarborTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "dev.harbor.app.tests",
            sources: "Tests/**",
            dependencies: [.target(name: "Harbor")]
        ),
    ]
)
