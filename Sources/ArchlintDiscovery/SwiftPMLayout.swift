import ArchlintManifest
import ArchlintProject

/// SwiftPM's layout rules, which turn a `Package.swift` into the project model: where each target's
/// sources are when `path:` does not say.
public enum SwiftPMLayout {
    /// The folders SwiftPM looks for targets in, in its order of preference.
    static let sourceRoots = ["Sources", "Source", "src", "srcs"]

    /// The project `manifest` declares; `existingFolders` (relative to the root) let default
    /// target folders be found where they exist; `moduleMaps` gives, by folder, the module a
    /// `module.modulemap` there declares.
    public static func project(_ manifest: PackageManifest, existingFolders: Set<String>, moduleMaps: [String: String] = [:]) -> Project {
        var project = Project(kind: .swiftpm, path: manifest.path, directory: manifest.directory, name: manifest.name)
        project.packages = manifest.dependencies
        project.products = manifest.products
        project.warnings = manifest.warnings
        project.directives = manifest.directives
        project.targets = manifest.targets.map { target in
            let folder = folder(of: target, in: manifest, existing: existingFolders)
            let include: [SourceSelection.Item] = target.sources.map { $0.map { .folder(RelativePath.join(folder, $0)) } } ?? [.folder(folder)]
            // A C target's map is in its public headers folder (`include/` by default), a system library's in its folder.
            let moduleMap = moduleMaps[folder] ?? moduleMaps[RelativePath.join(folder, "include")]
            var result = ProjectTarget(
                name: target.name, moduleName: moduleMap, kind: kind(of: target.kind), productType: target.kind.rawValue,
                sources: SourceSelection(include: include, exclude: target.exclude.map { .folder(RelativePath.join(folder, $0)) }),
                position: target.position)
            result.dependencies = target.dependencies.map { dependency in
                ProjectDependency(
                    kind: dependency.kind == .target ? .target : dependency.kind == .product ? .product : .byName, name: dependency.name,
                    package: dependency.package, condition: dependency.condition, position: dependency.position)
            }
            result.defines = ["SWIFT_PACKAGE"] + target.defines + manifest.traits
            result.defaultIsolationMainActor = target.defaultIsolationMainActor
            return result
        }
        return project
    }

    static func kind(of kind: Target.Kind) -> ProjectTarget.Kind {
        switch kind {
        case .regular: .library
        case .executable: .executable
        case .test: .test
        case .plugin: .plugin
        case .macro: .macro
        case .system: .system
        case .binary: .binary
        }
    }

    /// `path:` when given; else `<root>/<name>` in the first source root that has it; else, for a
    /// package of tools version 5.9 or later whose only target of this sort it is, the source root
    /// itself (SwiftPM lets a lone target's files sit directly in `Sources/`).
    static func folder(of target: Target, in manifest: PackageManifest, existing: Set<String>) -> String {
        let packageFolder = manifest.directory
        if let path = target.path { return RelativePath.join(packageFolder, path) }
        let roots: [String]
        switch target.kind {
        case .test: roots = ["Tests"] + sourceRoots
        case .plugin: roots = ["Plugins"]
        default: roots = sourceRoots
        }
        for root in roots {
            let candidate = RelativePath.join(packageFolder, "\(root)/\(target.name)")
            if existing.contains(candidate) { return candidate }
        }
        if supportsLoneTargetRoot(manifest.toolsVersion), manifest.targets.filter({ sharesSourceRoot($0.kind, target.kind) }).count == 1,
            let root = roots.lazy.map({ RelativePath.join(packageFolder, $0) }).first(where: existing.contains)
        {
            return root
        }
        return RelativePath.join(packageFolder, target.defaultPath)
    }

    /// Test targets share `Tests/`, plugins `Plugins/`, every other kind `Sources/`.
    static func sharesSourceRoot(_ a: Target.Kind, _ b: Target.Kind) -> Bool {
        func root(_ kind: Target.Kind) -> Int { kind == .test ? 0 : kind == .plugin ? 1 : 2 }
        return root(a) == root(b)
    }

    static func supportsLoneTargetRoot(_ toolsVersion: String?) -> Bool {
        let parts = (toolsVersion ?? "").split(separator: ".").map { Int($0) ?? 0 }
        return (parts.first ?? 0, parts.count > 1 ? parts[1] : 0) >= (5, 9)
    }
}
