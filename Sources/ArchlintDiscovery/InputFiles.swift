import ArchlintBase

/// Reads the other files a project file names (an Xcode configuration's `.xcconfig`, an XcodeGen
/// `include:`), by root-relative path, never outside the root, and remembers each with its content
/// hash: a lint's result depends on them as much as on the project file.
final class InputFiles {
    private let root: String
    private let reader = FileReader(initialCapacity: 4096)
    private(set) var read: [(path: String, hash: UInt64)] = []

    init(root: String) {
        self.root = root
    }

    func load(_ path: String) -> [UInt8]? {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { return nil }
        guard case .success(let bytes) = reader.bytes(root.hasSuffix("/") ? root + path : root + "/" + path) else { return nil }
        read.append((path, bytes.withUnsafeBytes { ContentHash.xxh64($0) }))
        return bytes
    }
}
