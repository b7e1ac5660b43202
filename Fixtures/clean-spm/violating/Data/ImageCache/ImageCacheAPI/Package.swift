// swift-tools-version: 5.9
import PackageDescription

// The image cache's public contract. Screens depend on it directly: repositories and
// use cases only ever pass image URLs around.
let package = Package(
    name: "ImageCacheAPI",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "ImageCacheAPI",
            targets: ["ImageCacheAPI"]
        ),
        .library(
            name: "ImageCacheAPITestDoubles",
            targets: ["ImageCacheAPITestDoubles"]
        ),
    ],
    dependencies: [
        .package(path: "../ImageCacheImpl"),
    ],
    targets: [
        .target(
            name: "ImageCacheAPI",
            dependencies: [
                // For `.shared`, used by call sites that can't wait for injection (widgets, previews).
                .product(name: "ImageCacheImpl", package: "ImageCacheImpl"),
            ]
        ),
        .target(
            name: "ImageCacheAPITestDoubles",
            dependencies: ["ImageCacheAPI"],
            path: "Tests/ImageCacheAPITestDoubles"
        ),
    ]
)
