import ArchlintProject

/// What reading one project's targets needs: its objects, its group tree, the synchronized folders
/// of every target, and the warnings found on the way.
struct XcodeProjectContext {
    let objects: PBXObjects
    let project: PBXObject
    let projectFolder: String
    let projectName: String
    let groupTree: GroupTree
    let synchronizedFolders: SynchronizedFolders
    /// The target building each product file reference (`App.app`, `Core.framework`), by the reference's id.
    let productTargets: [String: String]
    /// Reads a root-relative file (`.xcconfig`s), nil when it cannot.
    let load: (String) -> [UInt8]?
    /// `.xcconfig` files read, by path (nil: unreadable).
    var configurationFiles: [String: PropertyListDictionary?] = [:]
    var warnings: [ProjectWarning] = []

    init(objects: PBXObjects, project: PBXObject, projectFolder: String, projectName: String, load: @escaping (String) -> [UInt8]?) {
        self.load = load
        self.objects = objects
        self.project = project
        self.projectFolder = projectFolder
        self.projectName = projectName
        groupTree = GroupTree(objects: objects, projectFolder: projectFolder)
        synchronizedFolders = SynchronizedFolders(objects: objects, groupTree: groupTree, targets: project.references("targets"))
        warnings = synchronizedFolders.warnings
        var products: [String: String] = [:]
        for id in project.references("targets") {
            if let target = objects[id], let product = target.string("productReference"), let name = target.string("name") { products[product] = name }
        }
        productTargets = products
        if project.string("projectDirPath")?.hasPrefix("/") == true {
            warnings.append(ProjectWarning(
                message: "the absolute projectDirPath is ignored: project paths are read relative to the folder of the .xcodeproj",
                position: project.position(of: "projectDirPath")))
        }
    }

    mutating func warn(_ message: String, at position: ProjectPosition) {
        warnings.append(ProjectWarning(message: message, position: position))
    }

    /// The target `id` names; aggregate and legacy targets are kept (kind `other`, their `isa` as
    /// product type) because other targets depend on them, though they compile no Swift.
    mutating func target(_ id: String) -> ProjectTarget? {
        guard let object = objects[id] else {
            warn("the target \(id) is listed but not defined", at: project.position(of: "targets"))
            return nil
        }
        let name = object.string("name") ?? object.string("productName") ?? id
        let productType = object.isa == "PBXNativeTarget" ? object.string("productType") ?? "" : object.isa
        let configuration = configurations(of: object, name: name)
        var target = ProjectTarget(
            name: name, moduleName: moduleName(of: name, configuration: configuration, at: object.position(of: "name")),
            kind: object.isa == "PBXNativeTarget" ? XcodeProductType.kind(of: productType) : .other,
            productType: productType, sources: sources(of: object), position: object.position(of: "name"))
        target.dependencies = dependencies(of: object)
        target.defines = defines(configuration)
        target.platforms = platforms(configuration)
        var unresolved = false
        target.defaultIsolationMainActor = configuration.chosen?.value("SWIFT_DEFAULT_ACTOR_ISOLATION", unresolved: &unresolved) == "MainActor"
        return target
    }

    // MARK: Sources

    /// The Swift files the target compiles: those of its Sources build phases, its synchronized
    /// folders less their exceptions, and files other folders' exceptions add to it.
    private mutating func sources(of target: PBXObject) -> SourceSelection {
        var selection = SourceSelection()
        var seen = Set<String>()
        for phaseID in target.references("buildPhases") {
            guard let phase = objects[phaseID], phase.isa == "PBXSourcesBuildPhase" else { continue }
            for buildFileID in phase.references("files") {
                guard let buildFile = objects[buildFileID] else {
                    warn("the build file \(buildFileID) of target '\(target.string("name") ?? target.id)' is not defined", at: phase.position(of: "files"))
                    continue
                }
                guard let fileID = buildFile.string("fileRef") else { continue }
                for path in swiftFiles(of: fileID, at: buildFile.position) where seen.insert(path).inserted {
                    selection.include.append(.file(path))
                }
            }
        }
        let synchronized = synchronizedFolders.selection(of: target.id)
        selection.include += synchronized.include
        selection.exclude += synchronized.exclude
        return selection
    }

    /// The Swift files a build file's reference stands for: the file, or a variant group's files.
    private mutating func swiftFiles(of id: String, at position: ProjectPosition) -> [String] {
        guard let element = objects[id] else {
            warn("the file reference \(id) is not defined", at: position)
            return []
        }
        let ids = element.isa == "PBXVariantGroup" || element.isa == "XCVersionGroup" ? element.references("children") : [id]
        var paths: [String] = []
        for fileID in ids {
            switch groupTree.location(of: fileID) {
            case .inRepository(let path) where path.hasSuffix(".swift"):
                paths.append(path)
            case .absolute(let path) where path.hasSuffix(".swift"):
                warn("\(path) is ignored: an absolute path cannot be placed in the repository from the project file alone", at: position)
            default:
                break
            }
        }
        return paths
    }

    // MARK: Build settings

    struct Configurations {
        /// Every configuration of the target, in the order its list writes them.
        var all: [BuildSettings] = []
        /// The one single-valued settings (module name, isolation) are read from.
        var chosen: BuildSettings?
        var chosenName = ""
        var names: [String] = []
    }

    /// The target's configurations, each over the project's of the same name. Single-valued
    /// settings come from the list's `defaultConfigurationName` (what `xcodebuild` builds when not
    /// told), else its first configuration, so the choice never depends on the order of objects.
    private mutating func configurations(of target: PBXObject, name: String) -> Configurations {
        let projectList = objects[project.string("buildConfigurationList")]
        var projectConfigurations: [String: PBXObject] = [:]
        for id in projectList?.references("buildConfigurations") ?? [] {
            if let configuration = objects[id], let configName = configuration.string("name"), projectConfigurations[configName] == nil {
                projectConfigurations[configName] = configuration
            }
        }
        let targetList = objects[target.string("buildConfigurationList")]
        let list = targetList ?? projectList
        var result = Configurations()
        let defaultName = list?.string("defaultConfigurationName")
        for id in list?.references("buildConfigurations") ?? [] {
            guard let configuration = objects[id] else { continue }
            let configName = configuration.string("name") ?? id
            let projectLevel = targetList == nil ? nil : projectConfigurations[configName]
            let targetFile = configurationFile(of: configuration)
            let projectFile = projectLevel.map { configurationFile(of: $0) } ?? .none
            let settings = BuildSettings(
                levels: [
                    configuration.fields["buildSettings"]?.dictionary, targetFile.settings, projectLevel?.fields["buildSettings"]?.dictionary,
                    projectFile.settings,
                ],
                targetName: name, projectName: projectName, hasConfigurationFile: targetFile.isUnknown || projectFile.isUnknown)
            result.all.append(settings)
            result.names.append(configName)
            if result.chosen == nil || configName == defaultName {
                result.chosen = settings
                result.chosenName = configName
            }
        }
        return result
    }

    /// What a configuration's `.xcconfig` sets: nothing when it has none, its settings when it can
    /// be read, unknown otherwise (a file outside the repository, a synchronized folder's anchor).
    enum ConfigurationFileSettings {
        case none, known(PropertyListDictionary), unknown

        var settings: PropertyListDictionary? {
            if case .known(let settings) = self { return settings }
            return nil
        }

        var isUnknown: Bool {
            if case .unknown = self { return true }
            return false
        }
    }

    private mutating func configurationFile(of configuration: PBXObject) -> ConfigurationFileSettings {
        if configuration.string("baseConfigurationReferenceAnchor") != nil { return .unknown }
        guard let reference = configuration.string("baseConfigurationReference") else { return .none }
        guard case .inRepository(let path) = groupTree.location(of: reference) else { return .unknown }
        if configurationFiles[path] == nil {
            var fileWarnings: [ProjectWarning] = []
            configurationFiles[path] = ConfigurationFile.settings(at: path, load: load, warnings: &fileWarnings)
            warnings += fileWarnings
            // CocoaPods writes its configuration files at `pod install`; they are rarely committed.
            if configurationFiles[path]! == nil, !path.split(separator: "/").contains("Pods") {
                warn("\(path) cannot be read: the build settings it sets are not known", at: configuration.position(of: "baseConfigurationReference"))
            }
        }
        return configurationFiles[path]!.map { .known($0) } ?? .unknown
    }

    /// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` made a C99 identifier, else the target name's.
    private mutating func moduleName(of name: String, configuration: Configurations, at position: ProjectPosition) -> String {
        var byConfiguration: [(String, String)] = []
        var unresolvedIn: [String] = []
        for (configName, settings) in zip(configuration.names, configuration.all) {
            var unresolved = false
            let module = settings.value("PRODUCT_MODULE_NAME", unresolved: &unresolved)
                ?? ProjectTarget.moduleName(of: settings.value("PRODUCT_NAME", unresolved: &unresolved) ?? name)
            if unresolved { unresolvedIn.append(configName) }
            byConfiguration.append((configName, module))
        }
        let chosen = byConfiguration.first { $0.0 == configuration.chosenName }?.1
        if !unresolvedIn.isEmpty {
            warn("the module name of target '\(name)' uses a build setting this file does not define (an .xcconfig?) in \(unresolvedIn.joined(separator: ", ")); the target name is used", at: position)
            return ProjectTarget.moduleName(of: name)
        }
        guard let chosen, !chosen.isEmpty else { return ProjectTarget.moduleName(of: name) }
        if Set(byConfiguration.map(\.1)).count > 1 {
            let all = byConfiguration.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
            warn("target '\(name)' has a different module name per configuration (\(all)); \(configuration.chosenName)'s is used", at: position)
        }
        return chosen
    }

    /// The operating systems of `SUPPORTED_PLATFORMS`, else `SDKROOT`, in every configuration; nil
    /// when one leaves it open (`SDKROOT = auto` without supported platforms, an unknown or
    /// unresolved name, an `.xcconfig` that could not be read).
    private func platforms(_ configuration: Configurations) -> [String]? {
        var systems: [String] = []
        for settings in configuration.all {
            if settings.hasConfigurationFile { return nil }
            var unresolved = false
            var written = settings.words("SUPPORTED_PLATFORMS", unresolved: &unresolved)
            if written.isEmpty { written = settings.value("SDKROOT", unresolved: &unresolved).map { [$0] } ?? [] }
            let known = written.compactMap(ProjectTarget.operatingSystem(of:))
            guard !unresolved, !known.isEmpty, known.count == written.count else { return nil }
            systems += known
        }
        var seen = Set<String>()
        let result = systems.filter { seen.insert($0).inserted }
        return result.isEmpty ? nil : result
    }

    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `-D` in `OTHER_SWIFT_FLAGS` of every configuration;
    /// nil when an `.xcconfig` or an undefined variable may add more.
    private func defines(_ configuration: Configurations) -> [String]? {
        var defines: [String] = []
        for settings in configuration.all {
            if settings.hasConfigurationFile { return nil }
            var unresolved = false
            defines += settings.words("SWIFT_ACTIVE_COMPILATION_CONDITIONS", unresolved: &unresolved)
            let flags = settings.words("OTHER_SWIFT_FLAGS", unresolved: &unresolved)
            for (offset, flag) in flags.enumerated() {
                if offset > 0, flags[offset - 1] == "-Xcc" { continue }  // a define for Clang, not Swift
                if flag == "-D", offset + 1 < flags.count {
                    defines.append(flags[offset + 1])
                } else if flag.hasPrefix("-D"), flag.count > 2 {
                    defines.append(String(flag.dropFirst(2)))
                }
            }
            if unresolved { return nil }
        }
        var seen = Set<String>()
        return defines.filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
