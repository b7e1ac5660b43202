import ArchlintProject

/// What a declared dependency stands for, across every project of the repository: the module of a
/// target of the same or another project, the targets of a local package's product, or else an
/// external module of that name.
struct ProjectIndex {
    private let projectsByFolder: [String: [Project]]
    /// Local packages by folder.
    private let packagesByFolder: [String: Project]
    /// Every local package product by name, for dependencies that name a product without its package.
    private let productTargets: [String: [(package: Project, product: ProjectProduct)]]

    init(_ projects: [Project]) {
        var byFolder: [String: [Project]] = [:]
        var packages: [String: Project] = [:]
        var products: [String: [(Project, ProjectProduct)]] = [:]
        for project in projects {
            byFolder[project.directory, default: []].append(project)
            if project.kind == .swiftpm {
                packages[project.directory] = project
                for product in project.products { products[product.name, default: []].append((project, product)) }
            }
        }
        projectsByFolder = byFolder
        packagesByFolder = packages
        productTargets = products
    }

    /// The module names `dependency` of a target of `project` stands for.
    func modules(for dependency: ProjectDependency, in project: Project) -> [String] {
        switch dependency.kind {
        case .target:
            return [project.target(named: dependency.name)?.moduleName ?? ProjectTarget.moduleName(of: dependency.name)]
        case .byName:
            if let target = project.target(named: dependency.name) { return [target.moduleName] }
            return productModules(dependency, of: project) ?? [dependency.name]
        case .product:
            return productModules(dependency, of: project) ?? [dependency.name]
        case .projectTarget:
            let folder = dependency.project ?? project.directory
            for other in projectsByFolder[folder] ?? [] {
                if let target = other.target(named: dependency.name) { return [target.moduleName] }
            }
            return [ProjectTarget.moduleName(of: dependency.name)]
        case .external:
            // Tuist's `.external(name:)` names a product of a package its `Tuist/Package.swift` lists,
            // which may be a local package of this repository.
            return uniqueProductModules(named: dependency.name) ?? [dependency.name]
        case .sdk:
            return [dependency.name]
        }
    }

    /// The modules of a product of a local package `project` depends on by path, when it is one.
    private func productModules(_ dependency: ProjectDependency, of project: Project) -> [String]? {
        for reference in project.packages where reference.kind == .path {
            guard let local = packagesByFolder[RelativePath.join(project.directory, reference.location)] else { continue }
            if let packageName = dependency.package {
                let identities = [reference.name, local.name, reference.identity].compactMap { $0?.lowercased() }
                guard identities.contains(packageName.lowercased()) else { continue }
            }
            if let product = local.products.first(where: { $0.name == dependency.name }), !product.targets.isEmpty {
                return product.targets.map { moduleName(ofTarget: $0, in: local) }
            }
            if dependency.package != nil, let target = local.target(named: dependency.name) { return [target.moduleName] }
        }
        return nil
    }

    /// The modules of the one local package product called `name`, when exactly one package vends it.
    private func uniqueProductModules(named name: String) -> [String]? {
        guard let candidates = productTargets[name], candidates.count == 1, !candidates[0].product.targets.isEmpty else { return nil }
        return candidates[0].product.targets.map { moduleName(ofTarget: $0, in: candidates[0].package) }
    }

    private func moduleName(ofTarget name: String, in package: Project) -> String {
        package.target(named: name)?.moduleName ?? ProjectTarget.moduleName(of: name)
    }
}
