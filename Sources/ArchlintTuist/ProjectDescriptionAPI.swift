import ArchlintInterpreter

extension DescriptionAPI {
    /// Tuist's ProjectDescription: values are structs, and the arguments manifests fill with
    /// `.member`s have these types (`product: .app` is `Product.app` even where a helper declares
    /// a static `app` of its own).
    static let projectDescription = DescriptionAPI(
        valuesAreStructs: true,
        argumentTypes: [
            "name": "String", "bundleId": "String", "productName": "String", "organizationName": "String", "target": "String",
            "stringLiteral": "String", "product": "Product", "destinations": "Destinations", "platform": "Platform",
            "deploymentTargets": "DeploymentTargets", "deploymentTarget": "DeploymentTarget", "infoPlist": "InfoPlist",
            "sources": "SourceFilesList", "resources": "ResourceFileElements", "buildableFolders": "[BuildableFolder]",
            "entitlements": "Entitlements", "scripts": "[TargetScript]", "dependencies": "[TargetDependency]", "settings": "Settings",
            "base": "SettingsDictionary", "configurations": "[Configuration]", "xcconfig": "Path", "path": "Path", "packages": "[Package]",
            "targets": "[Target]", "schemes": "[Scheme]", "options": "Options", "plugins": "[PluginLocation]", "projects": "[Path]",
            "condition": "PlatformCondition", "type": "SDKType", "status": "LinkingStatus", "excluding": "[Path]",
        ])
}
