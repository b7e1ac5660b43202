import ArchlintBase

/// How the allocator serves a command-line process, which reads a repository once and exits.
public enum ProcessMemory {
    /// Blocks of a megabyte and more get pages of their own, handed back when freed (see
    /// `FreedMemory.mapBlocks`): 2.5–4 MiB less peak memory on the benchmark corpus, in the same
    /// time (a limit of 256 KB took a sixth longer). A process-wide choice, so the tool makes it.
    public static func mapLargeBlocks() {
        FreedMemory.mapBlocks(largerThan: 1 << 20)
    }

    /// Arenas keep their free tops (see `FreedMemory.keepFreedTops`) until the lint hands memory
    /// back itself, after reading: on the benchmark corpus a cold lint took 44,500–47,800 page
    /// faults instead of 61,000–63,000, and 0.83 s instead of 0.88 in alternating runs, for 2–3 MB
    /// more peak memory.
    public static func keepFreedMemoryUntilReturned() {
        FreedMemory.keepFreedTops(upTo: 256 << 20, growingBy: 16 << 20)
    }
}
