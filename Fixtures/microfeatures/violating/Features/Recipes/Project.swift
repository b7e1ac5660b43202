import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.feature(
    .Recipes,
    interfaceDependencies: [.foundation(.Core)],
    dependencies: [.interface(.Shopping), .foundation(.Core), .foundation(.DesignSystem)],
    testDependencies: [.testing(.Shopping), .implementation(.Profile)]
)
