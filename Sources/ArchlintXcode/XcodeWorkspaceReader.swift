import ArchlintProject

/// What an Xcode workspace (`X.xcworkspace/contents.xcworkspacedata`) references.
public struct XcodeWorkspace: Sendable, Equatable {
    /// The `.xcodeproj` folders it opens, root-relative, in the order written.
    public var projects: [String] = []
    /// Other files and folders it shows (local packages, documents), root-relative.
    public var otherReferences: [String] = []
    /// References it cannot place in the repository (absolute or developer-folder locations), and broken XML.
    public var warnings: [ProjectWarning] = []
}

/// Reads the `FileRef`s of a workspace, through nested `Group`s: `group:` locations are relative
/// to the enclosing group's folder (the workspace's folder at the top), `container:` ones to the
/// folder holding the `.xcworkspace`, `self:` to the workspace's container itself (the project
/// holding an embedded `project.xcworkspace`).
public struct XcodeWorkspaceReader: Sendable {
    public init() {}

    /// `path` is root-relative: `App.xcworkspace/contents.xcworkspacedata`.
    public func read(path: String, source: [UInt8]) -> XcodeWorkspace {
        let bundle = RelativePath.parent(of: path)
        let container = RelativePath.parent(of: bundle)
        var workspace = XcodeWorkspace()
        var groups: [String] = [container]
        var scanner = XMLScanner(source)
        while let tag = scanner.next() {
            switch tag.kind {
            case .open(let name, let attributes), .empty(let name, let attributes):
                guard name == "Group" || name == "FileRef" else { continue }
                var folder = groups.last ?? container
                if let location = attributes["location"] {
                    if let resolved = Self.resolve(location, group: folder, container: container) {
                        folder = resolved
                        if name == "FileRef" {
                            if resolved.hasSuffix(".xcodeproj") { workspace.projects.append(resolved) } else { workspace.otherReferences.append(resolved) }
                        }
                    } else {
                        workspace.warnings.append(ProjectWarning(message: "the workspace reference '\(location)' is not in the repository and is not followed", position: tag.position))
                    }
                }
                if name == "Group", case .open = tag.kind { groups.append(folder) }
            case .close(let name):
                if name == "Group", groups.count > 1 { groups.removeLast() }
            }
        }
        if let failure = scanner.failure {
            workspace.warnings.append(ProjectWarning(message: "contents.xcworkspacedata cannot be read past here (\(failure.message))", position: failure.position))
        }
        return workspace
    }

    /// The root-relative path of a `type:path` location, or nil when it is outside the repository.
    static func resolve(_ location: String, group: String, container: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let type = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        let base: String
        switch type {
        case "group": base = group
        case "container", "self": base = container
        default: return nil  // absolute:, developer:
        }
        guard !path.hasPrefix("/"), RelativePath.staysInside(base, path) else { return nil }
        return RelativePath.join(base, path)
    }
}
