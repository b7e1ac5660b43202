import ArchlintProject

/// Reads one XcodeGen target (templates and platforms already expanded) into the project model:
/// its kind, module name, the Swift files it compiles and its dependencies.
struct TargetReader {
    let specDirectory: String
    let settings: BuildSettings
    let options: SourceOptions
    /// `projectReferences:` by name: the folder of the referenced project, relative to the root.
    let projectFolders: [String: String]
    let packageNames: Set<String>
    /// Target names by product file name (`Core.framework`), for `framework:` dependencies.
    let targetsByProduct: [String: String]
    /// Targets and aggregate targets of the spec.
    let knownTargets: Set<String>
    let warn: (String, YAMLNode) -> Void
    let position: (YAMLNode) -> ProjectPosition

    /// How XcodeGen's `options` change which files a source compiles.
    struct SourceOptions {
        /// `defaultSourceDirectoryType`: `group` (the default), `folder` or `syncedFolder`.
        var defaultSourceDirectoryType = "group"
        /// `.swift` files are compiled (unless `fileTypes: {swift: {buildPhase: …}}` says otherwise).
        var compilesSwift = true
        /// Folders with these extensions are single items Xcode does not look into (bundles,
        /// asset catalogs, playgrounds…), so a folder source never takes Swift files inside them.
        var opaqueFolderExtensions = [
            "app", "appex", "bundle", "docc", "framework", "icon", "kext", "mlmodelc", "mlpackage", "playground", "plugin", "rcproject",
            "scnassets", "xcassets", "xcdatamodel", "xcdatamodeld", "xcframework", "xcmappingmodel", "xcodeproj", "xctest", "xcworkspace", "xpc",
        ]

        init(spec: YAMLNode) {
            guard let options = spec["options"] else { return }
            if let type = options["defaultSourceDirectoryType"]?.text { defaultSourceDirectoryType = type }
            for pair in options["fileTypes"]?.effectivePairs ?? [] {
                guard let fileExtension = pair.key.string else { continue }
                if fileExtension == "swift", let phase = pair.value["buildPhase"] { compilesSwift = phase.string == "sources" }
                if let isFile = pair.value["file"]?.bool {
                    opaqueFolderExtensions.removeAll { $0 == fileExtension }
                    if isFile { opaqueFolderExtensions.append(fileExtension) }
                }
            }
        }
    }

    func read(name: String, key: YAMLNode, target: YAMLNode) -> ProjectTarget {
        let type = target["type"]?.string ?? ""
        let targetSettings = settings.settings(of: target, name: name)
        let moduleName = settings.moduleName(targetSettings)
        if moduleName == nil {
            warn("the module name of target \(name) comes from build settings archlint cannot resolve; taken from the target's name", key)
        }
        var result = ProjectTarget(
            name: name, moduleName: moduleName, kind: Self.kind(ofProductType: type), productType: type,
            sources: target["legacy"] == nil ? sources(of: target) : SourceSelection(), position: position(key))
        if Self.kind(ofProductType: type) == .other, !Self.otherProductTypes.contains(type) {
            warn("unknown product type `\(type)` of target \(name): read as `other`", target["type"] ?? key)
        }
        let platform = target["platform"]?.string
        result.dependencies = (target["dependencies"]?.sequence ?? []).flatMap { dependencies(of: $0, platform: platform) }
        result.defines = settings.defines(targetSettings)
        result.platforms = Self.platforms(platform, destinations: target["supportedDestinations"]?.strings ?? [])
        result.defaultIsolationMainActor = settings.isMainActorIsolated(targetSettings)
        return result
    }

    /// The operating systems of `platform: watchOS` and `supportedDestinations: [iOS, macOS]`; nil
    /// for `auto` without destinations, or a name archlint does not know.
    static func platforms(_ platform: String?, destinations: [String]) -> [String]? {
        let written = (platform.map { $0 == "auto" ? [] : [$0] } ?? []) + destinations
        let systems = written.map(ProjectTarget.operatingSystem(of:))
        guard !systems.isEmpty, !systems.contains(nil) else { return nil }
        var seen = Set<String>()
        return systems.compactMap { $0 }.filter { seen.insert($0).inserted }
    }

    // MARK: Kinds

    static let otherProductTypes: Set<String> = ["", "bundle", "instruments-package", "metal-library"]

    /// The model's kind of an XcodeGen product type (`application`, `framework.static`…, or a
    /// full `com.apple.product-type.…` identifier).
    static func kind(ofProductType written: String) -> ProjectTarget.Kind {
        let type = written.hasPrefix("com.apple.product-type.") ? String(written.dropFirst(23)) : written
        switch type {
        case "application", "application.on-demand-install-capable", "application.messages", "application.watchapp", "application.watchapp2",
            "application.watchapp2-container":
            return .app
        case "framework", "framework.static", "library.static", "library.dynamic", "xcframework":
            return .library
        case "bundle.unit-test", "bundle.ui-testing", "bundle.ocunit-test":
            return .test
        case "tool":
            return .executable
        default:
            return type.contains("extension") || type == "xpc-service" ? .appExtension : .other
        }
    }

    /// The file a target builds (`Core.framework`, `libCore.a`), as `framework:` dependencies name it.
    static func productFile(name: String, target: YAMLNode) -> String? {
        let productName = target["productName"]?.text ?? name
        switch target["type"]?.string ?? "" {
        case "framework", "framework.static": return productName + ".framework"
        case "library.static": return "lib" + productName + ".a"
        case "library.dynamic": return productName + ".dylib"
        default: return nil
        }
    }

    // MARK: Sources

    /// The Swift files the target's `sources:` compile: a folder source takes every file under it
    /// (only those matching its `includes`, none matching its `excludes`), a file source itself;
    /// sources in another build phase (`buildPhase: resources`, `type: folder`…) compile nothing.
    func sources(of target: YAMLNode) -> SourceSelection {
        var selection = SourceSelection()
        guard let sources = target["sources"] else { return selection }
        for source in sources.sequence ?? [sources] {
            guard let path = (source.isMapping ? source["path"] : source)?.text else {
                if source.isMapping { warn("a source without a `path:` is left out", source) }
                continue
            }
            if BuildSettingReferences.mentionsSetting(path) {
                warn("source path `\(path)` uses a variable (XcodeGen takes it from the environment): left out", source)
                continue
            }
            guard let folder = SpecPath.rootRelative(path, specDirectory: specDirectory) else {
                warn("source path `\(path)` is outside the linted folder: left out", source)
                continue
            }
            // A build phase given to the source is every file's; else `.swift` files compile.
            if let phase = source["buildPhase"] {
                guard phase.string == "sources" else { continue }
            } else if !options.compilesSwift {
                continue
            }
            let fileExtension = SpecPath.pathExtension(path)
            let type = source["type"]?.text ?? (fileExtension != nil ? "file" : options.defaultSourceDirectoryType)
            switch type {
            case "file":
                if fileExtension == "swift" { selection.include.append(.file(folder)) }
            case "group", "syncedFolder":
                add(folder: folder, source: source, to: &selection)
            default:
                // `folder`: a folder reference, copied as a resource.
                continue
            }
        }
        return selection
    }

    private func add(folder: String, source: YAMLNode, to selection: inout SourceSelection) {
        let includes = source["includes"]?.strings ?? []
        if includes.isEmpty {
            selection.include.append(.folder(folder))
        } else {
            for pattern in includes { selection.include += Self.globs(folder, pattern) }
        }
        for pattern in source["excludes"]?.strings ?? [] { selection.exclude += Self.globs(folder, pattern) }
        if !options.opaqueFolderExtensions.isEmpty {
            let prefix = folder.isEmpty ? "" : folder + "/"
            selection.exclude.append(.glob(prefix + "**/*.{\(options.opaqueFolderExtensions.joined(separator: ","))}/**"))
        }
    }

    /// A pattern relative to a source folder: the paths it matches, and everything inside the
    /// folders it matches (XcodeGen's globs take a matched folder whole).
    static func globs(_ folder: String, _ pattern: String) -> [SourceSelection.Item] {
        let joined = folder.isEmpty ? pattern : folder + "/" + pattern
        return [.glob(joined), .glob(joined + "/**")]
    }

    // MARK: Dependencies

    /// The dependency an entry of `dependencies:` declares (none for a `bundle:`, or one another
    /// platform's `platforms:` leaves out; one per product of `package:` with `products:`).
    func dependencies(of entry: YAMLNode, platform: String?) -> [ProjectDependency] {
        guard entry.isMapping else {
            warn("a dependency is a mapping (`- target: Name`, `- package: Name`…); this one is left out", entry)
            return []
        }
        if let platforms = entry["platforms"]?.strings, let platform, !platforms.contains(platform) { return [] }
        let at = position(entry)
        let condition = Self.condition(of: entry)
        func dependency(_ kind: ProjectDependency.Kind, _ name: String, package: String? = nil, project: String? = nil) -> ProjectDependency {
            ProjectDependency(kind: kind, name: name, package: package, project: project, condition: condition, position: at)
        }
        if let reference = entry["target"]?.text {
            let parts = reference.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if parts.count == 2 {
                guard let folder = projectFolders[parts[0]] else {
                    warn("target `\(reference)` names a project `\(parts[0])` that `projectReferences:` does not declare", entry)
                    return [dependency(.projectTarget, parts[1], project: parts[0])]
                }
                return [dependency(.projectTarget, parts[1], project: folder)]
            }
            if parts.count > 2 { warn("target reference `\(reference)` is neither `Target` nor `Project/Target`", entry) }
            if !knownTargets.contains(reference) { warn("no target named `\(reference)` in this spec", entry) }
            return [dependency(.target, reference)]
        }
        if let path = entry["framework"]?.text {
            let file = RelativePath.lastComponent(of: path)
            if let target = targetsByProduct[file] { return [dependency(.target, target)] }
            return [dependency(.external, Self.moduleName(ofFile: file))]
        }
        if let name = entry["carthage"]?.text { return [dependency(.external, name)] }
        if let name = entry["sdk"]?.text {
            return [dependency(.sdk, name.hasSuffix(".framework") ? String(name.dropLast(10)) : name)]
        }
        if let package = entry["package"]?.text {
            if !packageNames.contains(package) { warn("package `\(package)` is not declared in `packages:`; XcodeGen leaves this dependency out", entry) }
            let products = entry["products"]?.strings ?? entry["product"].flatMap(\.text).map { [$0] } ?? [package]
            return products.map { dependency(.product, $0, package: package) }
        }
        if entry["bundle"] != nil { return [] }
        warn("a dependency needs `target:`, `framework:`, `carthage:`, `sdk:`, `package:` or `bundle:`", entry)
        return []
    }

    /// `platformFilter:` and `destinationFilters:` as written.
    static func condition(of entry: YAMLNode) -> String? {
        var parts: [String] = []
        if let filter = entry["platformFilter"]?.text, filter != "all" { parts.append("platformFilter: \(filter)") }
        if let filters = entry["destinationFilters"]?.strings, !filters.isEmpty {
            parts.append("destinationFilters: [\(filters.joined(separator: ", "))]")
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `Core.framework`, `Core.xcframework` → `Core`.
    static func moduleName(ofFile file: String) -> String {
        for suffix in [".framework", ".xcframework"] where file.hasSuffix(suffix) {
            return String(file.dropLast(suffix.count))
        }
        return file
    }
}
