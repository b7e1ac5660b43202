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
        // this one may have left that much free at its top (two CI runs did, one of them between
        // the trim and the allocation). Trimmed first, it cannot, unless another test frees that
        // much in between: a few tries tell that apart from the limit not being set, which fails
        // every one of them.
        var tries = 0
        var mapped = false
        while !mapped, tries < 5 {
            tries += 1
            FreedMemory.returnToSystem()
            let block = try #require(malloc(30 << 20))
            mapped = Self.hasPagesOfItsOwn(block)
            free(block)
        }
        #expect(mapped, "a 30 MB block came from an arena in \(tries) tries")
    }
}
#endif
