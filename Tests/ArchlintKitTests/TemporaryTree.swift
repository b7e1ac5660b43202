import Foundation

/// A folder of files for a test, removed when the test is done.
final class TemporaryTree {
    let root: String

    init(_ files: [String: String] = [:]) throws {
        root = NSTemporaryDirectory() + "archlint-test-" + UUID().uuidString
        // With a .build folder, lints of the tree keep their cache in it and it goes with the
        // tree, instead of piling up in the user's ~/.cache (Linter.defaultCacheDirectory).
        try FileManager.default.createDirectory(atPath: root + "/.build", withIntermediateDirectories: true)
        for (path, content) in files { try write(path, content) }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    func path(_ relative: String) -> String { "\(root)/\(relative)" }

    /// The root folder's name: the module of files no project's target compiles.
    var name: String { (root as NSString).lastPathComponent }

    func write(_ relative: String, _ content: String) throws {
        try write(relative, bytes: Array(content.utf8))
    }

    func write(_ relative: String, bytes: [UInt8]) throws {
        let full = path(relative)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: full, contents: Data(bytes))
    }

    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Everything a child process writes to `handle`, read with `read(2)` retried on EINTR: Foundation's
/// `readDataToEndOfFile()` traps when a signal interrupts it, which a loaded machine makes happen.
func readToEnd(_ handle: FileHandle) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            data.append(contentsOf: buffer[..<count])
        } else if count == 0 || errno != EINTR {
            return data
        }
    }
}
