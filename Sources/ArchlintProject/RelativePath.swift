/// Operations on `/`-separated paths relative to the linted root, done textually (no file system).
public enum RelativePath {
    /// `folder` + `relative`, normalized (`./`, empty components and trailing `/` dropped, `..`
    /// resolved textually; a `..` above the root is dropped).
    public static func join(_ folder: String, _ relative: String) -> String {
        // Most paths are already normal: joining them is concatenation (project readers join thousands).
        if isNormal(folder), isNormal(relative) {
            return folder.isEmpty ? relative : relative.isEmpty ? folder : folder + "/" + relative
        }
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

    /// `name` in `folder` (`folder/name`; `name` alone in the empty folder), made in one allocation
    /// where `folder + "/" + name` makes two: a walk joins a path for every entry of every folder.
    public static func child(_ name: String, of folder: String) -> String {
        if folder.isEmpty { return name }
        var folder = folder
        var name = name
        return folder.withUTF8 { head in
            name.withUTF8 { tail in
                let separator = head.last == UInt8(ascii: "/") ? 0 : 1
                let count = head.count + separator + tail.count
                return String(unsafeUninitializedCapacity: count) { buffer in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[..<head.count]).initialize(fromContentsOf: head)
                    if separator == 1 { buffer[head.count] = UInt8(ascii: "/") }
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[(head.count + separator)...]).initialize(fromContentsOf: tail)
                    return count
                }
            }
        }
    }

    /// Whether `path` has no empty, `.` or `..` component and no leading or trailing `/` ("" is normal).
    static func isNormal(_ path: String) -> Bool {
        var componentLength = 0
        var dots = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if componentLength == 0 || componentLength == dots && dots <= 2 { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return path.isEmpty || componentLength > 0 && !(componentLength == dots && dots <= 2)
    }

    /// Whether `join(folder, relative)` stays inside the root (no `..` climbs above it).
    public static func staysInside(_ folder: String, _ relative: String) -> Bool {
        // By bytes: project readers ask for every file they list, and splitting by characters
        // was most of what placing a file reference cost.
        var depth = 0
        forEachComponent(of: folder) { _ in depth += 1 }
        var climbsOut = false
        forEachComponent(of: relative) { component in
            if climbsOut { return }
            if component.elementsEqual("..".utf8) {
                depth -= 1
                climbsOut = depth < 0
            } else if !component.elementsEqual(".".utf8) {
                depth += 1
            }
        }
        return !climbsOut
    }

    /// Calls `body` with the bytes of each component of `path` that is not empty, in order.
    private static func forEachComponent(of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var path = path
        path.withUTF8 { bytes in
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                if index > start { body(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                start = index + 1
            }
        }
    }

    /// The folder holding `path` ("" at the root).
    public static func parent(of path: String) -> String {
        // By bytes, read in place: every file's folders are walked up through here, and the
        // generic search of the UTF-8 view took 1,400 instructions a path.
        guard let slash = utf8Offset(in: path, { bytes in bytes.lastIndex(of: UInt8(ascii: "/")) }) else { return "" }
        return String(path[..<path.utf8.index(path.utf8.startIndex, offsetBy: slash)])
    }

    public static func lastComponent(of path: String) -> String {
        guard let end = utf8Offset(in: path, { bytes in bytes.lastIndex { $0 != UInt8(ascii: "/") } }) else { return path }
        let start = utf8Offset(in: path) { bytes in bytes[..<end].lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } } ?? 0
        let utf8 = path.utf8
        return String(path[utf8.index(utf8.startIndex, offsetBy: start)...utf8.index(utf8.startIndex, offsetBy: end)])
    }

    /// What `find` gives for `path`'s UTF-8, read in place when the string is contiguous (as
    /// every path read from the file system is), else from a contiguous copy.
    private static func utf8Offset(in path: String, _ find: (UnsafeBufferPointer<UInt8>) -> Int?) -> Int? {
        if let found = path.utf8.withContiguousStorageIfAvailable(find) { return found }
        var path = path
        return path.withUTF8(find)
    }

    /// Whether `path` is `folder` or inside it ("" contains everything).
    public static func isWithin(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path == folder || (path.hasPrefix(folder) && path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/"))
    }
}
