import ArchlintProject

/// What a declared dependency stands for, across every project of the repository: a target of the
/// same or another project, the targets of a local package's product, or else an external module of
/// that name. Modules are named as the graph names them: by target name.
struct ProjectIndex {
    /// Local packages by folder.
    private let packagesByFolder: [String: Project]
    /// Every local package product by name, for dependencies that name a product without its package.
    private let productsByName: [String: [ProjectProduct]]

    init(_ projects: [Project]) {
        var packages: [String: Project] = [:]
        var products: [String: [ProjectProduct]] = [:]
        for project in projects where project.kind == .swiftpm {
            packages[project.directory] = project
            for product in project.products { products[product.name, default: []].append(product) }
        }
        packagesByFolder = packages
        productsByName = products
    }

    /// The module names `dependency` of a target of `project` stands for.
    func modules(for dependency: ProjectDependency, in project: Project) -> [String] {
        switch dependency.kind {
        case .target, .projectTarget, .sdk:
            return [dependency.name]
        case .byName:
            if project.target(named: dependency.name) != nil { return [dependency.name] }
            return productModules(dependency, of: project) ?? [dependency.name]
        case .product:
            return productModules(dependency, of: project) ?? (dependency.package == nil ? uniqueProductTargets(dependency.name) : nil) ?? [dependency.name]
        case .external:
            // Tuist's `.external(name:)` names a product of a package its `Tuist/Package.swift` lists,
            // which may be a local package of this repository.
            return uniqueProductTargets(dependency.name) ?? [dependency.name]
        }
    }

    /// The targets of the one local package product called `name`, when exactly one package vends it
    /// (a dependency that names a product without a package reference to find it through).
    private func uniqueProductTargets(_ name: String) -> [String]? {
        guard let products = productsByName[name], products.count == 1, !products[0].targets.isEmpty else { return nil }
        return products[0].targets
    }

    /// The targets of a product of a local package `project` depends on by path, when it is one.
    private func productModules(_ dependency: ProjectDependency, of project: Project) -> [String]? {
        for reference in project.packages where reference.kind == .path {
            guard let local = packagesByFolder[RelativePath.join(project.directory, reference.location)] else { continue }
            if let packageName = dependency.package {
                let identities = [reference.name, local.name, reference.identity].compactMap { $0?.lowercased() }
                guard identities.contains(packageName.lowercased()) else { continue }
            }
            if let product = local.products.first(where: { $0.name == dependency.name }), !product.targets.isEmpty {
                return product.targets
            }
            if dependency.package != nil, local.target(named: dependency.name) != nil { return [dependency.name] }
        }
        return nil
    }
}
