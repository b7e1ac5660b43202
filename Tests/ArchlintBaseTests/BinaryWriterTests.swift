import ArchlintBase
import Testing

@Suite("Binary writer")
struct BinaryWriterTests {
    /// Past its first buffer (16 bytes) the writer moves what it holds into a larger one: every
    /// value written before and after each move reads back.
    @Test func valuesWrittenAcrossGrowingBuffersReadBack() throws {
        var writer = BinaryWriter(capacity: 1)
        let texts = (0..<300).map { String(repeating: "é", count: $0 % 40) + "\($0)" }
        for (index, text) in texts.enumerated() {
            writer.write(UInt64.max - UInt64(index))
            writer.write(text)
            writer.write(index % 2 == 0 ? nil : text)
            writer.write(-index)
        }
        writer.append([1, 2, 3] as [UInt8])
        #expect(writer.count == writer.bytes.count)
        try writer.withUnsafeBytes { raw throws in
            var reader = BinaryReader(raw)
            for (index, text) in texts.enumerated() {
                #expect(try reader.readUInt64() == UInt64.max - UInt64(index))
                #expect(try reader.readString() == text)
                #expect(try reader.readOptionalString() == (index % 2 == 0 ? nil : text))
                #expect(try reader.readInt() == -index)
            }
            #expect(try (0..<3).map { _ in try reader.readByte() } == [1, 2, 3])
            #expect(reader.isAtEnd)
        }
    }

    /// A patched value replaces the eight bytes written for it, whatever came after.
    @Test func patchingAFixedValueKeepsTheRest() throws {
        var writer = BinaryWriter()
        writer.writeFixed(0)
        writer.write("after")
        writer.patchFixed(0x0102_0304_0506_0708, at: 0)
        #expect(Array(writer.bytes.prefix(8)) == [8, 7, 6, 5, 4, 3, 2, 1])
        try writer.withUnsafeBytes { raw throws in
            var reader = BinaryReader(UnsafeRawBufferPointer(rebasing: raw[8...]))
            #expect(try reader.readString() == "after")
        }
    }

    /// Emptied, the writer starts again at the front (the fact cache encodes every file through one).
    @Test func removeAllStartsAgain() {
        var writer = BinaryWriter(capacity: 4)
        writer.write("a text longer than the first buffer")
        writer.removeAll()
        writer.write(UInt8(7))
        #expect(writer.bytes == [7])
    }

    /// Emptied with a limit after a large value, the writer lets its grown buffer go and writes
    /// the next values into a new one.
    @Test func removeAllWithALimitStartsAgainInASmallerBuffer() throws {
        var writer = BinaryWriter(capacity: 16)
        let large = String(repeating: "x", count: 100_000)
        writer.write(large)
        writer.removeAll(keepingCapacityUpTo: 64)
        writer.write("small")
        writer.write(large)
        try writer.withUnsafeBytes { raw throws in
            var reader = BinaryReader(raw)
            #expect(try reader.readString() == "small")
            #expect(try reader.readString() == large)
            #expect(reader.isAtEnd)
        }
    }
}
