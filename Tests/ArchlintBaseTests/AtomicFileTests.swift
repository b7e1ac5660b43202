import ArchlintBase
import Foundation
import Testing

@Suite("Atomic file writes")
struct AtomicFileTests {
    let folder = NSTemporaryDirectory() + "archlint-atomic-" + UUID().uuidString

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test func replacesARegularFileWhole() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/report.json"
        try AtomicFile.write(Array("old".utf8), to: path)
        try AtomicFile.write(Array("new".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.json"])
    }

    /// Through a symbolic link the target is replaced and the link stays a link.
    @Test func writesThroughASymbolicLink() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write(Array("target".utf8), to: "\(folder)/target.json")
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/link.json", withDestinationPath: "\(folder)/target.json")
        try AtomicFile.write(Array("through".utf8), to: "\(folder)/link.json")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/link.json") == "\(folder)/target.json")
        #expect(try String(contentsOfFile: "\(folder)/target.json", encoding: .utf8) == "through")
    }

    /// Pieces smaller than the stream's buffer, one that fills it past its size and one larger
    /// than it (written straight to the file) land in the order appended; nothing appears before
    /// the commit.
    @Test func streamKeepsPiecesOfEverySizeInOrder() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/cache"
        let pieces: [[UInt8]] = [
            Array("head".utf8), [UInt8](repeating: 1, count: 200_000), [UInt8](repeating: 2, count: 100_000),
            [UInt8](repeating: 3, count: 3_000_000), Array("tail".utf8),
        ]
        let stream = try AtomicFile.Stream(path)
        for piece in pieces { try piece.withUnsafeBytes { try stream.append($0) } }
        #expect(!FileManager.default.fileExists(atPath: path))
        try stream.commit()
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == pieces.flatMap { $0 })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["cache"])
    }

    /// A pipe (like `/dev/stdout` or `/dev/null`, which a rename would replace) is written into.
    @Test func writesIntoAPipe() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = "\(folder)/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = ReceivedBytes()
        let reader = Thread { received.set(FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()) }
        reader.start()
        try AtomicFile.write(Array("through the pipe".utf8), to: fifo)
        while !received.isDone { usleep(1000) }
        #expect(String(decoding: received.data, as: UTF8.self) == "through the pipe")
        var status = stat()
        #expect(stat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }
}

private final class ReceivedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Data?
    func set(_ data: Data) { lock.withLock { stored = data } }
    var isDone: Bool { lock.withLock { stored != nil } }
    var data: Data { lock.withLock { stored ?? Data() } }
}
