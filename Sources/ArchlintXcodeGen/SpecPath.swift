/// Paths as a spec writes them: relative to the spec's folder, `/`-separated, possibly starting
/// with `..` (a folder beside the spec's). Joined the way XcodeGen's PathKit joins them.
enum SpecPath {
    /// `base` + `path`: `.` and empty components dropped, each `..` taking away a component of
    /// `base` while there is one (kept otherwise); an absolute `path` is returned as written.
    static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var parts = base.split(separator: "/").filter { $0 != "." }.map(String.init)
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(String(component))
            }
        }
        return (base.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The path relative to the linted root of `path` (relative to the spec's folder
    /// `specDirectory`), or nil when it is absolute or leads out of the root.
    static func rootRelative(_ path: String, specDirectory: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        let joined = join(specDirectory, path)
        return joined == ".." || joined.hasPrefix("../") ? nil : joined
    }

    /// The extension of the last component (`swift` for `Sources/App.swift`), nil when it has none.
    static func pathExtension(_ path: String) -> String? {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else { return nil }
        return String(name[name.index(after: dot)...])
    }
}
