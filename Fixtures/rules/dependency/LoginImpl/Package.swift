// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "LoginImpl",
    products: [.library(name: "LoginImpl", targets: ["LoginImpl"])],
    dependencies: [
        .package(path: "../LoginAPI"),
        .package(path: "../PaymentImpl"),
        .package(url: "https://github.com/hmlongco/Resolver.git", from: "1.5.1"),
    ],
    targets: [
        .target(
            name: "LoginImpl",
            dependencies: [
                "LoginAPI",
                .product(name: "PaymentImpl", package: "PaymentImpl"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
    ]
)
