import ProjectDescription

let project = Project(
    name: "Networking",
    targets: [
        .target(
            name: "Networking",
            destinations: .iOS,
            product: .staticFramework,
            productName: "HarborNetworking",
            bundleId: "dev.harbor.networking",
            sources: [.glob("Sources/**", excluding: ["Sources/Mocks/**"])],
            dependencies: [
                .xcframework(path: .relativeToRoot("Vendor/Telemetry.xcframework")),
                .sdk(name: "Network", type: .framework),
            ],
            settings: .settings(base: ["OTHER_SWIFT_FLAGS": "$(inherited) -DSTAGING"])
        ),
    ]
)
