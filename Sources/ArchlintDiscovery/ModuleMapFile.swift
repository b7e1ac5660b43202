/// A Clang `module.modulemap`: the module a C or system-library target is imported by, which need
/// not be the target's name (`.systemLibrary(name: "CZlib")` whose map says `module zlibLinux`).
enum ModuleMapFile {
    /// The first top-level module the map declares (`module X`, `framework module X`,
    /// `extern module X`), comments skipped; nil when it declares none.
    static func moduleName(in bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        var depth = 0
        var previous: [Substring] = []
        for line in text.split(separator: "\n") {
            let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line
            for word in code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }) {
                if depth == 0, previous.last == "module", previous.dropLast().last != "explicit" {
                    let name = word.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !name.isEmpty { return String(name) }
                }
                depth += word.filter { $0 == "{" }.count - word.filter { $0 == "}" }.count
                previous = Array((previous + [word]).suffix(2))
            }
        }
        return nil
    }
}
