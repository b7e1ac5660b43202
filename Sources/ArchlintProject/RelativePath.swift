/// Operations on `/`-separated paths relative to the linted root, done textually (no file system).
public enum RelativePath {
    /// `folder` + `relative`, normalized (`./`, empty components and trailing `/` dropped, `..`
    /// resolved textually; a `..` above the root is dropped).
    public static func join(_ folder: String, _ relative: String) -> String {
        var parts = folder.isEmpty ? [] : folder.split(separator: "/").map(String.init)
        for component in relative.split(separator: "/") {
            switch component {
            case ".", "": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(component))
            }
        }
        return parts.joined(separator: "/")
    }

    /// Whether `join(folder, relative)` stays inside the root (no `..` climbs above it).
    public static func staysInside(_ folder: String, _ relative: String) -> Bool {
        var depth = folder.split(separator: "/").count
        for component in relative.split(separator: "/") {
            switch component {
            case ".", "": continue
            case "..":
                depth -= 1
                if depth < 0 { return false }
            default: depth += 1
            }
        }
        return true
    }

    /// The folder holding `path` ("" at the root).
    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    public static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Whether `path` is `folder` or inside it ("" contains everything).
    public static func isWithin(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path == folder || (path.hasPrefix(folder) && path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/"))
    }
}
