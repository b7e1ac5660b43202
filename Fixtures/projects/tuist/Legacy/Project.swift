import Foundation
import ProjectDescription

// Targets named after folders found when Tuist runs: nothing a static reading can know.
let modules = try! FileManager.default.contentsOfDirectory(atPath: "Modules")

let project = Project(
    name: "Legacy",
    targets: modules.map { module in
        .target(name: module, destinations: .iOS, product: .framework, bundleId: "dev.harbor.\(module)", sources: ["Modules/\(module)/**"])
    }
)
