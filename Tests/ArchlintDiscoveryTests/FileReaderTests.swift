import ArchlintDiscovery
import Foundation
import Testing

/// Whole files, whatever their size says: the reader stops once it has the bytes a file's status
/// counted, so these check that nothing is cut or left over.
@Suite("File reading")
struct FileReaderTests {
    @Test func readsEveryByteOfSmallEmptyAndGrownFiles() throws {
        let folder = NSTemporaryDirectory() + "archlint-file-reader-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let large = String(repeating: "let value = 1 // padding\n", count: 20_000)  // past the reader's first buffer
        let files = [("Small.swift", "struct A {}\n"), ("Empty.swift", ""), ("Large.swift", large), ("Small.swift", "struct A {}\n")]
        for (name, content) in files { #expect(FileManager.default.createFile(atPath: "\(folder)/\(name)", contents: Data(content.utf8))) }
        let reader = FileReader(initialCapacity: 64)
        for (name, content) in files {
            #expect(reader.bytes("\(folder)/\(name)") == .success(Array(content.utf8)), "\(name)")
        }
    }

    /// A file whose status counts no bytes (as Linux's /proc files do) is read to its end, through
    /// a buffer that grows as it fills, keeping what it holds.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func readsAFileWhoseStatusCountsNoBytes() throws {
        guard case .success(let bytes) = FileReader(initialCapacity: 16).bytes("/proc/self/status") else {
            Issue.record("/proc/self/status was not read")
            return
        }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("Name:"))
        #expect(text.contains("VmRSS:") || text.contains("State:"))
        #expect(text.hasSuffix("\n"))
    }
}
