import ProjectDescription

extension Target {
    /// A target of the app whose Swift files are everything under `folder`, less `excluding`.
    static func module(
        _ name: String, product: Product, folder: String, dependencies: [TargetDependency] = [], excluding: [String] = []
    ) -> Target {
        .target(
            name: name,
            destinations: .iOS,
            product: product,
            bundleId: "dev.harbor.\(name.lowercased())",
            sources: .sourceFilesList(globs: [.glob("\(folder)/**", excluding: excluding.map { "\(folder)/\($0)" })]),
            dependencies: dependencies
        )
    }
}
