#if canImport(Glibc)
import ArchlintBase
import Glibc
import Testing

@Suite("Freed memory")
struct FreedMemoryTests {
    /// glibc marks a block that has pages of its own in its header (bit 1 of the size word).
    static func hasPagesOfItsOwn(_ block: UnsafeMutableRawPointer) -> Bool {
        (block - MemoryLayout<Int>.size).load(as: Int.self) & 2 != 0
    }

    @Test func blocksPastTheLimitGetPagesOfTheirOwn() throws {
        // A freed 24 MB block raises glibc's own limit past it: later blocks that size come from an arena.
        free(malloc(24 << 20))
        #expect(FreedMemory.mapBlocks(largerThan: 1 << 20))
        let large = try #require(malloc(4 << 20))
        let small = try #require(malloc(64 << 10))
        defer { free(large); free(small) }
        #expect(Self.hasPagesOfItsOwn(large))
        #expect(!Self.hasPagesOfItsOwn(small))
    }
}
#endif
