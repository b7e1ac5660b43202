import ArchlintProject

/// Where the Tuist files of a repository are, from the paths of its Swift files: the manifests
/// (`Project.swift`, `Workspace.swift`), the folders Tuist calls the root (the one holding `Tuist/`
/// or `Tuist.swift`), their `Config.swift`/`Tuist.swift`, helper files
/// (`Tuist/ProjectDescriptionHelpers/**`) and local plugins (`Plugin.swift` and its
/// `ProjectDescriptionHelpers/**`). Nothing here reads a file: which candidates really are Tuist
/// files is told by their text (`TuistReader.importsProjectDescription`).
public struct TuistLayout: Sendable {
    /// Files that are Tuist descriptions by name or place if they import ProjectDescription.
    public private(set) var candidates: [String] = []
    /// Helper files: Tuist descriptions wherever they are, whatever they import.
    public private(set) var helperFiles: [String] = []
    /// Files Tuist derived (`Derived/Sources/TuistBundle+X.swift`): compiled into the targets they serve.
    public private(set) var derivedFiles: [String] = []
    /// Root folders ("" for the repository root), deepest first.
    public private(set) var roots: [String] = []

    static let manifestNames: Set<String> = ["Project.swift", "Workspace.swift"]
    static let configurationNames: Set<String> = ["Config.swift", "Tuist.swift"]
    static let descriptionNames: Set<String> = manifestNames.union(configurationNames).union(["Plugin.swift", "Template.swift", "Dependencies.swift", "Setup.swift"])
    static let helpersFolder = "ProjectDescriptionHelpers"
    /// Whether a folder of `path` is one the layout looks for (`Derived`, `ProjectDescriptionHelpers`,
    /// `Tuist`, `Templates`), compared in place: nearly every path has none.
    static func mayBeInTuistFolder(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
                let folder = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[start..<index])
                // By length first: a folder of another length is none of them.
                if folderNames.contains(where: { $0.count == folder.count && $0.elementsEqual(folder) }) { return true }
                start = index + 1
            }
            return false
        }
    }

    static let folderNames: [[UInt8]] = ["Derived", helpersFolder, "Tuist", "Templates"].map { Array($0.utf8) }

    /// Sorts `swiftFiles` (root-relative paths) into candidates and helper files.
    public init(swiftFiles: [String]) {
        var roots = Set<String>()
        for path in swiftFiles {
            let name = RelativePath.lastComponent(of: path)
            // Nearly every file is in no folder Tuist names: settled without splitting its path.
            guard Self.descriptionNames.contains(name) || Self.mayBeInTuistFolder(path) else {
                continue
            }
            let components = path.split(separator: "/")
            if components.count >= 3, components[components.count - 3] == "Derived", components[components.count - 2] == "Sources" {
                derivedFiles.append(path)
            }
            if components.dropLast().contains(Substring(Self.helpersFolder)) {
                helperFiles.append(path)
            } else if Self.descriptionNames.contains(name) || components.dropLast().contains("Tuist") || components.dropLast().contains("Templates") {
                candidates.append(path)
            }
            if let index = components.lastIndex(of: "Tuist"), index < components.count - 1 {
                roots.insert(components[..<index].joined(separator: "/"))
            } else if name == "Tuist.swift" {
                roots.insert(RelativePath.parent(of: path))
            }
        }
        self.roots = roots.sorted { ($1.split(separator: "/").count, $0) < ($0.split(separator: "/").count, $1) }
    }

    /// Whether `path` is a project or workspace manifest by name.
    public static func isManifestName(_ path: String) -> Bool {
        manifestNames.contains(RelativePath.lastComponent(of: path)) && !path.split(separator: "/").dropLast().contains("Tuist")
    }

    /// The root `path` belongs to: the deepest root folder holding it ("" when none does).
    public func root(of path: String) -> String {
        roots.first { RelativePath.isWithin(path, $0) && $0 != path } ?? ""
    }

    /// The configuration files of `root` (`Tuist/Config.swift`, `Tuist.swift`, `Tuist/Tuist.swift`), present or not.
    public static func configurationFiles(of root: String) -> [String] {
        ["Tuist/Config.swift", "Tuist.swift", "Tuist/Tuist.swift"].map { RelativePath.join(root, $0) }
    }

    /// The helper files of `root`'s `Tuist/ProjectDescriptionHelpers`.
    public func projectHelpers(of root: String) -> [String] {
        helpers(under: RelativePath.join(root, "Tuist/\(Self.helpersFolder)"))
    }

    /// The helper files of the plugin in `folder`.
    public func pluginHelpers(in folder: String) -> [String] {
        helpers(under: RelativePath.join(folder, Self.helpersFolder))
    }

    private func helpers(under folder: String) -> [String] {
        helperFiles.filter { RelativePath.isWithin($0, folder) }.sorted()
    }
}
