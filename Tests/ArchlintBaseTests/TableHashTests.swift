import ArchlintBase
import Testing

@Suite("Table hash")
struct TableHashTests {
    private static let text = Array("Sources/ArchlintGraph/DependencyGraph+Types.swift: résolution".utf8)

    private static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { TableHash.of($0) }
    }

    /// Every length takes the path for its size (none, 1–3, 4–16, longer) and every byte counts:
    /// the prefixes hash apart, and changing any one byte of one changes its hash.
    @Test func everyByteOfEveryLengthCounts() {
        let prefixes = (0...Self.text.count).map { Self.hash(Self.text[..<$0]) }
        #expect(Set(prefixes).count == prefixes.count)
        for length in 1...Self.text.count {
            for position in 0..<length {
                var changed = Array(Self.text[..<length])
                changed[position] ^= 0x20
                #expect(Self.hash(changed[...]) != prefixes[length], "length \(length), byte \(position)")
            }
        }
    }

    /// The hash of a key depends on its bytes only, not on where they sit in memory.
    @Test func equalKeysHashEqually() {
        let inside = Self.text[8..<21]
        #expect(Self.hash(inside) == Self.hash(ArraySlice(Array(inside))))
        #expect(Self.hash(Self.text[...]) == Self.hash(ArraySlice(Self.text)))
    }
}
