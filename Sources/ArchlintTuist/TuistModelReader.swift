import ArchlintInterpreter
import ArchlintProject

/// Reads the interpreted `Project(…)` of a `Project.swift` into the project model: targets with
/// their product, module name, sources and dependencies, the packages, and the compilation
/// conditions where the settings say them. Every value it cannot read is a warning with its line:
/// the target it belongs to is incomplete, never silently wrong.
struct TuistModelReader {
    let interpreter: ManifestInterpreter
    let paths: TuistPaths
    /// The Swift files of the repository in `Derived/Sources` folders (Tuist's resource accessors).
    let derivedFiles: [String]

    private func warn(_ message: String, _ position: ProjectPosition?) {
        interpreter.warn(message, position ?? ProjectPosition(line: 1, column: 1))
    }

    func read(into project: inout Project) {
        guard let box = projectObject() else { return }
        project.name = box.fields["name"]?.stringValue
        let projectSettings = box.fields["settings"]
        let accessors = DerivedSources(options: box.fields["options"], existing: derivedFiles)
        for value in elements(box.fields["targets"], what: "targets", of: box) {
            guard var target = target(value, projectSettings: projectSettings) else { continue }
            target.sources.include += accessors.files(of: target.name, in: paths.manifestFolder)
            project.targets.append(target)
        }
        for value in elements(box.fields["packages"], what: "packages", of: box) {
            if let package = package(value) { project.packages.append(package) }
        }
    }

    /// The `project` constant, else the last `Project(…)` made.
    private func projectObject() -> ObjectBox? {
        if let value = interpreter.global("project") {
            if case .object(let box) = value, box.kind == "Project" { return box }
            if value.isUnknown {
                warn("`project` could not be read: \(interpreter.reason(value))", value.position)
                return nil
            }
        }
        if let last = interpreter.recorded.last(where: { $0.kind == "Project" }) { return last }
        warn("no `Project(…)` found", nil)
        return nil
    }

    private func elements(_ value: Value?, what: String, of box: ObjectBox) -> [Value] {
        guard let value, !value.isNone else { return [] }
        guard let elements = value.arrayValue else {
            warn("\(what) could not be read: \(interpreter.reason(value))", value.position ?? box.site)
            return []
        }
        return elements
    }

    /// Where something is in the manifest: the first of the places given that is in the
    /// manifest itself (not in a helper file), else the first known.
    private func place(_ candidates: ProjectPosition?...) -> ProjectPosition {
        candidates.compactMap { $0 }.first { $0.file == nil && $0.line > 0 } ?? candidates.compactMap { $0 }.first ?? .unknown
    }

    /// A value of `box`: where it is written in the manifest, else the call in the manifest that
    /// made the box through a helper, else where the box was made.
    private func place(of value: Value, in box: ObjectBox) -> ProjectPosition {
        place(value.position, box.origin, box.site)
    }

    // MARK: Targets

    private func target(_ value: Value, projectSettings: Value?) -> ProjectTarget? {
        guard case .object(let box) = value, box.kind == "Target" || (box.kind == "target" && box.fields["product"] != nil) else {
            if !value.isNone { warn("target could not be read: \(describe(value))", value.position) }
            return nil
        }
        guard let nameValue = box.fields["name"], let name = nameValue.stringValue else {
            warn("target name could not be read: \(box.fields["name"].map(describe) ?? "missing")", place(box.origin, box.site))
            return nil
        }
        let product = productCase(box.fields["product"])
        if product == nil { warn("product of target \(name) could not be read", place(of: box.fields["product"] ?? nameValue, in: box)) }
        let moduleName = box.fields["productName"]?.stringValue ?? name
        var target = ProjectTarget(
            name: name, moduleName: ProjectTarget.moduleName(of: moduleName), kind: Self.kind(ofProduct: product), productType: product ?? "unknown",
            sources: SourceSelection(), position: place(of: nameValue, in: box))
        if let sources = box.fields["sources"] { addSources(sources, to: &target.sources, target: name, box: box) }
        if let folders = box.fields["buildableFolders"] { addBuildableFolders(folders, to: &target.sources, target: name, box: box) }
        for dependency in elements(box.fields["dependencies"], what: "dependencies of target \(name)", of: box) {
            if let read = self.dependency(dependency, of: name, box: box) { target.dependencies.append(read) }
        }
        target.defines = TuistSettings(interpreter: interpreter).defines(project: projectSettings, target: box.fields["settings"])
        target.platforms = (box.fields["destinations"] ?? box.fields["platform"]).flatMap(Self.platforms)
        return target
    }

    /// The `os()` names of `destinations: .iOS`, `[.iPhone, .mac]` (Tuist 4) or `platform: .watchOS`
    /// (Tuist 3); nil when they cannot be read. An iPad app on a Mac or a Vision Pro, and Mac
    /// Catalyst, are iOS code.
    static func platforms(_ value: Value) -> [String]? {
        var names = Set<String>()
        for element in value.arrayValue ?? [value] {
            guard case .enumCase(_, let name, _, _) = element else { return nil }
            switch name {
            case "iPhone", "iPad", "macWithiPadDesign", "appleVisionWithiPadDesign", "macCatalyst", "iOS": names.insert("iOS")
            case "mac", "macOS": names.insert("macOS")
            case "appleWatch", "watchOS": names.insert("watchOS")
            case "appleTv", "tvOS": names.insert("tvOS")
            case "appleVision", "visionOS": names.insert("visionOS")
            default: return nil
            }
        }
        return names.isEmpty ? nil : names.sorted()
    }

    private func productCase(_ value: Value?) -> String? {
        if case .enumCase(_, let name, _, _)? = value { return name }
        return nil
    }

    /// What a product builds, as architecture rules care.
    static func kind(ofProduct product: String?) -> ProjectTarget.Kind {
        switch product {
        case "app", "appClip", "watch2App": .app
        case "framework", "staticFramework", "staticLibrary", "dynamicLibrary": .library
        case "unitTests", "uiTests": .test
        case "appExtension", "watch2Extension", "tvTopShelfExtension", "messagesExtension", "stickerPackExtension", "extensionKitExtension",
            "systemExtension", "xpc":
            .appExtension
        case "commandLineTool": .executable
        case "macro": .macro
        default: .other
        }
    }

    // MARK: Sources

    /// `"Sources/**"`, `["A/**", .glob("B/**", excluding: ["B/Old/**"])]`, `.sourceFilesList(globs: …)`.
    private func addSources(_ value: Value, to selection: inout SourceSelection, target: String, box: ObjectBox) {
        switch value {
        case .none:
            return
        case .array(let elements, _):
            for element in elements { addSources(element, to: &selection, target: target, box: box) }
        case .object(let glob) where glob.kind == "glob":
            guard let pattern = glob.positional.first ?? glob.fields["pattern"], let resolved = path(pattern, of: target, box: box) else { return }
            selection.include.append(.glob(resolved))
            for excluded in pathList(glob.fields["excluding"], of: target, box: box) { selection.exclude.append(.glob(excluded)) }
        case .object(let list) where ["sourceFilesList", "SourceFilesList", "paths"].contains(list.kind):
            if let globs = list.fields["globs"] ?? list.fields["paths"] ?? list.positional.first {
                addSources(globs, to: &selection, target: target, box: box)
            }
        default:
            if let resolved = path(value, of: target, box: box, what: "sources") { selection.include.append(.glob(resolved)) }
        }
    }

    /// `buildableFolders: ["Sources", .folder("Shared", exceptions: [.exception(excluded: ["Shared/Old.swift"])])]`:
    /// every file in each folder (Xcode 16 synchronized folders), less the excluded files.
    private func addBuildableFolders(_ value: Value, to selection: inout SourceSelection, target: String, box: ObjectBox) {
        for folder in elements(value, what: "buildable folders of target \(target)", of: box) {
            if case .object(let entry) = folder, entry.kind == "folder" {
                guard let location = entry.positional.first, let resolved = path(location, of: target, box: box, what: "buildable folders") else { continue }
                selection.include.append(.folder(resolved))
                var exceptions = entry.fields["exceptions"] ?? .none
                if case .object(let list) = exceptions, let inner = list.positional.first { exceptions = inner }
                for exception in exceptions.arrayValue ?? [] {
                    guard case .object(let item) = exception else { continue }
                    for excluded in pathList(item.fields["excluded"], of: target, box: box) { selection.exclude.append(.file(excluded)) }
                }
            } else if let resolved = path(folder, of: target, box: box, what: "buildable folders") {
                selection.include.append(.folder(resolved))
            }
        }
    }

    private func pathList(_ value: Value?, of target: String, box: ObjectBox) -> [String] {
        guard let value, !value.isNone else { return [] }
        let items = value.arrayValue ?? [value]
        return items.compactMap { path($0, of: target, box: box, what: "excluded paths") }
    }

    /// The root-relative path a `Path` value names, or nil with a warning.
    private func path(_ value: Value, of target: String, box: ObjectBox, what: String = "sources") -> String? {
        switch paths.resolve(value) {
        case .path(let resolved): return resolved
        case .outside(let written):
            warn("\(what) of target \(target) leave the repository (\(written)): not read", place(of: value, in: box))
        case .unreadable:
            warn("\(what) of target \(target) could not be read: \(describe(value))", place(of: value, in: box))
        }
        return nil
    }

    // MARK: Dependencies

    private func dependency(_ value: Value, of target: String, box: ObjectBox) -> ProjectDependency? {
        let unreadable = { (what: String) -> ProjectDependency? in
            self.warn("dependency of target \(target) could not be read: \(what)", self.place(of: value, in: box))
            return nil
        }
        switch value {
        case .none:
            return nil
        case .enumCase(_, "xctest", _, let position):
            return ProjectDependency(kind: .sdk, name: "XCTest", position: place(position, box.origin, box.site))
        case .object(let dependency):
            let condition = dependency.fields["condition"].flatMap { $0.isNone ? nil : interpreter.describe($0) }
            // The call written in the manifest, else the name where the manifest writes it, else the helper call that made it.
            let at = { (name: Value?) in self.place(dependency.site, name?.position, dependency.origin, box.origin, box.site) }
            switch dependency.kind {
            case "target":
                let nameValue = dependency.fields["name"] ?? targetName(of: dependency.positional.first)
                guard let name = nameValue?.stringValue else { return unreadable(describe(value)) }
                return ProjectDependency(kind: .target, name: name, condition: condition, position: at(nameValue))
            case "project":
                guard let name = dependency.fields["target"]?.stringValue, let location = dependency.fields["path"] else { return unreadable(describe(value)) }
                guard case .path(let folder) = paths.resolve(location) else { return unreadable("the path \(describe(location))") }
                return ProjectDependency(kind: .projectTarget, name: name, project: folder, condition: condition, position: at(dependency.fields["target"]))
            case "external":
                guard let name = dependency.fields["name"]?.stringValue else { return unreadable(describe(value)) }
                return ProjectDependency(kind: .external, name: name, condition: condition, position: at(dependency.fields["name"]))
            case "package":
                guard let name = dependency.fields["product"]?.stringValue else { return unreadable(describe(value)) }
                return ProjectDependency(kind: .product, name: name, condition: condition, position: at(dependency.fields["product"]))
            case "sdk":
                guard var name = dependency.fields["name"]?.stringValue else { return unreadable(describe(value)) }
                for suffix in [".framework", ".tbd"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
                return ProjectDependency(kind: .sdk, name: name, condition: condition, position: at(dependency.fields["name"]))
            case "framework", "xcframework", "library":
                guard let location = dependency.fields["path"] ?? dependency.positional.first, case .path(let file) = paths.resolve(location) else {
                    return unreadable(describe(value))
                }
                var name = RelativePath.lastComponent(of: file)
                if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
                if dependency.kind == "library", name.hasPrefix("lib") { name.removeFirst(3) }
                return ProjectDependency(kind: .external, name: name, condition: condition, position: at(location))
            case "bundle":
                return nil  // resources, not code
            default:
                return unreadable(".\(dependency.kind)(…)")
            }
        default:
            return unreadable(describe(value))
        }
    }

    /// `.target(appTarget)`: the name of the target value given.
    private func targetName(of value: Value?) -> Value? {
        guard case .object(let box)? = value else { return nil }
        return box.fields["name"]
    }

    // MARK: Packages

    private func package(_ value: Value) -> PackageReference? {
        guard case .object(let box) = value else {
            if !value.isNone { warn("package could not be read: \(describe(value))", value.position) }
            return nil
        }
        if let location = box.fields["path"], case .path(let folder) = paths.resolve(location) {
            return PackageReference(kind: .path, location: paths.relativeToManifest(folder), position: place(box.origin, box.site))
        }
        if let url = box.fields["url"]?.stringValue {
            let requirement = (box.fields["requirement"] ?? box.positional.first).map(interpreter.describe)
            return PackageReference(kind: .url, location: url, requirement: requirement, position: place(box.origin, box.site))
        }
        warn("package could not be read: \(describe(value))", place(box.origin, box.site))
        return nil
    }

    private func describe(_ value: Value) -> String {
        value.isUnknown ? interpreter.reason(value) : interpreter.describe(value)
    }
}
