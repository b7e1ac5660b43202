import ArchlintProject
import ArchlintBase
import Foundation

/// `--evaluate-manifests`: what SwiftPM itself says a manifest declares, from `swift package
/// dump-package`. That compiles and runs the manifest, so it is opt-in; it follows what the static
/// reader cannot (any code a manifest runs), for this machine's platform and environment.
///
/// dump-package names no lines: each target, product, package dependency and target dependency
/// keeps the position the static reading found for the same item (else the manifest's first
/// line), so findings still point at the line to change and suppression comments still apply.
/// Where SwiftPM is missing or fails, the static reading is kept, with a warning saying why.
public struct ManifestEvaluator: Sendable {
    public init() {}

    /// Evaluates the manifest of the package in `packageDirectory`; `staticReading` is archlint's
    /// own reading of the same manifest.
    public func evaluate(packageDirectory: String, staticReading: PackageManifest) -> PackageManifest {
        // A scratch folder of its own, so that SwiftPM writes nothing into the linted tree; its
        // temporary folder is inside it too, so that the lock files and folders SwiftPM leaves
        // there (named after the scratch path, one set per run) go when the folder does.
        let scratch = NSTemporaryDirectory() + "archlint-dump-package-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        do {
            try FileManager.default.createDirectory(atPath: scratch + "/tmp", withIntermediateDirectories: true)
        } catch {
            return Self.staticReading(staticReading, because: ("cannot create the scratch folder \(scratch): \(error)", Self.firstLine))
        }
        let problem: (message: String, position: ProjectPosition)
        do {
            let run = try Subprocess.run(
                ["swift", "package", "--package-path", packageDirectory, "--scratch-path", scratch + "/build", "dump-package"],
                environment: ["TMPDIR": scratch + "/tmp"])
            if run.status == 0 {
                return try Self.manifest(fromDump: JSON5Parser.parse(bytes: run.output).value, staticReading: staticReading)
            }
            problem = Self.firstError(run.errorOutput.isEmpty ? run.output : run.errorOutput)
        } catch let error as Subprocess.LaunchError {
            problem = (error.description, Self.firstLine)
        } catch {
            problem = ("its output is not a package description: \(error)", Self.firstLine)
        }
        return Self.staticReading(staticReading, because: problem)
    }

    /// The static reading, with a warning that SwiftPM could not evaluate the manifest and why.
    static func staticReading(_ reading: PackageManifest, because problem: (message: String, position: ProjectPosition)) -> PackageManifest {
        var fallback = reading
        fallback.warnings.insert(
            ProjectWarning(
                message: "swift package dump-package could not evaluate this manifest (\(problem.message)); it was read statically",
                position: problem.position),
            at: 0)
        return fallback
    }

    static let firstLine = ProjectPosition(line: 1, column: 1)

    /// The manifest described by dump-package's JSON, with positions from `staticReading`.
    static func manifest(fromDump dump: JSONValue, staticReading: PackageManifest) throws -> PackageManifest {
        var manifest = PackageManifest(path: staticReading.path)
        manifest.toolsVersion = staticReading.toolsVersion
        manifest.directives = staticReading.directives
        guard let name = dump["name"].string else { throw MissingField(name: "name") }
        manifest.name = name
        manifest.products = dump["products"].elements.compactMap { product in
            guard let name = product["name"].string else { return nil }
            return ProjectProduct(
                name: name, type: product["type"].firstKey ?? "library", targets: product["targets"].strings,
                position: staticReading.products.first { $0.name == name }?.position ?? firstLine)
        }
        manifest.dependencies = dump["dependencies"].elements.compactMap { packageDependency($0, staticReading: staticReading) }
        manifest.targets = try dump["targets"].elements.map { try target($0, staticReading: staticReading) }
        manifest.traits = dump["traits"].elements.compactMap { $0["name"].string }.filter { $0 != "default" }
        return manifest
    }

    static func packageDependency(_ entry: JSONValue, staticReading: PackageManifest) -> PackageReference? {
        guard let kindName = entry.firstKey, let details = entry[kindName].elements.first else { return nil }
        let identity = details["identity"].string ?? ""
        let written = staticReading.dependencies.first { $0.identity == identity.lowercased() }
        let position = written?.position ?? firstLine
        switch kindName {
        case "fileSystem":
            return PackageReference(kind: .path, location: written?.location ?? details["path"].string ?? identity, name: written?.name, requirement: nil, position: position)
        case "sourceControl":
            let location = details["location"]
            let url = location["remote"].elements.first?["urlString"].string ?? location["local"].elements.first?.string ?? identity
            return PackageReference(kind: .url, location: url, name: written?.name, requirement: written?.requirement ?? requirement(details["requirement"]), position: position)
        case "registry":
            return PackageReference(kind: .registry, location: identity, name: written?.name, requirement: written?.requirement ?? requirement(details["requirement"]), position: position)
        default:
            return nil
        }
    }

    /// `exact: 1.2.3`, `branch: main`, `revision: abc`, or a range `"1.0.0"..<"2.0.0"`.
    static func requirement(_ value: JSONValue) -> String? {
        guard let kind = value.firstKey else { return nil }
        if kind == "range", let range = value[kind].elements.first, let lower = range["lowerBound"].string, let upper = range["upperBound"].string {
            return "\"\(lower)\"..<\"\(upper)\""
        }
        return value[kind].elements.first?.string.map { "\(kind): \($0)" }
    }

    static func target(_ entry: JSONValue, staticReading: PackageManifest) throws -> Target {
        guard let name = entry["name"].string else { throw MissingField(name: "targets[].name") }
        guard let type = entry["type"].string, let kind = Target.Kind(rawValue: type) else { throw MissingField(name: "targets[].type of \(name)") }
        let written = staticReading.target(named: name)
        var target = Target(name: name, kind: kind, path: entry["path"].string, position: written?.position ?? firstLine)
        target.exclude = entry["exclude"].strings
        if case .array = entry["sources"] { target.sources = entry["sources"].strings }
        target.dependencies = entry["dependencies"].elements.compactMap { dependency in
            targetDependency(dependency, writtenIn: written)
        }
        for setting in entry["settings"].elements {
            let kind = setting["kind"]
            if let flag = kind["define"]["_0"].string { target.defines.append(flag) }
            if kind["defaultIsolation"]["_0"].string == "MainActor" { target.defaultIsolationMainActor = true }
        }
        return target
    }

    /// `{"byName": [name, condition]}`, `{"target": [name, condition]}` or
    /// `{"product": [name, package, moduleAliases, condition]}`.
    static func targetDependency(_ entry: JSONValue, writtenIn target: Target?) -> TargetDependency? {
        guard let form = entry.firstKey, let kind = TargetDependency.Kind(rawValue: form) else { return nil }
        let values = entry[form].elements
        guard let name = values.first?.string else { return nil }
        let package = kind == .product && values.count > 1 ? values[1].string : nil
        let written = target?.dependencies.first { $0.kind == kind && $0.name == name && (kind != .product || $0.package == package) }
            ?? target?.dependencies.first { $0.name == name }
        return TargetDependency(
            kind: kind, name: name, package: package, condition: written?.condition ?? condition(values.last ?? .null),
            position: written?.position ?? target?.position ?? firstLine)
    }

    /// A dependency's condition as Swift would write it: `.when(platforms: [.iOS], configuration: .debug)`.
    static func condition(_ value: JSONValue) -> String? {
        var parts: [String] = []
        let platforms = value["platformNames"].strings
        if !platforms.isEmpty { parts.append("platforms: [\(platforms.map { "." + (platformSpelling[$0] ?? $0) }.joined(separator: ", "))]") }
        if let configuration = value["config"].string { parts.append("configuration: .\(configuration)") }
        return parts.isEmpty ? nil : ".when(\(parts.joined(separator: ", ")))"
    }

    static let platformSpelling = [
        "macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS",
        "maccatalyst": "macCatalyst", "driverkit": "driverKit",
    ]

    /// The compiler's first error in the manifest (`/path/Package.swift:4:12: error: …`) with its
    /// position, else SwiftPM's first error line.
    static func firstError(_ output: [UInt8]) -> (message: String, position: ProjectPosition) {
        let lines = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        for line in lines {
            guard let marker = line.range(of: ": error: ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":")
            guard location.count >= 3, location[location.count - 3].hasSuffix(".swift"),
                let row = Int(location[location.count - 2]), let column = Int(location[location.count - 1])
            else { continue }
            return (String(line[marker.upperBound...]), ProjectPosition(line: row, column: column))
        }
        let first = lines.first { $0.contains("error:") } ?? lines.first { !$0.isEmpty } ?? "no output"
        return (first.count > 300 ? String(first.prefix(300)) + "…" : first, firstLine)
    }

    struct MissingField: Error, CustomStringConvertible {
        var name: String
        var description: String { "no \(name)" }
    }
}

/// Lookups that yield `.null` or empty results for whatever is absent, so reading dump-package's
/// JSON needs no optional chain at each step.
extension JSONValue {
    subscript(key: String) -> JSONValue {
        guard case .object(let fields) = self else { return .null }
        return fields.last { $0.key == key }?.value.value ?? .null
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var elements: [JSONValue] {
        if case .array(let items) = self { return items.map(\.value) }
        return []
    }

    var strings: [String] { elements.compactMap(\.string) }

    /// The key of a one-key object such as `{"library": […]}`.
    var firstKey: String? {
        guard case .object(let fields) = self else { return nil }
        return fields.first?.key
    }
}
