// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "Shared", products: [.library(name: "SharedModels", targets: ["SharedModels"])], targets: [.target(name: "SharedModels")])
