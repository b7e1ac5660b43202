import ArchlintBase

/// How the allocator serves a command-line process, which reads a repository once and exits.
public enum ProcessMemory {
    /// Blocks of 32 MB and more get pages of their own, handed back when freed (see
    /// `FreedMemory.mapBlocks`); smaller ones come from the arenas, which keep their free tops
    /// (`keepFreedMemoryUntilReturned`). The token and read buffers of a large file (54 files of
    /// the benchmark corpus are over 160 KB) then reuse pages instead of faulting in new zeroed
    /// ones for every such file: a cold lint of the corpus took 35,700–36,200 page faults instead
    /// of 45,700–47,700 and 3 % less time, at the same peak memory (11 alternating runs; a limit
    /// of 1 MB, chosen before the arenas kept their tops, had saved 2.5–4 MiB of peak then).
    /// A process-wide choice, so the tool makes it.
    public static func mapLargeBlocks() {
        FreedMemory.mapBlocks(largerThan: 32 << 20)
    }

    /// Arenas keep their free tops (see `FreedMemory.keepFreedTops`) until the lint hands memory
    /// back itself, after reading: on the benchmark corpus a cold lint took 44,500–47,800 page
    /// faults instead of 61,000–63,000, and 0.83 s instead of 0.88 in alternating runs, for 2–3 MB
    /// more peak memory.
    public static func keepFreedMemoryUntilReturned() {
        FreedMemory.keepFreedTops(upTo: 256 << 20, growingBy: 16 << 20)
    }
}
