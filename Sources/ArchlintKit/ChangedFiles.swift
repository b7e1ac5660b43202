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
        // Outside a work tree `git diff` compares folders instead and prints its whole manual.
        guard (try? git(["rev-parse", "--is-inside-work-tree"], in: root)) == Array("true\n".utf8) else {
            throw GitError(description: "\(root) is not in a git work tree")
        }
        let hasHead = (try? git(["rev-parse", "--verify", "--quiet", "HEAD"], in: root)) != nil
        let lists = hasHead
            ? [try git(["diff", "--name-only", "--relative", "-z", "HEAD"], in: root), try git(["diff", "--name-only", "--relative", "-z", "--cached"], in: root)]
            : [try git(["diff", "--name-only", "--relative", "-z", "--cached"], in: root)]
        return Array(Set(lists.flatMap { $0.split(separator: 0).map { String(decoding: $0, as: UTF8.self) } })).sorted()
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
