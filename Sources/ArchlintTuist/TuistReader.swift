import ArchlintInterpreter
import ArchlintProject

/// Reads Tuist projects statically: a `Project.swift` is parsed and interpreted with the same
/// interpreter as `Package.swift`, together with the helper files it imports
/// (`Tuist/ProjectDescriptionHelpers`, local plugins' helpers), never compiled or run.
public struct TuistReader: Sendable {
    public var platform: CompilationPlatform

    /// Tuist compiles manifests on macOS.
    public static let manifestPlatform = CompilationPlatform(
        operatingSystem: "macOS", architecture: "arm64", compilerVersion: CompilationPlatform.builtWithCompiler,
        importableModules: ["Foundation", "Darwin", "Dispatch", "ProjectDescription", "ProjectDescriptionHelpers"])

    public init(platform: CompilationPlatform = TuistReader.manifestPlatform) {
        self.platform = platform
    }

    /// Whether a Swift file's text imports ProjectDescription: a Tuist manifest or description,
    /// not a source of the app (XcodeGen's own `Sources/ProjectSpec/Project.swift` is not).
    public static func importsProjectDescription(_ source: [UInt8]) -> Bool {
        ParsedManifest.imports(in: source).contains("ProjectDescription")
    }

    /// The helper modules of the Tuist root `root`: its `ProjectDescriptionHelpers` and every
    /// local plugin its configuration names, parsed once for all its manifests. `load` reads a
    /// root-relative file.
    public func helpers(root: String, layout: TuistLayout, load: (String) -> [UInt8]?) -> TuistHelpers {
        var helpers = TuistHelpers(root: root)
        helpers.derivedFiles = layout.derivedFiles.filter { RelativePath.isWithin($0, root) }
        let projectHelpers = layout.projectHelpers(of: root)
        helpers.modules["ProjectDescriptionHelpers"] = projectHelpers.compactMap { file in load(file).map { ParsedManifest(source: $0, file: file) } }
        helpers.files += projectHelpers
        for configuration in TuistLayout.configurationFiles(of: root) {
            guard let source = load(configuration) else { continue }
            helpers.configurationFiles.append(configuration)
            for plugin in plugins(configuration: configuration, source: source, root: root, warnings: &helpers.warnings) {
                let pluginManifest = RelativePath.join(plugin, "Plugin.swift")
                let pluginSource = load(pluginManifest)
                if pluginSource != nil { helpers.configurationFiles.append(pluginManifest) }
                let name = pluginSource.flatMap { pluginName($0, path: pluginManifest) } ?? RelativePath.lastComponent(of: plugin)
                let files = layout.pluginHelpers(in: plugin)
                helpers.modules[name] = files.compactMap { file in load(file).map { ParsedManifest(source: $0, file: file) } }
                helpers.files += files
            }
            break
        }
        for module in helpers.modules.values {
            for file in module { helpers.warnings += file.syntaxErrors }
        }
        return helpers
    }

    /// The folders of the local plugins a `Config.swift` or `Tuist.swift` names (`.local(path: …)`).
    private func plugins(configuration: String, source: [UInt8], root: String, warnings: inout [ProjectWarning]) -> [String] {
        let interpreter = ManifestInterpreter(platform: platform, api: .projectDescription, recordedKinds: ["Config", "Tuist"])
        interpreter.run(ParsedManifest(source: source, file: configuration))
        let paths = TuistPaths(manifestFolder: RelativePath.parent(of: configuration), root: root)
        var folders: [String] = []
        for config in interpreter.recorded {
            // `Config(plugins: …)`, or Tuist 4's `Tuist(project: .tuist(plugins: …))`.
            var plugins = config.fields["plugins"]
            if plugins == nil, case .object(let project)? = config.fields["project"] { plugins = project.fields["plugins"] }
            for plugin in plugins?.arrayValue ?? [] {
                guard case .object(let box) = plugin else { continue }
                if box.kind == "local", let location = box.fields["path"], case .path(let folder) = paths.resolve(location) {
                    folders.append(folder)
                } else {
                    warnings.append(ProjectWarning(
                        message: "plugin .\(box.kind)(…) is not in the repository: its helpers are not read", position: box.site, file: configuration))
                }
            }
        }
        return folders
    }

    /// `Plugin(name: "X")` in a plugin's `Plugin.swift`.
    private func pluginName(_ source: [UInt8], path: String) -> String? {
        let interpreter = ManifestInterpreter(platform: platform, api: .projectDescription, recordedKinds: ["Plugin"])
        interpreter.run(ParsedManifest(source: source, file: path))
        return interpreter.recorded.last?.fields["name"]?.stringValue
    }

    /// Reads the `Project.swift` at `path` (root-relative) from its `source` bytes, with the
    /// helper modules it imports.
    public func read(path: String, source: [UInt8], helpers: TuistHelpers) -> Project {
        var project = Project(kind: .tuist, path: path, directory: RelativePath.parent(of: path))
        let parsed = ParsedManifest(source: source)
        project.directives = parsed.directives
        let interpreter = ManifestInterpreter(platform: platform, api: .projectDescription, recordedKinds: ["Project"])
        interpreter.moduleNames.formUnion(helpers.modules.keys)
        let visible = helpers.visibleModules(importedBy: parsed.imports)
        let files = visible.flatMap { helpers.modules[$0] ?? [] }
        interpreter.load(files)
        interpreter.run(parsed)
        TuistModelReader(
            interpreter: interpreter, paths: TuistPaths(manifestFolder: project.directory, root: helpers.root), derivedFiles: helpers.derivedFiles
        ).read(into: &project)
        project.inputs = helpers.configurationFiles + files.compactMap(\.file)
        project.warnings = parsed.syntaxErrors + interpreter.warnings
        project.warnings.sort { ($0.file ?? "", $0.position.line, $0.position.column, $0.message) < ($1.file ?? "", $1.position.line, $1.position.column, $1.message) }
        return project
    }
}

/// The helper modules of one Tuist root, parsed: `ProjectDescriptionHelpers` and the local plugins
/// by module name.
public struct TuistHelpers: Sendable {
    /// The Tuist root folder, relative to the linted root.
    public let root: String
    var modules: [String: [ParsedManifest]] = [:]
    /// The helper files read for them, root-relative.
    public internal(set) var files: [String] = []
    /// The configuration and plugin manifests read to find the plugins.
    public internal(set) var configurationFiles: [String] = []
    /// What could not be read in them (a plugin outside the repository).
    public internal(set) var warnings: [ProjectWarning] = []
    /// The Swift files in `Derived/Sources` folders, which Tuist adds to the targets they serve.
    var derivedFiles: [String] = []

    public init(root: String) {
        self.root = root
    }

    /// The modules a manifest importing `imports` sees: those it imports, and the plugins the
    /// helpers it imports import in turn.
    func visibleModules(importedBy imports: [String]) -> [String] {
        var visible: [String] = []
        var pending = imports.filter { modules[$0] != nil }
        while let module = pending.popLast() {
            guard !visible.contains(module) else { continue }
            visible.append(module)
            for file in modules[module] ?? [] { pending += file.imports.filter { modules[$0] != nil && !visible.contains($0) } }
        }
        return visible.sorted()
    }
}
