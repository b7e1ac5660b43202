import ArchlintBase
import Foundation

/// Writes the git `pre-commit` hook of the repository holding `folder`: what `archlint
/// install-hook` runs. The hook runs `archlint lint --staged` in the folder of the configuration
/// found from `folder` upwards (else in `folder`): the repository as the commit will hold it, with
/// the baseline the configuration names, reporting the findings that involve the staged Swift files.
/// It blocks a commit on error findings (archlint's exit status 1), never because of archlint
/// itself: a missing executable, a crash or a configuration problem (any other status) prints a
/// warning and lets the commit through.
public struct HookRequest: Sendable {
    public var folder: String
    /// Replaces an existing hook.
    public var force = false
    /// What the hook lints with, passed on as `--config`/`--preset` (a file relative to `folder`, or absolute).
    public var configuration = ConfigurationSource()
    /// The archlint the hook runs when `$ARCHLINT` is unset and none is on PATH (relative paths
    /// are taken from the current folder).
    public var fallbackExecutable: String?

    public init(folder: String = ".") {
        self.folder = folder
    }

    public func run() throws -> HookResult {
        try ArchlintError.reporting {
            var folder = try ArchlintError.folder(folder)
            if configuration.file == nil, let lookup = try? configuration.lookup(folder), lookup.file != nil { folder = lookup.root }
            let hooks: String
            let prefix: String
            do {
                hooks = try Self.gitLine(["rev-parse", "--git-path", "hooks"], in: folder)
                prefix = try Self.gitLine(["rev-parse", "--show-prefix"], in: folder)
            } catch let error as ChangedFiles.GitError {
                throw ArchlintError("\(folder) is not in a git repository: \(error.description)")
            }
            var hooksFolder = hooks.hasPrefix("/") ? hooks : "\(Linter.canonicalPath(folder))/\(hooks)"
            if Linter.isDirectory(hooksFolder) { hooksFolder = Linter.canonicalPath(hooksFolder) }
            let hook = "\(hooksFolder)/pre-commit"
            if FileManager.default.fileExists(atPath: hook), !force {
                throw ArchlintError("\(hook) exists; archlint leaves it alone. Add archlint to it by hand, or pass --force to replace it.")
            }
            var lintArguments: [String] = []
            for preset in configuration.presets { lintArguments += ["--preset", preset] }
            if let file = configuration.file { lintArguments += ["--config", file] }
            let fallback = fallbackExecutable.map(Self.absolute)
            let subfolder = String(prefix.hasSuffix("/") ? prefix.dropLast() : Substring(prefix))
            let text = Self.script(root: subfolder, fallback: fallback, lintArguments: lintArguments)
            do {
                try FileManager.default.createDirectory(atPath: hooksFolder, withIntermediateDirectories: true)
                try AtomicFile.write(Array(text.utf8), to: hook)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
            } catch {
                throw ArchlintError("cannot write \(hook): \(error.localizedDescription)")
            }
            return HookResult(hook: hook, subfolder: subfolder, fallbackExecutable: fallback)
        }
    }

    /// The hook: POSIX sh, so it runs wherever git does.
    static func script(root: String, fallback: String?, lintArguments: [String]) -> String {
        let arguments = lintArguments.map { " " + shellQuoted($0) }.joined()
        return """
            #!/bin/sh
            # archlint pre-commit hook, written by `archlint install-hook` (archlint \(Archlint.version)).
            # Lints what the commit will hold: error findings are printed and block the commit. A problem of
            # archlint itself (not found, crashed, bad configuration: any exit status but 0 and 1) only
            # prints a warning. Skip once with `git commit --no-verify`.
            archlint_root=\(shellQuoted(root))
            archlint_fallback=\(shellQuoted(fallback ?? ""))

            archlint_warn() {
                echo "archlint pre-commit hook: warning: $1; the commit is not checked by archlint." >&2
                exit 0
            }

            if [ -n "${ARCHLINT:-}" ]; then
                archlint="$ARCHLINT"
            elif command -v archlint >/dev/null 2>&1; then
                archlint="$(command -v archlint)"
            else
                archlint="$archlint_fallback"
            fi
            [ -n "$archlint" ] && [ -x "$archlint" ] || archlint_warn "archlint not found (not on PATH${archlint:+, not executable at $archlint})"

            top="$(git rev-parse --show-toplevel 2>/dev/null)" || archlint_warn "not in a git work tree"
            cd "$top/$archlint_root" 2>/dev/null || archlint_warn "no folder $top/$archlint_root"

            # Nothing to check when no Swift file under this folder is added, copied, modified or renamed.
            staged="$(git diff --cached --name-only --diff-filter=ACMR --relative -- '*.swift')" || archlint_warn "git diff failed"
            [ -n "$staged" ] || exit 0

            # What the commit will hold (partly staged files as staged), reported for the staged files.
            "$archlint" lint --staged --quiet\(arguments)
            status=$?
            case "$status" in
                0) exit 0 ;;
                1)
                    echo "archlint: commit blocked by the error findings above (fix them, or commit with --no-verify)." >&2
                    exit 1 ;;
                *) archlint_warn "$archlint exited with status $status (a problem of archlint or its configuration, not a finding)" ;;
            esac

            """
    }

    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func gitLine(_ arguments: [String], in folder: String) throws -> String {
        String(decoding: try ChangedFiles.git(arguments, in: folder), as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}

/// A hook written.
public struct HookResult: Sendable {
    public let hook: String
    /// The folder the hook lints, relative to the work tree's top ("" for the top itself).
    public let subfolder: String
    /// The archlint the hook falls back to, absolute.
    public let fallbackExecutable: String?
}
