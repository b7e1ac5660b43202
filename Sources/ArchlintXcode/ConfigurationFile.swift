import ArchlintProject

/// An `.xcconfig` file as build settings: `NAME = value` lines (`NAME[sdk=…] = value` variants
/// included), `//` comments, and `#include "other.xcconfig"` (`#include?` when optional), read
/// relative to the including file. A later assignment overrides an earlier one, the includer's
/// settings those it includes.
struct ConfigurationFile {
    /// Reads the file at `path` (root-relative) and what it includes; nil when it cannot be read.
    static func settings(at path: String, load: (String) -> [UInt8]?, warnings: inout [ProjectWarning]) -> PropertyListDictionary? {
        guard let entries = entries(at: path, load: load, warnings: &warnings, including: []) else { return nil }
        var latest: [String: Int] = [:]
        for (offset, entry) in entries.enumerated() { latest[entry.key] = offset }
        var settings = PropertyListDictionary()
        for (offset, entry) in entries.enumerated() where latest[entry.key] == offset { settings.append(entry) }
        return settings
    }

    private static func entries(
        at path: String, load: (String) -> [UInt8]?, warnings: inout [ProjectWarning], including: [String]
    ) -> [PropertyListDictionary.Entry]? {
        guard !including.contains(path) else {
            warnings.append(ProjectWarning(message: "\(path) includes itself through \(including.joined(separator: " -> "))", position: .unknown, file: path))
            return nil
        }
        guard let bytes = load(path) else { return nil }
        var settings: [PropertyListDictionary.Entry] = []
        var lineNumber = 0
        for rawLine in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = Self.withoutComment(rawLine).trimmingCharacters(in: " \t\r")
            guard !line.isEmpty else { continue }
            if line.hasPrefix("#include") {
                let optional = line.hasPrefix("#include?")
                guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { continue }
                let included = RelativePath.join(RelativePath.parent(of: path), String(line[line.index(after: open)..<close]))
                if let nested = Self.entries(at: included, load: load, warnings: &warnings, including: including + [path]) {
                    settings += nested
                } else if !optional {
                    warnings.append(ProjectWarning(
                        message: "\(included), included here, cannot be read; its settings are not known", position: ProjectPosition(line: lineNumber, column: 1),
                        file: path))
                }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: " \t")
            let value = line[line.index(after: equals)...].trimmingCharacters(in: " \t")
            guard !key.isEmpty else { continue }
            let position = ProjectPosition(line: lineNumber, column: 1)
            settings.append(PropertyListDictionary.Entry(key: key, keyPosition: position, value: PropertyListNode(.string(value), position: position)))
        }
        return settings
    }

    /// A line without its `//` comment (outside quotes).
    static func withoutComment(_ line: Substring) -> Substring {
        var inQuotes = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" { inQuotes.toggle() }
            if !inQuotes, character == "/", previous == "/" { return line[..<line.index(before: index)] }
            previous = character
        }
        return line
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        String(Substring(self).trimmingCharacters(in: set))
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        var slice = self[...]
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
