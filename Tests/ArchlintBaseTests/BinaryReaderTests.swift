import ArchlintBase
import Testing

@Suite("Binary reader")
struct BinaryReaderTests {
    /// Values at each varint length boundary: one byte up to 127, two up to 16,383, three up to
    /// 2,097,151 (the lengths the reader decodes on shorter paths), then longer ones.
    static let boundaries: [UInt64] = [
        0, 1, 127, 128, 129, 255, 300, 16_383, 16_384, 16_385, 2_097_151, 2_097_152, 268_435_455, 268_435_456,
        UInt64(UInt32.max), 1 << 56, UInt64.max - 1, UInt64.max,
    ]

    /// What `read` reads from `bytes`, and the offset where the reader stopped.
    static func read<T>(_ bytes: [UInt8], _ read: (inout BinaryReader) throws -> T) throws -> (value: T, offset: Int) {
        try bytes.withUnsafeBytes { raw in
            var reader = BinaryReader(raw)
            let value = try read(&reader)
            return (value, reader.offset)
        }
    }

    @Test(arguments: boundaries)
    func unsignedValuesRoundTrip(value: UInt64) throws {
        var writer = BinaryWriter()
        writer.write(value)
        writer.write(UInt8(0x2A))  // what follows is read from where the value ends
        let read = try Self.read(writer.bytes) { reader in (try reader.readUInt64(), try reader.readByte(), reader.isAtEnd) }
        #expect(read.value.0 == value)
        #expect(read.value.1 == 0x2A)
        #expect(read.value.2)
    }

    @Test(arguments: [0, 1, -1, 63, -64, 64, -65, 8_191, -8_192, 8_192, 1_048_575, -1_048_576, 1_048_576, Int.max, Int.min])
    func signedValuesRoundTrip(value: Int) throws {
        var writer = BinaryWriter()
        writer.write(value)
        let read = try Self.read(writer.bytes) { try $0.readInt() }
        #expect(read.value == value)
        #expect(read.offset == writer.bytes.count)
    }

    @Test(arguments: boundaries.filter { $0 >= 128 })
    func everyTruncatedVarintThrows(value: UInt64) {
        var writer = BinaryWriter()
        writer.write(value)
        for length in 0..<writer.bytes.count {
            #expect(throws: BinaryReader.Malformed.self) { try Self.read(Array(writer.bytes.prefix(length))) { try $0.readUInt64() } }
        }
    }

    @Test func varintsLongerThanSixtyFourBitsThrow() {
        let bytes = [UInt8](repeating: 0xFF, count: 12) + [0x01]
        #expect(throws: BinaryReader.Malformed.self) { try Self.read(bytes) { try $0.readUInt64() } }
    }

    @Test func countsBeyondTheBytesLeftThrow() {
        var writer = BinaryWriter()
        writer.write(UInt64(300))  // 300 elements announced, none follow
        #expect(throws: BinaryReader.Malformed.self) { try Self.read(writer.bytes) { try $0.readCount() } }
    }
}
