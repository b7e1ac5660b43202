import ProjectDescription
import ProjectDescriptionHelpers
import HarborModules

var project = Project.makeFeature(
    target: .Profile,
    dependencies: [
        .featureInterface(target: .Bookings),
    ]
)

// Snapshot tests written the Tuist 3 way.
project.targets.append(
    Target(
        name: "ProfileSnapshots",
        platform: .iOS,
        product: .unitTests,
        bundleId: "dev.harbor.profile.snapshots",
        sources: "Snapshots/**",
        dependencies: [.target(name: "ProfileFeature"), .xctest]
    )
)
