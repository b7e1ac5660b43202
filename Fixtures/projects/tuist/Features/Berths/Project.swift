import ProjectDescription
import ProjectDescriptionHelpers
import HarborModules

let project = Project.makeFeature(
    target: .Berths,
    dependencies: [
        .featureInterface(target: .Bookings),
        .shared(.DesignKit),
    ]
)
