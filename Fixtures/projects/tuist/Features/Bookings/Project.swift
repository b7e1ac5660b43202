import ProjectDescription
import ProjectDescriptionHelpers
import HarborModules

let project = Project.makeFeature(
    target: .Bookings,
    dependencies: [.shared(.Networking), .feature(.Profile)],
    parts: [.interface, .tests]
)
