import ArchlintBase
import ArchlintDiscovery
import Foundation

/// The files a commit would change: those differing from `HEAD` in the work tree or the index
/// (all staged files in a repository without commits), relative to `root`.
enum ChangedFiles {
    struct GitError: Error, CustomStringConvertible {
        var description: String
    }

    static func list(root: String) throws -> [String] {
        let hasHead = (try? git(["rev-parse", "--verify", "--quiet", "HEAD"], in: root)) != nil
        let lists = hasHead
            ? [try git(["diff", "--name-only", "--relative", "-z", "HEAD"], in: root), try git(["diff", "--name-only", "--relative", "-z", "--cached"], in: root)]
            : [try git(["diff", "--name-only", "--relative", "-z", "--cached"], in: root)]
        return Array(Set(lists.flatMap { $0.split(separator: 0).map { String(decoding: $0, as: UTF8.self) } })).sorted()
    }

    /// What git tells a focused lint of `root` about its work tree, for the graph snapshot; nil
    /// outside a repository or before its first commit.
    static func revisions(root: String) -> GraphSnapshotStore.Revisions? {
        guard let output = try? git(["rev-parse", "--verify", "--quiet", "HEAD"], in: root),
            let head = String(validating: output, as: UTF8.self)?.trimmingCharacters(in: .whitespacesAndNewlines), !head.isEmpty
        else { return nil }
        let paths = { (arguments: [String]) -> [String]? in
            (try? git(arguments, in: root)).map { $0.split(separator: 0).map { String(decoding: $0, as: UTF8.self) } }
        }
        return GraphSnapshotStore.Revisions(
            head: head,
            changedSince: { revision in
                // The work tree and the index: a lint reads the one, a commit takes the other.
                guard let worked = paths(["diff", "--name-only", "--relative", "-z", revision, "--"]),
                    let staged = paths(["diff", "--name-only", "--relative", "-z", "--cached", revision, "--"])
                else { return nil }
                return Array(Set(worked + staged))
            },
            tracked: { paths(["ls-files", "-z"]).map(Set.init) })
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
            let text = String(decoding: run.errorOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw GitError(description: text.isEmpty ? "git \(arguments.first ?? "") failed" : text)
        }
        return run.output
    }
}
