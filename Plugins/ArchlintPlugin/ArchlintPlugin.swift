import Foundation
import PackagePlugin

/// `swift package archlint [--preset NAME] [lint options…]`: lints the package this command runs
/// in with the archlint built from this package, using the package's `.archlint.json` or the
/// presets named. Every argument goes to `archlint lint <package folder>`; the command fails when
/// archlint reports error findings (exit status 1) or cannot run (2).
///
/// The plugin asks for no permission: reading is always allowed. A report written with `--output`
/// into the package folder needs `--allow-writing-to-package-directory` where plugins are
/// sandboxed (macOS): `swift package --allow-writing-to-package-directory archlint --format sarif
/// --output archlint.sarif`.
@main
struct ArchlintPlugin: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "archlint")
        var lintArguments = ["lint", context.package.directoryURL.path] + arguments
        // The fact cache lives where plugins may always write, not in the package's .build folder.
        if !arguments.contains(where: { $0 == "--no-cache" || $0 == "--cache-dir" || $0.hasPrefix("--cache-dir=") }) {
            lintArguments += ["--cache-dir", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = lintArguments
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        switch (process.terminationReason, status) {
        case (.exit, 0):
            return
        case (.exit, 1):
            throw Failure(description: "archlint found architecture findings that fail the gate (see above)")
        case (.exit, 2):
            throw Failure(description: "archlint stopped on a usage or configuration error (see above); `swift package archlint --help` lists the options")
        default:
            throw Failure(description: "archlint ended with status \(status)")
        }
    }
}
