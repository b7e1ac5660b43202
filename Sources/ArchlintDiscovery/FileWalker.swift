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

/// Walks a directory tree with `readdir`, following symbolic links that stay inside the root but
/// never the same directory twice (so a link loop ends with a warning instead of recursing forever).
/// A link that leads out of the root is skipped with a warning: what a repository links to
/// elsewhere on the machine (`/`, a home folder) is not the repository. A folder that cannot be
/// read is an error: the lint would be incomplete.
public struct FileWalker: Sendable {
    /// Directory names that are never entered.
    public static let defaultExcludedDirectories: Set<String> = [
        ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// Folders whose Swift files no target compiles: DocC catalogs (tutorial code steps) and
    /// playgrounds.
    public static let uncompiledFolderExtensions = [".docc", ".playground"]

    public var excludedDirectories: Set<String>
    /// Which folders to enter besides those names, by relative path.
    public var folderFilter: @Sendable (String) -> Bool = { _ in true }

    public init(excludedDirectories: Set<String> = FileWalker.defaultExcludedDirectories) {
        self.excludedDirectories = excludedDirectories
    }

    /// What a directory entry is, links followed.
    private enum EntryKind {
        case directory, regularFile, other
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
        let canonicalRoot = Self.resolved(root) ?? root
        var listings = prefetchListings(root: root, canonicalRoot: canonicalRoot)
        while let (absolute, relative) = pending.popLast() {
            // What the prefetch did not read (a folder it reached by another path first) is read now.
            let listing = listings.removeValue(forKey: relative) ?? list(absolute, relative: relative, canonicalRoot: canonicalRoot)
            guard let identity = listing.identity else {
                result.diagnostics.append(contentsOf: listing.diagnostics)
                continue
            }
            guard visited.insert(identity).inserted else {
                result.diagnostics.append(Diagnostic(.warning, "symbolic link loop or repeated directory skipped", file: relative))
                continue
            }
            result.diagnostics.append(contentsOf: listing.diagnostics)
            for (list, file) in listing.files { result[keyPath: list].append(file) }
            // Depth-first in name order; the final sort makes the order independent of readdir.
            pending.append(contentsOf: listing.subdirectories.sorted { $0.relative > $1.relative })
        }
        result.sources.sort { $0.path < $1.path }
        result.manifests.sort { $0.path < $1.path }
        result.projectFiles.sort { $0.path < $1.path }
        result.moduleMaps.sort { $0.path < $1.path }
        result.configurationFiles.sort { $0.path < $1.path }
        return result
    }

    /// One folder as read: what the walk takes from it, before it knows whether it has been
    /// there already (by its identity). (Unchecked: key paths, immutable, are not marked Sendable.)
    private struct Listing: @unchecked Sendable {
        /// Nil when the folder could not be opened (the diagnostics say why).
        var identity: DirectoryIdentity?
        var files: [(list: WritableKeyPath<WalkResult, [FoundFile]>, file: FoundFile)] = []
        var subdirectories: [(absolute: String, relative: String)] = []
        var diagnostics: [Diagnostic] = []
    }

    /// The folders under the root read on all cores, breadth first, by relative path: the walk
    /// then goes through them in its order, as if it read each itself. A folder met twice (by a
    /// link) is read once, and the folders below a second meeting are left to the walk.
    private func prefetchListings(root: String, canonicalRoot: String) -> [String: Listing] {
        var listings: [String: Listing] = [:]
        var seen = Set<DirectoryIdentity>()
        var level: [(absolute: String, relative: String)] = [(root, "")]
        while !level.isEmpty {
            let folders = level
            let read = parallelMap(count: folders.count, workers: availableCores, makeState: { () }) { index, _ in
                list(folders[index].absolute, relative: folders[index].relative, canonicalRoot: canonicalRoot)
            }
            level = []
            for (folder, listing) in zip(folders, read) {
                if let identity = listing.identity, seen.insert(identity).inserted { level += listing.subdirectories }
                listings[folder.relative] = listing
            }
        }
        return listings
    }

    /// Reads one folder: its files of interest, the subfolders to enter, what it had to skip.
    private func list(_ absolute: String, relative: String, canonicalRoot: String) -> Listing {
        var listing = Listing()
        // The folder is opened once, and its identity taken from the open descriptor: each
        // lookup of a long path costs the kernel a walk down it.
        let descriptor = open(absolute, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        var status = stat()
        guard descriptor >= 0, fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            if descriptor >= 0 { close(descriptor) }
            listing.diagnostics.append(Diagnostic(.error, Self.unreadableFolder(reason), file: relative.isEmpty ? "." : relative))
            return listing
        }
        listing.identity = DirectoryIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        guard let directory = fdopendir(descriptor) else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            listing.diagnostics.append(Diagnostic(.error, Self.unreadableFolder(reason), file: relative.isEmpty ? "." : relative))
            return listing
        }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = Self.entryName(entry)
            if name == "." || name == ".." { continue }
            let relativePath = { RelativePath.child(name, of: relative) }
            var kind: EntryKind
            var isLink = false
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_REG): kind = .regularFile
            case Int32(DT_LNK), Int32(DT_UNKNOWN):
                var own = stat()
                isLink = fstatat(descriptor, name, &own, AT_SYMLINK_NOFOLLOW) != 0 || own.st_mode & S_IFMT == S_IFLNK
                var target = stat()
                guard fstatat(descriptor, name, &target, 0) == 0 else {
                    listing.diagnostics.append(Diagnostic(.warning, "broken symbolic link skipped", file: relativePath()))
                    continue
                }
                kind = Self.kind(target.st_mode)
            default: kind = .other
            }
            let wanted: Bool
            // For a file: the list it goes to.
            var list: WritableKeyPath<WalkResult, [FoundFile]>?
            switch kind {
            case .directory:
                wanted = !excludedDirectories.contains(name) && !Self.uncompiledFolderExtensions.contains(where: name.hasSuffix)
                    && folderFilter(relativePath())
            case .regularFile:
                list = WalkResult.list(for: name, folder: relative)
                wanted = list != nil
            case .other:
                // A FIFO or device named like a source would block or never end when read.
                if name.hasSuffix(".swift") {
                    listing.diagnostics.append(Diagnostic(.error, "not a regular file, so not read", file: relativePath()))
                }
                wanted = false
            }
            guard wanted else { continue }
            let childAbsolute = RelativePath.child(name, of: absolute)
            let childRelative = relativePath()
            if isLink {
                let target = Self.resolved(childAbsolute)
                guard let target, Self.isInside(target, canonicalRoot) else {
                    let message = "symbolic link to \(target ?? "?"), outside the linted folder, skipped (lint a folder that holds both to read it)"
                    listing.diagnostics.append(Diagnostic(.warning, message, file: childRelative))
                    continue
                }
            }
            if let list {
                listing.files.append((list, FoundFile(path: childRelative, absolutePath: childAbsolute)))
            } else {
                listing.subdirectories.append((childAbsolute, childRelative))
            }
        }
        return listing
    }

    /// Whether the walk enters every folder of a relative path.
    public func enters(_ path: String) -> Bool {
        var folder = RelativePath.parent(of: path)
        while !folder.isEmpty {
            let name = RelativePath.lastComponent(of: folder)
            if excludedDirectories.contains(name) || Self.uncompiledFolderExtensions.contains(where: name.hasSuffix) || !folderFilter(folder) {
                return false
            }
            folder = RelativePath.parent(of: folder)
        }
        return true
    }

    /// The names of configuration files.
    public static let configurationNames = [".archlint.json", ".archlint.json5"]

    /// The message of a folder that cannot be read.
    static func unreadableFolder(_ reason: String) -> String {
        "folder cannot be read (\(reason)), so its files are not checked"
    }

    private static func kind(_ mode: mode_t) -> EntryKind {
        switch mode & S_IFMT {
        case S_IFDIR: .directory
        case S_IFREG: .regularFile
        default: .other
        }
    }

    /// The absolute path of `path` with every link followed, or nil when it cannot be resolved.
    static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` (resolved) is `root` (resolved) or inside it.
    static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

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
        if let list = Self.list(for: name, folder: folder) { self[keyPath: list].append(file) }
    }

    /// The list a file named `name` in `folder` belongs to, or nil for a file of no interest.
    static func list(for name: String, folder: String) -> WritableKeyPath<WalkResult, [FoundFile]>? {
        if name.hasSuffix(".swift") { return FileWalker.isManifestName(name) ? \.manifests : \.sources }
        if ProjectFileKind(name: name, folder: folder) != nil { return \.projectFiles }
        if name == "module.modulemap" { return \.moduleMaps }
        if !folder.isEmpty, FileWalker.configurationNames.contains(name) { return \.configurationFiles }
        return nil
    }
}

private struct DirectoryIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
}
