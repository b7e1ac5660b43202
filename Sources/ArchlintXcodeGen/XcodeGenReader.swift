import ArchlintProject

/// Reads an XcodeGen spec (`project.yml`, `project.json`) and the files it includes into the
/// project model, as XcodeGen would generate the project: includes merged, multi-platform targets
/// and target templates expanded, sources, dependencies and packages read. What it cannot follow
/// is a warning with its file, line and column.
public struct XcodeGenReader: Sendable {
    public init() {}

    /// Whether `fileName` is a spec's name as discovery finds specs: XcodeGen's default
    /// `project.yml`, or `project.yaml`/`project.json` (what `xcodegen --spec` is usually given).
    public static func isSpecName(_ fileName: String) -> Bool {
        fileName == "project.yml" || fileName == "project.yaml" || fileName == "project.json"
    }

    /// Whether a YAML file in `folder` (relative to the root) is named as other specs real
    /// repositories pass to `xcodegen --spec` are: `project-pm.yml`, `project_ios.yaml`
    /// (bitwarden), or named after its folder, `Samples/iOS-Swift/iOS-Swift.yml` (sentry-cocoa).
    /// Such a file is a spec only if `declaresProject` says so, and a fragment another spec
    /// includes is not a project of its own.
    public static func isCandidateSpecName(_ fileName: String, folder: String) -> Bool {
        let stem: Substring
        if fileName.hasSuffix(".yml") {
            stem = fileName.dropLast(4)
        } else if fileName.hasSuffix(".yaml") {
            stem = fileName.dropLast(5)
        } else {
            return false
        }
        if stem.hasPrefix("project-") || stem.hasPrefix("project_") { return true }
        return !folder.isEmpty && stem == RelativePath.lastComponent(of: folder)
    }

    /// Whether `bytes` read as an XcodeGen spec of a project: a mapping with a `name:` and
    /// `targets:` mapping names to targets, one at least with a `type:` or `templates:`.
    public static func declaresProject(_ bytes: [UInt8]) -> Bool {
        guard let root = YAMLParser.parse(bytes).root, root["name"]?.text != nil,
            let targets = root["targets"]?.mappingOfMappings, !targets.isEmpty
        else { return false }
        return targets.contains { $0.value["type"] != nil || $0.value["templates"] != nil }
    }

    /// The project the spec at `path` (relative to the root) declares; `load` reads a file by its
    /// root-relative path (nil when it is missing or outside the root).
    public func read(path: String, load: (String) -> [UInt8]?) -> Project {
        withoutActuallyEscaping(load) { load in read(path: path, escapingLoad: load) }
    }

    private func read(path: String, escapingLoad load: @escaping (String) -> [UInt8]?) -> Project {
        let directory = RelativePath.parent(of: path)
        var project = Project(kind: .xcodegen, path: path, directory: directory)
        var loader = SpecLoader(specDirectory: directory, load: load)
        guard let merged = loader.loadSpec(path: path) else {
            project.warnings = loader.warnings
            return project
        }
        var warnings: [(String, YAMLNode)] = []
        let spec = TargetExpansion.expand(merged) { warnings.append(($0, $1)) }
        project.name = spec["name"]?.text
        project.packages = Self.packages(of: spec, position: loader.position(of:))
        let reader = targetReader(for: spec, directory: directory, loader: loader) { warnings.append(($0, $1)) }
        let targets = spec["targets"]?.effectivePairs ?? []
        if let targetsNode = spec["targets"], !targetsNode.isMapping, targetsNode.text != nil || targetsNode.sequence != nil {
            warnings.append(("`targets:` is a mapping of target names to targets", targetsNode))
        }
        for pair in targets {
            guard let key = pair.key.string else { continue }
            guard pair.value.isMapping else {
                warnings.append(("target \(key) is not a mapping of its settings: left out", pair.value))
                continue
            }
            let name = pair.value["name"]?.text ?? key
            project.targets.append(reader.read(name: name, key: pair.key, target: pair.value))
        }
        project.targets.sort { $0.name < $1.name }
        project.inputs = Array(loader.documents.dropFirst())
        project.directives = loader.directives
        project.warnings = loader.warnings
        for (message, node) in warnings {
            let position = loader.position(of: node)
            project.warnings.append(ProjectWarning(
                message: message, position: ProjectPosition(line: position.line, column: position.column), file: position.file))
        }
        return project
    }

    private func targetReader(for spec: YAMLNode, directory: String, loader: SpecLoader, warn: @escaping (String, YAMLNode) -> Void) -> TargetReader {
        var projectFolders: [String: String] = [:]
        for pair in spec["projectReferences"]?.effectivePairs ?? [] {
            guard let name = pair.key.string, let path = pair.value["path"]?.text else { continue }
            projectFolders[name] = SpecPath.rootRelative(path, specDirectory: directory).map(RelativePath.parent(of:)) ?? name
        }
        var targetsByProduct: [String: String] = [:]
        var knownTargets = Set<String>()
        for pair in spec["targets"]?.effectivePairs ?? [] {
            guard let key = pair.key.string else { continue }
            let name = pair.value["name"]?.text ?? key
            knownTargets.insert(name)
            if let file = TargetReader.productFile(name: name, target: pair.value) { targetsByProduct[file] = name }
        }
        for pair in spec["aggregateTargets"]?.effectivePairs ?? [] {
            if let name = pair.key.string { knownTargets.insert(name) }
        }
        let packageNames = Set((spec["packages"]?.effectivePairs ?? []).compactMap(\.key.string))
            .union((spec["localPackages"]?.strings ?? []).map { RelativePath.lastComponent(of: $0) })
        return TargetReader(
            specDirectory: directory, settings: BuildSettings(spec: spec), options: TargetReader.SourceOptions(spec: spec),
            projectFolders: projectFolders, packageNames: packageNames, targetsByProduct: targetsByProduct, knownTargets: knownTargets,
            warn: warn, position: loader.position(of:))
    }

    /// `packages:` (and the older `localPackages:`), by name.
    static func packages(of spec: YAMLNode, position: (YAMLNode) -> ProjectPosition) -> [PackageReference] {
        var result: [PackageReference] = []
        for pair in spec["packages"]?.effectivePairs ?? [] {
            guard let name = pair.key.string, pair.value.isMapping else { continue }
            let package = pair.value
            if let path = package["path"]?.text {
                result.append(PackageReference(kind: .path, location: path, name: name, position: position(pair.key)))
                continue
            }
            let url = package["url"]?.text ?? package["github"]?.text.map { "https://github.com/\($0)" }
            guard let url else { continue }
            result.append(PackageReference(kind: .url, location: url, name: name, requirement: requirement(of: package), position: position(pair.key)))
        }
        for entry in spec["localPackages"]?.sequence ?? spec["localPackages"].map({ [$0] }) ?? [] {
            guard let path = entry.text else { continue }
            result.append(PackageReference(kind: .path, location: path, name: RelativePath.lastComponent(of: path), position: position(entry)))
        }
        return result
    }

    /// A remote package's version requirement, in the order XcodeGen looks for one.
    static func requirement(of package: YAMLNode) -> String? {
        if let version = package["exactVersion"]?.text ?? package["version"]?.text { return "exact: \(version)" }
        if let revision = package["revision"]?.text { return "revision: \(revision)" }
        if let branch = package["branch"]?.text { return "branch: \(branch)" }
        if let minimum = package["minVersion"]?.text, let maximum = package["maxVersion"]?.text { return "\"\(minimum)\"..<\"\(maximum)\"" }
        if let minor = package["minorVersion"]?.text { return "upToNextMinor: \(minor)" }
        if let major = package["majorVersion"]?.text ?? package["from"]?.text { return "from: \(major)" }
        return nil
    }
}
