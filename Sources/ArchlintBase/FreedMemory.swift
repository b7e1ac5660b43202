#if canImport(Glibc)
import Glibc
#endif

/// Memory the allocator holds free, handed back to the system.
public enum FreedMemory {
    /// glibc keeps what each worker thread freed in that thread's arena and reuses it only there:
    /// after reading, the arenas hold every buffer the readers grew, and the graph built next
    /// takes new pages on top of them. Returning them first lowers a lint's peak resident memory
    /// (by 5–8 MB of about 198 on the benchmark corpus). Elsewhere it does nothing.
    public static func returnToSystem() {
        #if canImport(Glibc)
        // Looked up rather than linked: C libraries other than glibc (musl) have no `malloc_trim`.
        guard let trim = trim else { return }
        _ = trim(0)
        #endif
    }

    /// glibc serves a block of up to 32 MB from its arenas once a block that large was freed (the
    /// token buffer of a generated file, the results of a parallel stage), and a freed one leaves a
    /// hole there that smaller blocks fill only in part. Blocks of `bytes` and more get pages of
    /// their own instead, handed back when freed. A process-wide choice, for the program to make.
    /// Elsewhere it does nothing.
    public static func mapBlocks(largerThan bytes: Int) {
        #if canImport(Glibc)
        setOption(mmapThresholdOption, bytes)
        #endif
    }

    /// glibc hands the free top of an arena back to the system as soon as it passes 128 KB, and
    /// maps new pages (zeroed, a fault each) when the next block needs them: reading a repository
    /// frees and regrows buffers at the top of its workers' arenas thousands of times. Free tops of
    /// up to `bytes` are kept instead, and an arena grows by `pad` more than it needs; memory goes
    /// back where the program says so (`returnToSystem`). A process-wide choice, for the program
    /// to make. Elsewhere it does nothing.
    public static func keepFreedTops(upTo bytes: Int, growingBy pad: Int) {
        #if canImport(Glibc)
        setOption(trimThresholdOption, bytes)
        setOption(topPadOption, pad)
        #endif
    }

    #if canImport(Glibc)
    /// `mallopt`, looked up like `malloc_trim`.
    private static func setOption(_ option: Int32, _ value: Int) {
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "mallopt") else { return }
        let setOption = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = setOption(option, Int32(clamping: value))
    }

    private typealias Trim = @convention(c) (Int) -> Int32
    private static let trim: Trim? = {
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: Trim.self)
    }()
    /// `M_TRIM_THRESHOLD`, `M_TOP_PAD` and `M_MMAP_THRESHOLD` of glibc's `malloc.h`.
    private static let trimThresholdOption: Int32 = -1
    private static let topPadOption: Int32 = -2
    private static let mmapThresholdOption: Int32 = -3
    #endif
}
