import ArchlintBase

/// Reads the other files a project file names (an Xcode configuration's `.xcconfig`, an XcodeGen
/// `include:`), by root-relative path, never outside the root, and remembers each with its content
/// hash: a lint's result depends on them as much as on the project file.
final class InputFiles {
    private let root: String
    private let reader = FileReader(initialCapacity: 4096)
    private(set) var read: [(path: String, hash: UInt64)] = []

    private lazy var canonicalRoot = FileWalker.resolved(root)

    init(root: String) {
        self.root = root
    }

    func load(_ path: String) -> [UInt8]? {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { return nil }
        let absolute = root.hasSuffix("/") ? root + path : root + "/" + path
        // A link on the way may lead out of the root, as it may for the walk.
        guard let resolved = FileWalker.resolved(absolute), let canonicalRoot, FileWalker.isInside(resolved, canonicalRoot) else { return nil }
        guard case .success(let bytes) = reader.bytes(absolute) else { return nil }
        read.append((path, bytes.withUnsafeBytes { ContentHash.xxh64($0) }))
        return bytes
    }
}
