import ArchlintKit

/// The option groups several commands share, each mapping onto one field of the library's requests.
extension OptionGroup {
    static let configuration = OptionGroup("Configuration", [.config, .preset])
    static let cache = OptionGroup("Cache", [.noCache, .cacheDirectory])
    static let reading = OptionGroup("Reading", [.jobs, .evaluateManifests])
}

extension Option {
    static let config = Option(
        "--config", "FILE", .file, help: "configuration file", default: "the .archlint.json of PATH or of the nearest folder above it")
    static let preset = Option(
        "--preset", "NAME", .text, help: "start from a shipped preset; `archlint presets` lists them", repeatable: true)
    static let noCache = Option("--no-cache", help: "read and extract every file; neither read nor write the cache")
    static let cacheDirectory = Option(
        "--cache-dir", "DIR", .folder,
        help: "where the fact cache lives",
        default: "$ARCHLINT_CACHE_DIR, else PATH/.build/archlint when PATH has a .build folder, else $XDG_CACHE_HOME/archlint or ~/.cache/archlint")
    static let jobs = Option("--jobs", "N", .number(minimum: 1), help: "worker threads", default: "every core")
    static let evaluateManifests = Option(
        "--evaluate-manifests",
        help: "ask SwiftPM (swift package dump-package) what each Package.swift declares instead of reading it statically; this runs the manifests")
    static let quiet = Option("--quiet", help: "print nothing to standard error but errors: no reading problems, no notes")
    static let lintQuiet = Option(
        "--quiet", help: "print nothing when nothing fails the gate; otherwise only the report (no reading problems, no notes, no progress)")
}

extension ParsedArguments {
    /// `--config` and `--preset`.
    var configuration: ConfigurationSource {
        ConfigurationSource(file: value(.config), presets: allValues(.preset))
    }

    /// `--no-cache` and `--cache-dir`.
    var cache: CacheSetting {
        if flag(.noCache) { return .disabled }
        return value(.cacheDirectory).map(CacheSetting.directory) ?? .automatic
    }

    /// `--jobs` and `--evaluate-manifests`.
    var reading: ReadingOptions {
        var reading = ReadingOptions(evaluateManifests: flag(.evaluateManifests))
        if let jobs = number(.jobs) { reading.jobs = jobs }
        return reading
    }

    /// The one `PATH` of a command that reads a repository (default: the current folder).
    var root: String {
        positional("PATH") ?? "."
    }

    /// Notes (cache problems) on standard error, unless `--quiet`.
    func printNotes(_ notes: [String]) {
        guard !(command.option(named: "--quiet").map(flag) ?? false) else { return }
        for note in notes { Output.standardError("note: \(note)\n") }
    }
}

extension Positional {
    static let path = Positional(name: "PATH", kind: .folder, optional: true)
}
