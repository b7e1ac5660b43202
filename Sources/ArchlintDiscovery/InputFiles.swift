import ArchlintBase

/// Reads the other files a project file names (an Xcode configuration's `.xcconfig`, an XcodeGen
/// `include:`), by root-relative path, never outside the root, and remembers each with its content
/// hash: a lint's result depends on them as much as on the project file.
final class InputFiles {
    private let root: String
    private let reader = FileReader(initialCapacity: 4096)
    private(set) var read: [(path: String, hash: UInt64)] = []
    /// Files asked for inside the root that could not be read: should one appear, the project changes.
    private(set) var unreadable: [String] = []

    private lazy var canonicalRoot = FileWalker.resolved(root)

    init(root: String) {
        self.root = root
    }

    func load(_ path: String) -> [UInt8]? {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { return nil }
        let absolute = root.hasSuffix("/") ? root + path : root + "/" + path
        // A link on the way may lead out of the root, as it may for the walk.
        guard let resolved = FileWalker.resolved(absolute), let canonicalRoot, FileWalker.isInside(resolved, canonicalRoot),
            case .success(let bytes) = reader.bytes(absolute)
        else {
            unreadable.append(path)
            return nil
        }
        read.append((path, bytes.withUnsafeBytes { ContentHash.xxh64($0) }))
        return bytes
    }

    /// Every file asked for, with its content hash (nil: it could not be read).
    var asked: [(path: String, hash: UInt64?)] {
        read.map { ($0.path, Optional($0.hash)) } + unreadable.map { ($0, nil) }
    }

    /// Whether each of `files` reads as it did (with the hash given, or not at all when it is nil).
    static func areUnchanged(_ files: [(path: String, hash: UInt64?)], root: String) -> Bool {
        let inputs = InputFiles(root: root)
        return files.allSatisfy { file in
            inputs.load(file.path).map { bytes in bytes.withUnsafeBytes { ContentHash.xxh64($0) } } == file.hash
        }
    }
}
