import ArchlintBase
import ArchlintDiscovery
import ArchlintProject
import Foundation

/// The repository as the next commit will hold it: git's index, seen from a folder of the work
/// tree. A pre-commit hook lints this, not the work tree: a file staged with a violation and fixed
/// only in the work tree is committed with the violation, and a violation only in the work tree is
/// not committed.
///
/// Files whose staged content differs from the work tree (partly staged, or deleted from the work
/// tree but not from the index) are read from copies of their staged content; files the commit will
/// not hold (untracked or ignored, or staged for deletion) are left out; every other file is read
/// in place, through the fact cache. Configuration and baseline files are read as staged when
/// they are in the index, else from the work tree.
public final class StagedSnapshot: Sendable {
    /// The folder seen (canonical, absolute).
    public let root: String
    /// Files added, copied, modified or renamed in the index, relative to `root`, sorted: what
    /// the commit changes.
    public let stagedFiles: [String]
    /// The paths in the index, relative to `root` (those of submodules' indexes too), sorted: the
    /// files the commit will hold.
    let held: [String]
    /// Paths relative to `root` whose staged content is read from `copies`.
    let replaced: Set<String>
    /// A temporary folder holding the staged content of `replaced` at their paths from the top
    /// of the work tree (`copyPrefix` + path); removed with the snapshot.
    let copies: String?
    /// `root`'s path from the top of the work tree, with a final `/` (empty at the top).
    let copyPrefix: String
    /// The commit checked out; nil before the first commit.
    let head: String?
    /// Every file the index changes from `head` (deletions too), relative to `root`, sorted.
    let changedFromHead: [String]

    /// The index of the repository holding `folder`; throws `ChangedFiles.GitError` outside a
    /// git work tree.
    public init(folder: String) throws {
        root = Linter.canonicalPath(folder)
        // Questions git answers independently: asked at once, a hook waits for the slowest only.
        let root = root
        let questions = [
            ["diff", "--cached", "--name-status", "--relative", "--no-renames", "-z"],
            // Tracked files whose work-tree content is not what is staged (modified or deleted).
            ["diff", "--name-only", "--relative", "--no-renames", "--ignore-submodules", "-z"],
            // What the index holds, rather than what it does not: listing the untracked and
            // ignored files walks the whole work tree.
            ["ls-files", "--recurse-submodules", "-z"],
            ["rev-parse", "--show-prefix"],
            ["rev-parse", "--verify", "--quiet", "HEAD"],
        ]
        let answers = parallelMap(count: questions.count, workers: questions.count, makeState: { () }) { index, _ in
            Result { try ChangedFiles.git(questions[index], in: root) }
        }
        // Outside a work tree, the first answer says so plainly.
        copyPrefix = String(decoding: try answers[3].get(), as: UTF8.self).trimmingCharacters(in: .newlines)
        let changes = Self.statuses(try answers[0].get())
        // Added, copied, modified and renamed files are what the commit changes; a deletion or a
        // type change leaves nothing to lint.
        stagedFiles = changes.filter { ["A", "C", "M", "R"].contains($0.status) }.map(\.path).sorted()
        changedFromHead = changes.map(\.path).sorted()
        let differing = ChangedFiles.fields(try answers[1].get()).sorted()
        held = ChangedFiles.fields(try answers[2].get()).sorted()
        head = (try? answers[4].get()).map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
        replaced = Set(differing)
        guard !differing.isEmpty else {
            copies = nil
            return
        }
        let copies = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-staged-\(UUID().uuidString)").path + "/"
        self.copies = copies
        do {
            try FileManager.default.createDirectory(atPath: copies, withIntermediateDirectories: true)
            // A few hundred paths at a time keep each command line far below the system's limit.
            for start in stride(from: 0, to: differing.count, by: 500) {
                let paths = Array(differing[start..<min(start + 500, differing.count)])
                _ = try ChangedFiles.git(["checkout-index", "--force", "--prefix=\(copies)", "--"] + paths, in: root)
            }
        } catch {
            try? FileManager.default.removeItem(atPath: copies)
            throw error as? ChangedFiles.GitError ?? ChangedFiles.GitError(description: "\(error)")
        }
    }

    deinit {
        if let copies { try? FileManager.default.removeItem(atPath: copies) }
    }

    /// Where the staged content of `path` (relative to `root`) is read; nil when the commit will not hold it.
    public func location(of path: String) -> String? {
        if replaced.contains(path) {
            let copy = copies! + copyPrefix + path
            return FileManager.default.fileExists(atPath: copy) ? copy : nil
        }
        return isAbsent(path) ? nil : root + "/" + path
    }

    /// Where a configuration or baseline file at `path` (absolute, or relative to the current
    /// folder) is read: its staged copy when staging changed it, else the work tree's file.
    public func configurationLocation(of path: String) -> String {
        let canonical = Linter.canonicalPath(RelativePath.parent(of: path).isEmpty ? "." : RelativePath.parent(of: path))
        guard canonical == root || canonical.hasPrefix(root + "/") else { return path }
        let relative = String((canonical + "/" + RelativePath.lastComponent(of: path)).dropFirst(root.count + 1))
        guard replaced.contains(relative), let staged = location(of: relative) else { return path }
        return staged
    }

    /// Whether the commit will not hold `path`: it is untracked, ignored or staged for deletion.
    func isAbsent(_ path: String) -> Bool {
        var low = 0, high = held.count
        while low < high {
            let middle = (low + high) / 2
            if held[middle] < path { low = middle + 1 } else { high = middle }
        }
        return low == held.count || held[low] != path
    }

    /// The walk of the work tree made a walk of the snapshot: files the commit will not hold are
    /// dropped, files staged differently are read from their copies, and files deleted from the
    /// work tree but still staged come back.
    public func apply(to walk: inout WalkResult, walker: FileWalker) {
        var found = Set<String>()
        func adjust(_ files: inout [FoundFile], readsCopies: Bool = true) {
            files = files.compactMap { file in
                found.insert(file.path)
                guard let location = location(of: file.path) else { return nil }
                return readsCopies ? FoundFile(path: file.path, absolutePath: location) : file
            }
        }
        adjust(&walk.sources)
        adjust(&walk.manifests)
        adjust(&walk.projectFiles)
        adjust(&walk.moduleMaps)
        // Configuration files keep their place, which their relative paths start from; the loader
        // reads them through `configurationLocation(of:)`.
        adjust(&walk.configurationFiles, readsCopies: false)
        for path in replaced.sorted() where !found.contains(path) && walker.enters(path) {
            guard let location = location(of: path) else { continue }
            walk.add(FoundFile(path: path, absolutePath: location), name: RelativePath.lastComponent(of: path), folder: RelativePath.parent(of: path))
        }
        for keyPath in [\WalkResult.sources, \.manifests, \.projectFiles, \.moduleMaps, \.configurationFiles] as [WritableKeyPath<WalkResult, [FoundFile]>] {
            walk[keyPath: keyPath].sort { $0.path < $1.path }
        }
    }

    /// The status letter and path of each entry of `git diff --name-status -z` (a rename or copy
    /// names its source first: the path is its destination).
    static func statuses(_ output: [UInt8]) -> [(status: Character, path: String)] {
        let fields = ChangedFiles.fields(output)
        var entries: [(status: Character, path: String)] = []
        var index = 0
        while index + 1 < fields.count, let status = fields[index].first {
            let pathCount = status == "R" || status == "C" ? 2 : 1
            guard index + pathCount < fields.count else { break }
            entries.append((status, fields[index + pathCount]))
            index += 1 + pathCount
        }
        return entries
    }

}
