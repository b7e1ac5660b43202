import ArchlintBase
import ArchlintProject

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file found under the root.
public struct FoundFile: Sendable, Hashable {
    /// Relative to the root, `/`-separated.
    public var path: String
    /// As opened (the root joined with `path`).
    public var absolutePath: String

    public init(path: String, absolutePath: String) {
        self.path = path
        self.absolutePath = absolutePath
    }
}

/// What a walk of the root found: Swift sources, manifests, other project files, and what it had to skip.
public struct WalkResult: Sendable {
    public var sources: [FoundFile] = []
    /// `Package.swift` and `Package@swift-X.swift` files.
    public var manifests: [FoundFile] = []
    /// Build descriptions other than manifests: Xcode projects and workspaces, XcodeGen specs.
    public var projectFiles: [FoundFile] = []
    /// `module.modulemap` files: the names C and system-library targets are imported by.
    public var moduleMaps: [FoundFile] = []
    /// `.archlint.json` and `.archlint.json5` files below the root: nested configurations.
    public var configurationFiles: [FoundFile] = []
    public var diagnostics: [Diagnostic] = []
}

/// Walks a directory tree with `readdir`, following symbolic links but never the same directory
/// twice (so a link loop ends with a warning instead of recursing forever).
public struct FileWalker: Sendable {
    /// Directory names that are never entered.
    public static let defaultExcludedDirectories: Set<String> = [
        ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// Folders whose Swift files no target compiles: DocC catalogs (tutorial code steps) and
    /// playgrounds.
    public static let uncompiledFolderExtensions = [".docc", ".playground"]

    public var excludedDirectories: Set<String>

    public init(excludedDirectories: Set<String> = FileWalker.defaultExcludedDirectories) {
        self.excludedDirectories = excludedDirectories
    }

    public func walk(root: String) -> WalkResult {
        var result = WalkResult()
        var visited = Set<DirectoryIdentity>()
        var pending: [(absolute: String, relative: String)] = [(root, "")]
        var rootStatus = stat()
        guard stat(root, &rootStatus) == 0 else {
            result.diagnostics.append(Diagnostic(.error, "cannot read \(root): \(String(cString: strerror(errno)))"))
            return result
        }
        if rootStatus.st_mode & S_IFMT != S_IFDIR {
            let name = RelativePath.lastComponent(of: root)
            let file = FoundFile(path: name, absolutePath: root)
            if Self.isManifestName(name) { result.manifests.append(file) } else { result.sources.append(file) }
            return result
        }
        while let (absolute, relative) = pending.popLast() {
            var status = stat()
            guard stat(absolute, &status) == 0 else { continue }
            let identity = DirectoryIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
            guard visited.insert(identity).inserted else {
                result.diagnostics.append(Diagnostic(.warning, "symbolic link loop or repeated directory skipped", file: relative))
                continue
            }
            guard let directory = opendir(absolute) else {
                result.diagnostics.append(Diagnostic(
                    .warning, "directory skipped: \(String(cString: strerror(errno)))", file: relative.isEmpty ? "." : relative))
                continue
            }
            var subdirectories: [(String, String)] = []
            while let entry = readdir(directory) {
                let name = Self.entryName(entry)
                if name == "." || name == ".." { continue }
                let childAbsolute = absolute.hasSuffix("/") ? absolute + name : absolute + "/" + name
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                var type = Int32(entry.pointee.d_type)
                if type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) {
                    var target = stat()
                    guard stat(childAbsolute, &target) == 0 else {
                        result.diagnostics.append(Diagnostic(.warning, "broken symbolic link skipped", file: childRelative))
                        continue
                    }
                    type = target.st_mode & S_IFMT == S_IFDIR ? Int32(DT_DIR) : Int32(DT_REG)
                }
                if type == Int32(DT_DIR) {
                    if !excludedDirectories.contains(name), !Self.uncompiledFolderExtensions.contains(where: name.hasSuffix) {
                        subdirectories.append((childAbsolute, childRelative))
                    }
                } else if type == Int32(DT_REG) {
                    result.add(FoundFile(path: childRelative, absolutePath: childAbsolute), name: name, folder: relative)
                }
            }
            closedir(directory)
            // Depth-first in name order; the final sort makes the order independent of readdir.
            pending.append(contentsOf: subdirectories.sorted { $0.1 > $1.1 })
        }
        result.sources.sort { $0.path < $1.path }
        result.manifests.sort { $0.path < $1.path }
        result.projectFiles.sort { $0.path < $1.path }
        result.moduleMaps.sort { $0.path < $1.path }
        result.configurationFiles.sort { $0.path < $1.path }
        return result
    }

    /// Whether the walk enters every folder of a relative path.
    public func enters(_ path: String) -> Bool {
        !RelativePath.parent(of: path).split(separator: "/").contains { folder in
            excludedDirectories.contains(String(folder)) || Self.uncompiledFolderExtensions.contains(where: folder.hasSuffix)
        }
    }

    /// The names of configuration files.
    public static let configurationNames = [".archlint.json", ".archlint.json5"]

    /// `Package.swift` and the version-specific `Package@swift-5.9.swift` variants.
    public static func isManifestName(_ name: String) -> Bool {
        name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    /// The name of a directory entry `readdir` returned.
    public static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafePointer(to: &entry.pointee.d_name) { pointer in
            pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
        }
    }
}

extension WalkResult {
    /// Files `name` in `folder` to what they are (a file of no interest is left out).
    public mutating func add(_ file: FoundFile, name: String, folder: String) {
        if name.hasSuffix(".swift") {
            if FileWalker.isManifestName(name) { manifests.append(file) } else { sources.append(file) }
        } else if ProjectFileKind(name: name, folder: folder) != nil {
            projectFiles.append(file)
        } else if name == "module.modulemap" {
            moduleMaps.append(file)
        } else if !folder.isEmpty, FileWalker.configurationNames.contains(name) {
            configurationFiles.append(file)
        }
    }
}

private struct DirectoryIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
}
