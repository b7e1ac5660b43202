import ArchlintKit
import Foundation

/// `archlint install-hook [PATH] [--force]`: writes a plain git `pre-commit` hook that lints the
/// staged Swift files.
enum InstallHookCommand {
    static let force = Option("--force", help: "replace an existing pre-commit hook")
    static let config = Option("--config", "FILE", .file, help: "lint with this configuration file (relative to PATH, or absolute)")
    static let preset = Option(
        "--preset", "NAME", .text, help: "lint with a shipped preset, for a repository without .archlint.json", repeatable: true)
    static let executable = Option(
        "--executable", "FILE", .file, help: "the archlint the hook falls back to when none is on PATH", default: "this archlint")

    static let command = Command(
        name: "install-hook", summary: "write a git pre-commit hook that lints what each commit holds",
        positionals: [.path],
        description: """
            Writes the git pre-commit hook of the repository holding PATH (default: the current folder), where \
            `git rev-parse --git-path hooks` says hooks live (worktrees and core.hooksPath included). On each commit the \
            hook runs `archlint lint --staged` in the folder of the configuration found from PATH upwards (else in PATH): \
            the repository as the commit will hold it, partly staged files as staged, with the configuration's baseline, \
            reported for the staged Swift files. Error findings are printed and block the commit; when archlint is \
            missing or fails (any exit status but 0 and 1) the hook warns and lets the commit through. \
            `git commit --no-verify` skips it once.

            The hook finds archlint as $ARCHLINT, else on PATH, else at the absolute path of the archlint that installed \
            it (or --executable FILE).
            """,
        groups: [OptionGroup("Options", [force, config, preset, executable])],
        exitStatus: "0 hook written, 2 usage error, not a git repository, or a hook exists (without --force).",
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        var request = HookRequest(folder: arguments.root)
        request.force = arguments.flag(force)
        request.configuration = ConfigurationSource(file: arguments.value(config), presets: arguments.allValues(preset))
        request.fallbackExecutable = arguments.value(executable) ?? currentExecutable()
        let result = try request.run()
        Output.standardOutput(
            "wrote \(result.hook)\n"
                + "On every commit it lints what the commit holds\(result.subfolder.isEmpty ? "" : " under \(result.subfolder)/") "
                + "and blocks the commit on error findings in the staged Swift files.\n"
                + "archlint is looked up on PATH, falling back to \(result.fallbackExecutable ?? "(none: install archlint on PATH)").\n")
        return 0
    }

    /// The path of the running archlint, symlinks kept (a package manager's link survives
    /// upgrades): argv[0], or found on PATH as the shell found it. The request makes it absolute.
    static func currentExecutable() -> String? {
        guard let first = CommandLine.arguments.first, !first.isEmpty else { return Bundle.main.executablePath }
        if first.contains("/") { return first }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(first)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return Bundle.main.executablePath
    }
}
