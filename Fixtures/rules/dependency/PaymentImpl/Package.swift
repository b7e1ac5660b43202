// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "PaymentImpl",
    products: [.library(name: "PaymentImpl", targets: ["PaymentImpl"])],
    dependencies: [.package(path: "../LoginAPI")],
    targets: [.target(name: "PaymentImpl", dependencies: ["LoginAPI"])]
)
