import ArchlintManifest

/// Which module a Swift file belongs to.
public struct ModuleAssignment: Sendable, Equatable {
    /// The target's name, or the pseudo-module of a file outside every target.
    public var module: String
    /// The manifest (path) of the package whose target holds the file.
    public var manifestPath: String?
    public var targetKind: Target.Kind?

    public var isInTarget: Bool { manifestPath != nil }
}

/// Maps source files to targets the way SwiftPM lays packages out: `Sources/<Target>` (or
/// `Source`, `src`, `srcs`), `Tests/<Target>`, `Plugins/<Target>`, or the target's `path:`, minus
/// `exclude:`, limited to `sources:` when given. Nested packages own their own folders. A file in
/// no target belongs to a pseudo-module named after its top folder (an Xcode app's folder), counted
/// from the nearest package folder above it, or from the root.
public struct ModuleMap: Sendable {
    struct TargetFolder: Sendable {
        var manifest: Int
        var target: Int
        var folder: String
        var excluded: [String]
        var sources: [String]?
    }

    private let manifests: [PackageManifest]
    /// Folder → the targets rooted there (several packages may name the same folder).
    private var targetsByFolder: [String: [TargetFolder]] = [:]
    private var packageFolders: Set<String> = []
    private let rootName: String

    /// `sourcePaths` (relative, `/`-separated) let default target folders be found where they exist.
    public init(manifests: [PackageManifest], sourcePaths: [String], rootName: String) {
        self.manifests = manifests
        self.rootName = rootName
        var existingFolders = Set<String>()
        for path in sourcePaths {
            var folder = Self.parent(of: path)
            while !folder.isEmpty, existingFolders.insert(folder).inserted { folder = Self.parent(of: folder) }
        }
        for (manifestIndex, manifest) in manifests.enumerated() {
            let packageFolder = manifest.directory
            packageFolders.insert(packageFolder)
            for (targetIndex, target) in manifest.targets.enumerated() {
                let folder = Self.folder(of: target, in: packageFolder, existing: existingFolders)
                let entry = TargetFolder(
                    manifest: manifestIndex, target: targetIndex, folder: folder,
                    excluded: target.exclude.map { Self.join(folder, $0) },
                    sources: target.sources.map { $0.map { Self.join(folder, $0) } })
                targetsByFolder[folder, default: []].append(entry)
            }
        }
    }

    public func assignment(for path: String) -> ModuleAssignment {
        var folder = Self.parent(of: path)
        while true {
            if let candidates = targetsByFolder[folder] {
                for candidate in candidates where contains(candidate, path) {
                    let manifest = manifests[candidate.manifest]
                    let target = manifest.targets[candidate.target]
                    return ModuleAssignment(module: target.name, manifestPath: manifest.path, targetKind: target.kind)
                }
            }
            // A nested package's folder is its own: an outer target never reaches into it.
            if packageFolders.contains(folder) { return pseudoModule(for: path, under: folder) }
            if folder.isEmpty { break }
            folder = Self.parent(of: folder)
        }
        return pseudoModule(for: path, under: "")
    }

    private func contains(_ target: TargetFolder, _ path: String) -> Bool {
        if target.excluded.contains(where: { Self.isWithin(path, $0) }) { return false }
        if let sources = target.sources { return sources.contains { Self.isWithin(path, $0) } }
        return true
    }

    private func pseudoModule(for path: String, under folder: String) -> ModuleAssignment {
        let relative = folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))
        let components = relative.split(separator: "/")
        let name: String
        if components.count > 1 {
            name = String(components[0])
        } else {
            name = folder.isEmpty ? rootName : String(folder.split(separator: "/").last ?? Substring(rootName))
        }
        return ModuleAssignment(module: name, manifestPath: nil, targetKind: nil)
    }

    static func folder(of target: Target, in packageFolder: String, existing: Set<String>) -> String {
        if let path = target.path { return join(packageFolder, path) }
        let roots: [String]
        switch target.kind {
        case .test: roots = ["Tests", "Sources", "Source", "src", "srcs"]
        case .plugin: roots = ["Plugins"]
        default: roots = ["Sources", "Source", "src", "srcs"]
        }
        for root in roots {
            let candidate = join(packageFolder, "\(root)/\(target.name)")
            if existing.contains(candidate) { return candidate }
        }
        return join(packageFolder, target.defaultPath)
    }

    /// `folder` + `relative`, normalized (`./`, trailing `/`, `..` resolved textually).
    public static func join(_ folder: String, _ relative: String) -> String {
        var parts = folder.isEmpty ? [] : folder.split(separator: "/").map(String.init)
        for component in relative.split(separator: "/") {
            switch component {
            case ".", "": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(component))
            }
        }
        return parts.joined(separator: "/")
    }

    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    public static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    public static func isWithin(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path == folder || (path.hasPrefix(folder) && path.utf8.dropFirst(folder.utf8.count).first == 47)
    }
}
