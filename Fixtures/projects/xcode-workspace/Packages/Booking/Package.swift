// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Booking",
    products: [.library(name: "Booking", targets: ["Booking"])],
    dependencies: [.package(path: "../TravelKit")],
    targets: [
        .target(name: "Booking", dependencies: ["TravelKit"]),
        .testTarget(name: "BookingTests", dependencies: ["Booking"]),
    ]
)
