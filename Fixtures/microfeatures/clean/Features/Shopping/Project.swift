import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.feature(
    .Shopping,
    interfaceDependencies: [.interface(.Recipes), .foundation(.Core)],
    dependencies: [.interface(.Recipes), .foundation(.DesignSystem)],
    testDependencies: [.testing(.Recipes)]
)
