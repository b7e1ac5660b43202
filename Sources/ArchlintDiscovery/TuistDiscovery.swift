import ArchlintBase
import ArchlintProject
import ArchlintTuist

/// Finds and reads the Tuist projects of a walk: every `Project.swift` that imports
/// ProjectDescription, with the helpers of its Tuist root. The Swift files Tuist compiles to
/// describe projects (manifests, helpers, plugins, templates) are build descriptions, not sources.
struct TuistDiscovery {
    struct Result {
        var projects: [Project] = []
        var buildSources: Set<String> = []
        var diagnostics: [Diagnostic] = []
    }

    let workers: Int

    /// Reads the Tuist projects among `swiftFiles` (root-relative paths); `load` reads a file.
    func read(swiftFiles: [String], load: (String) -> [UInt8]?) -> Result {
        var result = Result()
        let layout = TuistLayout(swiftFiles: swiftFiles)
        var manifests: [(path: String, bytes: [UInt8])] = []
        for candidate in layout.candidates {
            guard let bytes = load(candidate), TuistReader.importsProjectDescription(bytes) else { continue }
            result.buildSources.insert(candidate)
            if RelativePath.lastComponent(of: candidate) == "Project.swift", TuistLayout.isManifestName(candidate) {
                manifests.append((candidate, bytes))
            }
        }
        result.buildSources.formUnion(layout.helperFiles)
        let reader = TuistReader()
        var helpersByRoot: [String: TuistHelpers] = [:]
        for tuistRoot in Set(manifests.map { layout.root(of: $0.path) }).sorted() {
            let helpers = reader.helpers(root: tuistRoot, layout: layout, load: load)
            for warning in helpers.warnings {
                result.diagnostics.append(Diagnostic(
                    .warning, warning.message, file: warning.file ?? warning.position.file, line: warning.position.line, column: warning.position.column))
            }
            helpersByRoot[tuistRoot] = helpers
        }
        result.projects = parallelMap(count: manifests.count, workers: workers, makeState: { () }) { index, _ in
            let manifest = manifests[index]
            return reader.read(path: manifest.path, source: manifest.bytes, helpers: helpersByRoot[layout.root(of: manifest.path)]!)
        }
        return result
    }

    /// Adds to each Tuist project that could not be read in full a warning naming the Swift files
    /// under its folder that no target compiles: they fall back to the one-module default.
    static func nameFallbacks(in projects: inout [Project], sources: [String], map: ProjectMap) {
        for index in projects.indices where projects[index].kind == .tuist && !projects[index].warnings.isEmpty {
            let folder = projects[index].directory
            let inner = projects.filter { $0.directory != folder && RelativePath.isWithin($0.directory, folder) }.map(\.directory)
            let fallen = sources.filter { path in
                RelativePath.isWithin(path, folder) && !inner.contains { RelativePath.isWithin(path, $0) } && !map.assignment(for: path).isInTarget
            }
            guard !fallen.isEmpty else { continue }
            let listed = fallen.prefix(5).joined(separator: ", ") + (fallen.count > 5 ? ", …" : "")
            projects[index].warnings.append(ProjectWarning(
                message: "\(fallen.count) Swift file\(fallen.count == 1 ? " is" : "s are") in no target of this project and fall\(fallen.count == 1 ? "s" : "") back to the one-module default: \(listed)",
                position: ProjectPosition(line: 1, column: 1)))
        }
    }
}
