import ArchlintBase
import Foundation

/// `archlint install-hook [PATH] [--force]`: writes a plain git `pre-commit` hook that lints the
/// staged Swift files. It blocks a commit on error findings (archlint's exit status 1) and never
/// because of archlint itself: a missing executable, a crash or a configuration problem (any other
/// status) prints a warning and lets the commit through.
enum InstallHookCommand {
    static let help = """
        USAGE: archlint install-hook [PATH] [--force] [--preset NAME] [--config FILE] [--executable FILE]

        Writes the git pre-commit hook of the repository holding PATH (default: the current folder),
        where `git rev-parse --git-path hooks` says hooks live (worktrees and core.hooksPath
        included). On each commit the hook runs `archlint lint FILE… --root PATH` on the staged Swift
        files under PATH: error findings are printed and block the commit; when archlint is missing
        or fails (any exit status but 0 and 1) the hook warns and lets the commit through.
        `git commit --no-verify` skips it once.

        The hook finds archlint as $ARCHLINT, else on PATH, else at the absolute path of the
        archlint that installed it (or --executable FILE).

        OPTIONS:
          --force              replace an existing pre-commit hook
          --preset NAME        lint with a shipped preset (repeatable), for a repository without .archlint.json
          --config FILE        lint with this configuration file (relative to PATH, or absolute)
          --executable FILE    the archlint the hook falls back to when none is on PATH

        EXIT STATUS: 0 hook written, 2 usage error, not a git repository, or a hook exists (without --force).

        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(arguments, flags: ["--help", "--force"], options: ["--preset", "--config", "--executable"])
        if parsed.flag("--help") {
            Output.standardOutput(help)
            return 0
        }
        guard parsed.positionals.count <= 1 else { throw Arguments.UsageError("install-hook takes one PATH") }
        let folder = parsed.positionals.first ?? "."
        guard Linter.isDirectory(folder) else { throw Arguments.UsageError("no folder at \(folder)") }
        let hooks: String
        let prefix: String
        do {
            hooks = try gitLine(["rev-parse", "--git-path", "hooks"], in: folder)
            prefix = try gitLine(["rev-parse", "--show-prefix"], in: folder)
        } catch let error as ChangedFiles.GitError {
            throw Arguments.UsageError("\(folder) is not in a git repository: \(error.description)")
        }
        var hooksFolder = hooks.hasPrefix("/") ? hooks : "\(Linter.canonicalPath(folder))/\(hooks)"
        if Linter.isDirectory(hooksFolder) { hooksFolder = Linter.canonicalPath(hooksFolder) }
        let hook = "\(hooksFolder)/pre-commit"
        if FileManager.default.fileExists(atPath: hook), !parsed.flag("--force") {
            Output.standardError("error: \(hook) exists; archlint leaves it alone. Add archlint to it by hand, or pass --force to replace it.\n")
            return 2
        }
        var lintArguments: [String] = []
        for preset in parsed.all("--preset") { lintArguments += ["--preset", preset] }
        if let config = parsed.option("--config") { lintArguments += ["--config", config] }
        let executable = parsed.option("--executable").map(absolute) ?? currentExecutable()
        let text = script(root: String(prefix.hasSuffix("/") ? prefix.dropLast() : Substring(prefix)), fallback: executable, lintArguments: lintArguments)
        do {
            try FileManager.default.createDirectory(atPath: hooksFolder, withIntermediateDirectories: true)
            try AtomicFile.write(Array(text.utf8), to: hook)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        } catch {
            throw Arguments.UsageError("cannot write \(hook): \(error.localizedDescription)")
        }
        Output.standardOutput(
            "wrote \(hook)\n"
                + "It lints the staged Swift files\(prefix.isEmpty ? "" : " under \(prefix)") on every commit and blocks the commit on error findings.\n"
                + "archlint is looked up on PATH, falling back to \(executable ?? "(none: install archlint on PATH)").\n")
        return 0
    }

    /// The hook: POSIX sh, so it runs wherever git does.
    static func script(root: String, fallback: String?, lintArguments: [String]) -> String {
        let arguments = lintArguments.map { " " + shellQuoted($0) }.joined()
        return """
            #!/bin/sh
            # archlint pre-commit hook, written by `archlint install-hook` (archlint \(ArchlintCLI.version)).
            # Lints the staged Swift files: error findings are printed and block the commit. A problem of
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

            # Added, copied, modified and renamed Swift files in the index, relative to the root.
            files="$(git -c core.quotePath=false diff --cached --name-only --diff-filter=ACMR --relative -- '*.swift')" \\
                || archlint_warn "git diff failed"
            [ -n "$files" ] || exit 0

            old_ifs="$IFS"
            IFS='
            '
            set -f
            # shellcheck disable=SC2086
            set -- $files
            set +f
            IFS="$old_ifs"

            "$archlint" lint --root .\(arguments) -- "$@"
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

    /// The absolute path of the running archlint, symlinks kept (a package manager's link survives
    /// upgrades): argv[0] made absolute, or found on PATH as the shell found it.
    static func currentExecutable() -> String? {
        guard let first = CommandLine.arguments.first, !first.isEmpty else { return Bundle.main.executablePath }
        if first.contains("/") { return absolute(first) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(first)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return absolute(candidate) }
        }
        return Bundle.main.executablePath
    }
}
