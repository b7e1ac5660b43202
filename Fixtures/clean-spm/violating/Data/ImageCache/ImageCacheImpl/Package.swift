// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "ImageCacheImpl",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "ImageCacheImpl",
            targets: ["ImageCacheImpl"]
        ),
    ],
    dependencies: [
        .package(path: "../ImageCacheAPI"),
        .package(
            url: "https://github.com/hmlongco/Resolver.git",
            from: "1.5.1"
        ),
    ],
    targets: [
        .target(
            name: "ImageCacheImpl",
            dependencies: [
                .product(name: "ImageCacheAPI", package: "ImageCacheAPI"),
            ]
        ),
    ]
)
