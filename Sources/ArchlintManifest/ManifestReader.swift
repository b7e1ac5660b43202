import ArchlintInterpreter
import ArchlintProject

/// Reads `Package.swift` statically: the manifest is parsed and interpreted by archlint, never
/// compiled or run (running a manifest runs arbitrary code, which a CI gate should not do).
public struct ManifestReader: Sendable {
    public var platform: CompilationPlatform

    public init(platform: CompilationPlatform = .host) {
        self.platform = platform
    }

    /// Reads the manifest at `path` (relative, for reporting) from its `source` bytes.
    public func read(path: String, source: [UInt8]) -> PackageManifest {
        var manifest = PackageManifest(path: path)
        manifest.toolsVersion = Self.toolsVersion(source)
        let parsed = ParsedManifest(source: source)
        manifest.directives = parsed.directives
        let interpreter = ManifestInterpreter(platform: platform, recordedKinds: ["Package"])
        interpreter.run(parsed)
        PackageModelReader(interpreter: interpreter).read(into: &manifest)
        manifest.warnings = parsed.syntaxErrors + interpreter.warnings
        manifest.warnings.sort { ($0.position.line, $0.position.column, $0.message) < ($1.position.line, $1.position.column, $1.message) }
        return manifest
    }

    public func read(path: String, text: String) -> PackageManifest {
        read(path: path, source: Array(text.utf8))
    }

    /// `// swift-tools-version:5.9` on the first line.
    public static func toolsVersion(_ source: [UInt8]) -> String? {
        let firstLine = String(decoding: source.prefix { $0 != 10 && $0 != 13 }, as: UTF8.self)
        let lowered = firstLine.lowercased()
        guard lowered.hasPrefix("//"), let range = lowered.range(of: "swift-tools-version:") else { return nil }
        let version = firstLine[range.upperBound...].drop { $0 == " " || $0 == "\t" }.prefix { !$0.isWhitespace && $0 != ";" }
        return version.isEmpty ? nil : String(version)
    }

    /// The manifest SwiftPM reads in a folder holding `Package.swift` and `Package@swift-X.Y.swift`
    /// variants: the variant with the highest version not above the compiler's is used when its
    /// declared tools version is newer than `Package.swift`'s, or when `Package.swift` declares a
    /// tools version this compiler does not support; otherwise `Package.swift`.
    /// `toolsVersions` gives each file's declared `swift-tools-version`.
    public static func preferredManifest(
        among names: [String], toolsVersions: [String: String] = [:], compiler: [Int] = CompilationPlatform.builtWithCompiler
    ) -> String? {
        var best: (version: [Int], name: String)? = nil
        for name in names where name.hasPrefix("Package@swift-") {
            let versionText = name.dropFirst("Package@swift-".count).dropLast(".swift".count)
            let version = versionText.split(separator: ".").compactMap { Int($0) }
            guard !version.isEmpty, !Self.isGreater(version, than: compiler) else { continue }
            if best == nil || Self.isGreater(version, than: best!.version) { best = (version, name) }
        }
        let regular = names.first { $0 == "Package.swift" }
        guard let best else { return regular }
        guard let regular else { return best.name }
        func declared(_ name: String, default fallback: [Int]) -> [Int] {
            toolsVersions[name].map { $0.split(separator: ".").compactMap { Int($0) } } ?? fallback
        }
        let regularVersion = declared(regular, default: [3, 1])
        let variantVersion = declared(best.name, default: best.version)
        if Self.isGreater(variantVersion, than: regularVersion) { return best.name }
        return Self.isGreater(regularVersion, than: compiler) ? best.name : regular
    }

    static func isGreater(_ a: [Int], than b: [Int]) -> Bool {
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? a[index] : 0
            let y = index < b.count ? b[index] : 0
            if x != y { return x > y }
        }
        return false
    }
}

/// Reads the interpreted `package` value into the manifest model, warning (with a line) about
/// every target, product or dependency whose value could not be followed.
struct PackageModelReader {
    let interpreter: ManifestInterpreter

    func warn(_ message: String, _ position: ProjectPosition?) {
        interpreter.warn(message, position ?? .unknown)
    }

    func read(into manifest: inout PackageManifest) {
        var packageValue = interpreter.global("package")
        if packageValue == nil || !Self.isPackage(packageValue!), let last = interpreter.recorded.last {
            packageValue = .object(last)
        }
        guard let packageValue else {
            warn("no `Package(…)` found", nil)
            return
        }
        guard case .object(let package) = packageValue, package.kind == "Package" else {
            warn("`package` could not be read: \(interpreter.reason(packageValue))", packageValue.position)
            return
        }
        manifest.name = package.fields["name"]?.stringValue
        if manifest.name == nil { warn("package name could not be read", package.site) }
        for value in elements(package.fields["products"], what: "products") {
            if let product = product(value) { manifest.products.append(product) }
        }
        for value in elements(package.fields["dependencies"], what: "package dependencies") {
            if let dependency = packageDependency(value) { manifest.dependencies.append(dependency) }
        }
        for value in elements(package.fields["targets"], what: "targets") {
            if let target = target(value) { manifest.targets.append(target) }
        }
        for value in elements(package.fields["traits"], what: "traits") {
            if let name = value.stringValue {
                manifest.traits.append(name)
            } else if case .object(let box) = value {
                // `.default(enabledTraits:)` names which traits are on by default, not a trait.
                guard box.kind != "default" else { continue }
                if let name = box.fields["name"]?.stringValue { manifest.traits.append(name) } else { warn("trait name could not be read", box.site) }
            } else {
                warn("trait could not be read: \(interpreter.reason(value))", value.position)
            }
        }
    }

    private func elements(_ value: Value?, what: String) -> [Value] {
        guard let value else { return [] }
        if case .none = value { return [] }
        guard let elements = value.arrayValue else {
            warn("\(what) could not be read: \(interpreter.reason(value))", value.position)
            return []
        }
        return elements
    }

    private func strings(_ value: Value?, what: String) -> [String] {
        elements(value, what: what).compactMap { element in
            if let text = element.stringValue { return text }
            warn("\(what) entry could not be read: \(interpreter.reason(element))", element.position)
            return nil
        }
    }

    static func isPackage(_ value: Value) -> Bool {
        if case .object(let box) = value { return box.kind == "Package" }
        return false
    }

    static func targetKind(_ constructor: String) -> Target.Kind? {
        switch constructor {
        case "target": .regular
        case "executableTarget": .executable
        case "testTarget": .test
        case "plugin": .plugin
        case "macro": .macro
        case "systemLibrary": .system
        case "binaryTarget": .binary
        default: nil
        }
    }

    private func position(_ value: Value?) -> ProjectPosition {
        value?.position ?? .unknown
    }

    private func target(_ value: Value) -> Target? {
        guard case .object(let box) = value, let kind = Self.targetKind(box.kind) else {
            if case .none = value { return nil }
            warn("target could not be read: \(interpreter.reason(value))", value.position)
            return nil
        }
        guard let name = box.fields["name"]?.stringValue else {
            warn("target name could not be read: \(box.fields["name"].map(interpreter.reason) ?? "missing")", box.site)
            return nil
        }
        let namePosition = box.fields["name"]?.position
        var target = Target(name: name, kind: kind, position: namePosition ?? box.site)
        if let path = box.fields["path"] {
            target.path = path.stringValue
            if target.path == nil, !path.isNone { warn("path of target \(name) could not be read: \(interpreter.reason(path))", path.position ?? box.site) }
        }
        target.exclude = strings(box.fields["exclude"], what: "exclude of target \(name)")
        if let sources = box.fields["sources"], !sources.isNone {
            target.sources = strings(sources, what: "sources of target \(name)")
        }
        for dependency in elements(box.fields["dependencies"], what: "dependencies of target \(name)") {
            if let read = targetDependency(dependency, of: name, fallback: box.site) { target.dependencies.append(read) }
        }
        for setting in elements(box.fields["swiftSettings"], what: "swiftSettings of target \(name)") {
            guard case .object(let settingBox) = setting else { continue }
            if settingBox.kind == "defaultIsolation", let isolation = settingBox.positional.first, describe(isolation).contains("MainActor") {
                target.defaultIsolationMainActor = true
            }
            if settingBox.kind == "define", let flag = settingBox.positional.first?.stringValue {
                target.defines.append(flag)
            }
        }
        return target
    }

    private func targetDependency(_ value: Value, of targetName: String, fallback: ProjectPosition) -> TargetDependency? {
        switch value {
        case .string(let name, let site):
            return TargetDependency(kind: .byName, name: name, package: nil, condition: nil, position: site)
        case .object(let box):
            let condition = box.fields["condition"].flatMap { $0.isNone ? nil : describe($0) }
            let name = box.fields["name"]?.stringValue ?? box.positional.first?.stringValue
            switch box.kind {
            case "target", "byName", "byNameItem":
                guard let name else { break }
                return TargetDependency(kind: box.kind == "target" ? .target : .byName, name: name, package: nil, condition: condition, position: box.site)
            case "product":
                guard let name else { break }
                let package = box.fields["package"]?.stringValue
                return TargetDependency(kind: .product, name: name, package: package, condition: condition, position: box.site)
            default:
                break
            }
            warn("dependency of target \(targetName) could not be read: .\(box.kind)(…)", box.site)
            return nil
        case .none:
            return nil
        default:
            warn("dependency of target \(targetName) could not be read: \(interpreter.reason(value))", value.position ?? fallback)
            return nil
        }
    }

    private func product(_ value: Value) -> ProjectProduct? {
        guard case .object(let box) = value, let name = box.fields["name"]?.stringValue else {
            if case .none = value { return nil }
            warn("product could not be read: \(interpreter.reason(value))", value.position)
            return nil
        }
        let targets = strings(box.fields["targets"], what: "targets of product \(name)")
        return ProjectProduct(name: name, type: box.kind, targets: targets, position: box.site)
    }

    private func packageDependency(_ value: Value) -> PackageReference? {
        guard case .object(let box) = value, box.kind == "package" else {
            if case .none = value { return nil }
            warn("package dependency could not be read: \(interpreter.reason(value))", value.position)
            return nil
        }
        let name = box.fields["name"]?.stringValue
        if let path = box.fields["path"]?.stringValue {
            return PackageReference(kind: .path, location: path, name: name, requirement: nil, position: box.site)
        }
        let requirementLabels = ["from", "exact", "branch", "revision", "upToNextMajor", "upToNextMinor"]
        var requirement: String? = nil
        for label in requirementLabels {
            if let value = box.fields[label] { requirement = "\(label): \(describe(value))" }
        }
        if requirement == nil, box.positional.count > 0 { requirement = describe(box.positional[0]) }
        if let url = box.fields["url"]?.stringValue {
            return PackageReference(kind: .url, location: url, name: name, requirement: requirement, position: box.site)
        }
        if let identity = box.fields["id"]?.stringValue {
            return PackageReference(kind: .registry, location: identity, name: name, requirement: requirement, position: box.site)
        }
        warn("package dependency location could not be read", box.site)
        return nil
    }

    func describe(_ value: Value) -> String {
        interpreter.describe(value)
    }
}
