import ArchlintInterpreter

/// The compilation conditions a Tuist target builds with, in any configuration: Tuist's default
/// `DEBUG` of the Debug configuration, and what `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `-D` in
/// `OTHER_SWIFT_FLAGS` add in the project's and the target's settings. nil when they cannot be
/// told: a setting that could not be read, or an `.xcconfig` file that may define more.
struct TuistSettings {
    let interpreter: ManifestInterpreter

    func defines(project: Value?, target: Value?) -> [String]? {
        var flags: Set<String> = ["DEBUG"]
        for settings in [project, target] {
            guard let settings, !settings.isNone else { continue }
            guard case .object(let box) = settings else { return nil }
            if case .enumCase(_, "none", _, _)? = box.fields["defaultSettings"] { flags.remove("DEBUG") }
            if let file = box.fields["xcconfig"], !file.isNone { return nil }
            if let base = box.fields["base"] ?? box.positional.first, !add(base, to: &flags) { return nil }
            for configuration in box.fields["configurations"]?.arrayValue ?? [] {
                guard case .object(let entry) = configuration else { return nil }
                if let file = entry.fields["xcconfig"], !file.isNone { return nil }
                if let values = entry.fields["settings"], !add(values, to: &flags) { return nil }
            }
            if let configurations = box.fields["configurations"], configurations.arrayValue == nil, !configurations.isNone { return nil }
        }
        return flags.sorted()
    }

    /// Adds the flags a settings dictionary sets; false when it cannot be read.
    private func add(_ dictionary: Value, to flags: inout Set<String>) -> Bool {
        if dictionary.isNone { return true }
        guard case .dictionary(let pairs) = dictionary else { return false }
        for (key, value) in pairs {
            switch key.stringValue {
            case "SWIFT_ACTIVE_COMPILATION_CONDITIONS":
                guard let words = words(value) else { return false }
                flags.formUnion(words.filter { !$0.hasPrefix("$(") })
            case "OTHER_SWIFT_FLAGS":
                guard let words = words(value) else { return false }
                flags.formUnion(words.filter { $0.hasPrefix("-D") && $0.count > 2 }.map { String($0.dropFirst(2)) })
            case nil:
                return false
            default:
                continue
            }
        }
        return true
    }

    /// `"A B"`, `["A", "B"]`, `.string("A B")`, `.array([…])`.
    private func words(_ value: Value) -> [String]? {
        switch value {
        case .string(let text, _): return text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        case .array(let elements, _):
            let parts = elements.map(words)
            return parts.contains { $0 == nil } ? nil : parts.flatMap { $0! }
        case .object(let box) where box.kind == "string" || box.kind == "array":
            return box.positional.first.flatMap(words)
        default: return nil
        }
    }
}
