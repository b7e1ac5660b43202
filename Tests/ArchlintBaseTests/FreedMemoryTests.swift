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

    /// Sizes far above what the other tests of the process allocate, so that no freed block of
    /// theirs can serve them.
    @Test func blocksPastTheLimitGetPagesOfTheirOwn() throws {
        // A freed 31 MB block raises glibc's own limit to its size: a 30 MB block would come from an arena.
        free(malloc(31 << 20))
        FreedMemory.mapBlocks(largerThan: 1 << 20)
        // glibc maps pages only when the arena cannot serve the block: the tests running beside
        // this one may have left that much free at its top (a CI run did). Trimmed first, it cannot.
        FreedMemory.returnToSystem()
        let block = try #require(malloc(30 << 20))
        defer { free(block) }
        #expect(Self.hasPagesOfItsOwn(block))
    }
}
#endif
