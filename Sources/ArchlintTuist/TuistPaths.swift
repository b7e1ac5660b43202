import ArchlintInterpreter
import ArchlintProject

/// Turns ProjectDescription `Path` values into root-relative paths: a string or `.path("…")` /
/// `.relativeToManifest("…")` is relative to the manifest's folder, `.relativeToRoot("…")` to the
/// Tuist root, `.relativeToCurrentFile("…")` to the file that wrote it.
struct TuistPaths {
    /// The folder of the manifest being read, relative to the linted root.
    let manifestFolder: String
    /// The Tuist root folder (holding `Tuist/`), relative to the linted root.
    let root: String

    enum Resolution {
        case path(String)
        /// A path that climbs out of the linted root.
        case outside(String)
        /// Not a path this reader can tell.
        case unreadable
    }

    func resolve(_ value: Value) -> Resolution {
        switch value {
        case .string(let text, _):
            return join(manifestFolder, text)
        case .object(let box):
            guard let text = box.positional.first?.stringValue ?? box.fields["stringLiteral"]?.stringValue ?? box.fields["path"]?.stringValue
            else { return .unreadable }
            switch box.kind {
            case "relativeToRoot": return join(root, text)
            case "relativeToCurrentFile":
                let file = box.positional.first?.position?.file
                return join(file.map(RelativePath.parent) ?? manifestFolder, text)
            case "relativeToManifest", "path", "Path", "init": return join(manifestFolder, text)
            default: return .unreadable
            }
        default:
            return .unreadable
        }
    }

    /// `folder` (root-relative) as written from the manifest's folder (`../Shared/Kit`).
    func relativeToManifest(_ folder: String) -> String {
        var base = manifestFolder.split(separator: "/")
        let target = folder.split(separator: "/")
        var common = 0
        while common < base.count, common < target.count, base[common] == target[common] { common += 1 }
        base.removeFirst(common)
        return (Array(repeating: "..", count: base.count) + target.dropFirst(common).map(String.init)).joined(separator: "/")
    }

    private func join(_ folder: String, _ relative: String) -> Resolution {
        guard !relative.hasPrefix("/"), RelativePath.staysInside(folder, relative) else { return .outside(relative) }
        return .path(RelativePath.join(folder, relative))
    }
}
