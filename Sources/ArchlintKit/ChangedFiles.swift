import ArchlintBase
import ArchlintDiscovery
import Foundation

/// The files a commit would change: those differing from `HEAD` in the work tree or the index
/// (all staged files in a repository without commits), relative to `root`.
enum ChangedFiles {
    struct GitError: Error, CustomStringConvertible {
        var description: String
    }

    /// The commit checked out, nil outside a repository or before the first commit.
    static func head(root: String) -> String? {
        guard let output = try? git(["rev-parse", "--verify", "--quiet", "HEAD"], in: root),
            let head = String(validating: output, as: UTF8.self)?.trimmingCharacters(in: .whitespacesAndNewlines), !head.isEmpty
        else { return nil }
        return head
    }

    /// Throws outside a git work tree, where `git diff` compares folders instead and prints its
    /// whole manual. (`head` answers first when there is a commit: then this need not be asked.)
    static func requireWorkTree(root: String) throws {
        guard (try? git(["rev-parse", "--is-inside-work-tree"], in: root)) == Array("true\n".utf8) else {
            throw GitError(description: "\(root) is not in a git work tree")
        }
    }

    /// Files whose content differs from `revision` in the work tree or the index (every staged
    /// file without a revision), sorted: a lint reads the one, a commit takes the other. With
    /// `indexOnly`, in the index alone (what a commit takes, when the work tree is known to agree).
    static func changed(since revision: String?, root: String, indexOnly: Bool = false) throws -> [String] {
        let lists = revision.map { revision in
            let index = ["diff", "--name-only", "--relative", "-z", "--cached", revision, "--"]
            return indexOnly ? [index] : [["diff", "--name-only", "--relative", "-z", revision, "--"], index]
        } ?? [["diff", "--name-only", "--relative", "-z", "--cached"]]
        // The work tree's and the index's answers come from separate processes, asked at once.
        let answers = parallelMap(count: lists.count, workers: lists.count, makeState: { () }) { index, _ in Result { try git(lists[index], in: root) } }
        return Array(Set(try answers.flatMap { try fields($0.get()) })).sorted()
    }

    /// What git tells a focused lint of `root` at commit `head` about its work tree, for the graph
    /// snapshot; `changedFromHead`, when already known, answers for `head` without asking again.
    /// `indexOnly`: changes are looked for in the index alone (see `changed(since:root:indexOnly:)`).
    static func revisions(root: String, head: String, changedFromHead: [String]? = nil, indexOnly: Bool = false) -> GraphSnapshotStore.Revisions {
        GraphSnapshotStore.Revisions(
            head: head,
            changedSince: { revision in
                if revision == head, let changedFromHead { return changedFromHead }
                return try? changed(since: revision, root: root, indexOnly: indexOnly)
            },
            tracked: { (try? git(["ls-files", "--recurse-submodules", "-z"], in: root)).map { Set(fields($0)) } })
    }

    /// The NUL-separated fields of git's `-z` output.
    static func fields(_ output: [UInt8]) -> [String] {
        output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Runs git in `folder` and returns its standard output; throws with its message when it fails.
    static func git(_ arguments: [String], in folder: String) throws -> [UInt8] {
        let run: Subprocess.Result
        do {
            run = try Subprocess.run(["git", "-C", folder] + arguments)
        } catch {
            throw GitError(description: "\(error)")
        }
        guard run.status == 0 else {
            // The first line says what went wrong; git's usage text may follow it.
            let text = String(decoding: run.errorOutput, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
            throw GitError(description: text.isEmpty ? "git \(arguments.first ?? "") failed" : text)
        }
        return run.output
    }
}
