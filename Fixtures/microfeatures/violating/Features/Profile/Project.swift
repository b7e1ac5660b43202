import ProjectDescription
import ProjectDescriptionHelpers

// A small feature: no testing target and no example app.
let project = Project.feature(
    .Profile,
    parts: [.interface, .tests],
    interfaceDependencies: [.implementation(.Shopping)],
    dependencies: [.foundation(.DesignSystem), .implementation(.Shopping)]
)
