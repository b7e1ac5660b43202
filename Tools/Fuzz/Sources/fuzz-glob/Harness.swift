import ArchlintBase

/// Globs: `pattern NUL path NUL path…`. Matching must end quickly, and a pattern with no
/// special character must match the path spelt the same way.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let parts = UnsafeBufferPointer(start: data, count: size).split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    guard let pattern = parts.first else { return 0 }
    let glob = Glob(pattern)
    for path in parts.dropFirst() { _ = glob.matches(path) }
    let special: Set<Character> = ["*", "?", "[", "{", "/", "."]
    if !pattern.isEmpty, !pattern.contains(where: special.contains), !glob.matches(pattern) {
        fatalError("the literal glob \(pattern.debugDescription) does not match itself")
    }
    return 0
}
