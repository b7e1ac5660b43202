import ProjectDescription

let project = Project(
    name: "DesignKit",
    targets: [
        .target(
            name: "DesignKit",
            destinations: .iOS,
            product: .framework,
            bundleId: "dev.harbor.designkit",
            buildableFolders: [
                .folder("Sources", exceptions: .exceptions([.exception(excluded: ["Sources/Legacy/OldButton.swift"])])),
            ]
        ),
    ]
)
