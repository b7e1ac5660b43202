import ArchlintCache
import ArchlintGraph
import ArchlintKit
import Foundation
import Testing

/// The fact cache makes runs faster, never different: every run through it must read the same
/// facts as a run without it, whatever state the cache file is in.
@Suite("Fact cache")
struct FactCacheTests {
    static let sources = [
        "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", targets: [.target(name: "Core"), .target(name: "Feature", dependencies: ["Core"])])
            """,
        "Sources/Core/User.swift": "public struct User: Codable { public let name: String }\n// archlint:disable:next naming -- legacy\nenum Legacy {}",
        "Sources/Feature/ProfileViewModel.swift": """
            import Core
            @MainActor final class ProfileViewModel {
                private(set) var user: User?
                func load() async throws { _ = try await URLSession.shared.data(from: URL(string: "https://example.com")!) }
            }
            """,
        "Sources/Feature/Broken.swift": "let text = \"unterminated\n/* open comment",
    ]

    /// Reads `root` through a cache in `directory`; `racyWindow: 0` trusts files written a moment ago.
    static func read(_ root: String, cacheIn directory: String, racyWindow: Int64 = 0) -> (facts: [String], cache: FactCache) {
        var reader = RepositoryReader(workers: 2)
        let cache = FactCache(directory: directory, root: root, racyWindow: racyWindow)
        reader.cache = cache
        return (describe(reader.read(root: root)), cache)
    }

    static func describe(_ repository: RepositoryFacts) -> [String] {
        repository.files.map { "\($0.path) \($0.facts)" }
    }

    static func uncached(_ root: String) -> [String] {
        describe(RepositoryReader(workers: 1).read(root: root))
    }

    @Test func warmRunsReadTheSameFactsWithoutReadingFiles() throws {
        let tree = try TemporaryTree(Self.sources)
        let cacheDirectory = tree.path(".cache")
        let expected = Self.uncached(tree.root)
        let cold = Self.read(tree.root, cacheIn: cacheDirectory)
        #expect(cold.facts == expected)
        #expect(cold.cache.summary?.misses == 3)
        #expect(cold.cache.summary?.saved == true)
        let warm = Self.read(tree.root, cacheIn: cacheDirectory)
        #expect(warm.facts == expected)
        #expect(warm.cache.summary?.statusHits == 3)
        #expect(warm.cache.summary?.saved == false)
    }

    /// Files written within the racy window of the run that verified them are hashed again, and
    /// a file touched (as by a fresh checkout) is recognised by its content.
    @Test func recentAndTouchedFilesAreVerifiedByContent() throws {
        let tree = try TemporaryTree(Self.sources)
        let cacheDirectory = tree.path(".cache")
        _ = Self.read(tree.root, cacheIn: cacheDirectory)
        let racy = Self.read(tree.root, cacheIn: cacheDirectory, racyWindow: FactCache.defaultRacyWindow)
        #expect(racy.cache.summary?.contentHits == 3)
        _ = Self.read(tree.root, cacheIn: cacheDirectory)
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, tree.path("Sources/Core/User.swift"), &times, 0) == 0)
        let touched = Self.read(tree.root, cacheIn: cacheDirectory)
        #expect(touched.cache.summary?.contentHits == 1)
        #expect(touched.cache.summary?.statusHits == 2)
        #expect(touched.facts == Self.uncached(tree.root))
    }

    @Test func editedAddedAndRemovedFilesAreReadAgain() throws {
        let tree = try TemporaryTree(Self.sources)
        let cacheDirectory = tree.path(".cache")
        _ = Self.read(tree.root, cacheIn: cacheDirectory)
        try tree.write("Sources/Core/User.swift", "public struct User { public let id: Int }")
        try tree.write("Sources/Core/Team.swift", "public struct Team {}")
        try FileManager.default.removeItem(atPath: tree.path("Sources/Feature/Broken.swift"))
        let edited = Self.read(tree.root, cacheIn: cacheDirectory)
        #expect(edited.facts == Self.uncached(tree.root))
        #expect(edited.cache.summary?.misses == 2)
        #expect(edited.cache.summary?.statusHits == 1)
        let again = Self.read(tree.root, cacheIn: cacheDirectory)
        #expect(again.cache.summary?.statusHits == 3)
        #expect(again.cache.summary?.saved == false)
    }

    /// An edit appends the file's new facts to the cache file; once most of it is outdated facts,
    /// the file is written anew.
    @Test func editsAppendAndTheFileIsCompactedWhenMostlyOutdated() throws {
        let tree = try TemporaryTree(Self.sources)
        let cacheDirectory = tree.path(".cache")
        let first = Self.read(tree.root, cacheIn: cacheDirectory)
        let initialSize = try #require(FileManager.default.attributesOfItem(atPath: first.cache.path)[.size] as? Int)
        var largest = initialSize
        for edit in 1...12 {
            try tree.write("Sources/Core/User.swift", "public struct User { public let id\(edit): Int }\n" + String(repeating: "// padding\n", count: edit))
            let run = Self.read(tree.root, cacheIn: cacheDirectory)
            #expect(run.facts == Self.uncached(tree.root))
            #expect(run.cache.summary?.misses == 1 && run.cache.summary?.saved == true)
            largest = max(largest, try #require(FileManager.default.attributesOfItem(atPath: run.cache.path)[.size] as? Int))
        }
        #expect(largest < initialSize * 3)
        let final = Self.read(tree.root, cacheIn: cacheDirectory)
        #expect(final.cache.rejection == nil)
        #expect(final.cache.summary?.statusHits == 3)
    }

    /// Whatever is in the cache file, the run reads the right facts and repairs the cache.
    @Test(arguments: ["garbage", "truncated", "foreign version", "flipped byte", "empty"])
    func damagedCachesAreIgnoredAndRebuilt(damage: String) throws {
        let tree = try TemporaryTree(Self.sources)
        let cacheDirectory = tree.path(".cache")
        let first = Self.read(tree.root, cacheIn: cacheDirectory)
        let cacheFile = first.cache.path
        var bytes = try #require(FileManager.default.contents(atPath: cacheFile)).map { $0 }
        switch damage {
        case "garbage": bytes = Array("not a cache at all, just text".utf8)
        case "truncated": bytes = Array(bytes.prefix(bytes.count / 2))
        case "foreign version": bytes = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "archlint", with: "archlimp").utf8)
        case "flipped byte": bytes[bytes.count / 3] ^= 0x40
        default: bytes = []
        }
        try Data(bytes).write(to: URL(fileURLWithPath: cacheFile))
        let damaged = Self.read(tree.root, cacheIn: cacheDirectory)
        #expect(damaged.facts == Self.uncached(tree.root))
        #expect(damaged.cache.summary?.saved == true)
        if damage != "flipped byte" { #expect(damaged.cache.rejection != nil) }
        let repaired = Self.read(tree.root, cacheIn: cacheDirectory)
        #expect(repaired.cache.rejection == nil)
        #expect(repaired.cache.summary?.statusHits == 3)
    }

    @Test func anUnwritableCacheIsANoteNotAFailure() throws {
        let tree = try TemporaryTree(Self.sources)
        try tree.write("blocked", "a file where the cache folder should be")
        let run = Self.read(tree.root, cacheIn: tree.path("blocked/cache"))
        #expect(run.facts == Self.uncached(tree.root))
        #expect(run.cache.summary?.saved == false)
        #expect(run.cache.summary?.saveError?.contains("blocked") == true)
    }

    /// Runs sharing a cache each see a whole cache file or none, never a half-written one.
    @Test func concurrentRunsShareACache() throws {
        let tree = try TemporaryTree(Self.sources)
        let cacheDirectory = tree.path(".cache")
        let expected = Self.uncached(tree.root)
        let results = (0..<6).map { _ in LockedResult() }
        let root = tree.root
        DispatchQueue.concurrentPerform(iterations: 6) { index in
            if index % 2 == 0 { _ = FileManager.default.createFile(atPath: "\(root)/Sources/Core/Extra\(index).swift", contents: Data("struct Extra\(index) {}".utf8)) }
            let run = Self.read(root, cacheIn: cacheDirectory)
            results[index].set(run.cache.rejection)
        }
        for result in results { #expect(result.value == nil) }
        let final = Self.read(tree.root, cacheIn: cacheDirectory)
        #expect(final.cache.rejection == nil)
        #expect(final.facts == Self.uncached(tree.root))
        #expect(final.facts.count == expected.count + 3)
    }

    /// A shared cache directory keeps the cache of every folder ever linted unless old ones go.
    @Test func cacheFilesUnusedForAMonthArePrunedOnceADay() throws {
        let tree = try TemporaryTree()
        let directory = tree.path("cache")
        let now = Int64(Date().timeIntervalSince1970)
        let day: Int64 = 86_400
        func age(_ name: String, days: Int64) throws {
            try tree.write("cache/" + name, "x")
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: TimeInterval(now - days * day))], ofItemAtPath: "\(directory)/\(name)")
        }
        try age("facts-old.cache", days: 40)
        try age("result-old.cache", days: 31)
        try age(".facts-abc.cache.tmp-123456", days: 40)
        try age("facts-recent.cache", days: 20)
        try age("notes.txt", days: 400)
        CachePruning.pruneIfDue(directory: directory, now: now)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory))
        #expect(left == ["facts-recent.cache", "notes.txt", "last-pruned"])

        try age("facts-other.cache", days: 40)
        CachePruning.pruneIfDue(directory: directory, now: now + day / 2)
        #expect(FileManager.default.fileExists(atPath: tree.path("cache/facts-other.cache")), "a second pass the same day does nothing")
        CachePruning.pruneIfDue(directory: directory, now: now + 2 * day)
        #expect(!FileManager.default.fileExists(atPath: tree.path("cache/facts-other.cache")))

        CachePruning.markUsed(path: tree.path("cache/facts-recent.cache"))
        let touched = try FileManager.default.attributesOfItem(atPath: tree.path("cache/facts-recent.cache"))[.modificationDate] as! Date
        #expect(abs(touched.timeIntervalSinceNow) < 60)
    }

    /// A lint through the cache marks the cache file it used, so pruning goes by use, not by writes.
    @Test func aLintMarksItsCacheFileUsed() throws {
        let tree = try TemporaryTree(Self.sources)
        let cacheDirectory = tree.path(".cache")
        let first = Self.read(tree.root, cacheIn: cacheDirectory)
        let old = Date(timeIntervalSinceNow: -10 * 86_400)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: first.cache.path)
        _ = Self.read(tree.root, cacheIn: cacheDirectory)
        let used = try FileManager.default.attributesOfItem(atPath: first.cache.path)[.modificationDate] as! Date
        #expect(abs(used.timeIntervalSinceNow) < 60)
    }
}

private final class LockedResult: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String?
    func set(_ value: String?) { lock.withLock { stored = value } }
    var value: String? { lock.withLock { stored } }
}
