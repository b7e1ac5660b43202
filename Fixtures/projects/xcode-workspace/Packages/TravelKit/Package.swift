// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "TravelKit",
    products: [.library(name: "TravelKit", targets: ["TravelKit"])],
    targets: [.target(name: "TravelKit")]
)
