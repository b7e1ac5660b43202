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
    dependencies: [],
    targets: [
        .target(
            name: "ImageCacheAPI",
            dependencies: []
        ),
        .target(
            name: "ImageCacheAPITestDoubles",
            dependencies: ["ImageCacheAPI"],
            path: "Tests/ImageCacheAPITestDoubles"
        ),
    ]
)
