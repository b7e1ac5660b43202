import Foundation
import PackagePlugin

/// Lints each target that applies it as part of the build (`plugins: [.plugin(name:
/// "ArchlintBuildToolPlugin", package: "archlint")]`): the findings involving the target's Swift
/// files appear as compiler diagnostics (`file:line:column: warning: …`) in `swift build` and in
/// Xcode's issue navigator. The package's `.archlint.json` (found from the package folder
/// upwards) and its `baseline` apply; error findings fail the build only when the configuration
/// sets `"failBuildOnErrors": true`, otherwise they are reported as warnings.
///
/// The command runs again when one of the target's Swift files or the configuration changes.
@main
struct ArchlintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            tool: context.tool(named: "archlint").url, root: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL,
            targetName: target.name, files: target.sourceFiles(withSuffix: "swift").map(\.url))
    }

    /// One command linting `files` of the repository at `root`, or none for a target without Swift files.
    static func commands(tool: URL, root: URL, workDirectory: URL, targetName: String, files: [URL]) -> [Command] {
        guard !files.isEmpty else { return [] }
        // The report is written as the command's output too, so the build system knows when it ran.
        let report = workDirectory.appendingPathComponent("\(targetName).archlint.txt")
        let configurations = [".archlint.json", ".archlint.json5"].map { root.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        let arguments = [
            "lint", "--build-tool", "--root", root.path,
            // The fact cache lives where plugins may always write (macOS sandboxes them).
            "--cache-dir", workDirectory.appendingPathComponent("cache").path,
            "--report", "text=\(report.path)", "--",
        ] + files.map(\.path)
        return [
            .buildCommand(
                displayName: "archlint \(targetName)", executable: tool, arguments: arguments,
                inputFiles: files + configurations, outputFiles: [report])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ArchlintBuildToolPlugin: XcodeBuildToolPlugin {
    /// In an Xcode project: the target's Swift files, linted with the `.archlint.json` found from
    /// the project's folder upwards.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        return Self.commands(
            tool: try context.tool(named: "archlint").url, root: context.xcodeProject.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL, targetName: target.displayName, files: files)
    }
}
#endif
