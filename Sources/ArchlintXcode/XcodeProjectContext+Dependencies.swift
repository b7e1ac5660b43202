import ArchlintProject

extension XcodeProjectContext {
    /// A target's dependencies, each at the line of its object: target dependencies (of this or
    /// another project), package products, then frameworks and libraries it links. A dependency
    /// written twice (a target depended on and its product linked) is kept once, where first seen.
    mutating func dependencies(of target: PBXObject) -> [ProjectDependency] {
        var result: [ProjectDependency] = []
        for id in target.references("dependencies") {
            guard let dependency = objects[id] else {
                warn("the target dependency \(id) is not defined", at: target.position(of: "dependencies"))
                continue
            }
            if let resolved = targetDependency(dependency) { result.append(resolved) }
        }
        for id in target.references("packageProductDependencies") {
            guard let product = objects[id] else { continue }
            if let resolved = productDependency(product, condition: nil, at: product.position) { result.append(resolved) }
        }
        for phaseID in target.references("buildPhases") {
            guard let phase = objects[phaseID], phase.isa == "PBXFrameworksBuildPhase" else { continue }
            for buildFileID in phase.references("files") {
                guard let buildFile = objects[buildFileID], let fileID = buildFile.string("fileRef") else { continue }
                if let resolved = linkedFile(fileID, condition: Self.condition(of: buildFile), at: buildFile.position) { result.append(resolved) }
            }
        }
        var seen = Set<String>()
        return result.filter { seen.insert($0.reference).inserted }
    }

    /// `platformFilter = ios` or `platformFilters = (ios, xros)`, as written.
    private static func condition(of object: PBXObject) -> String? {
        if let filter = object.string("platformFilter") { return "platformFilter = \(filter)" }
        let filters = object.references("platformFilters")
        return filters.isEmpty ? nil : "platformFilters = (\(filters.joined(separator: ", ")))"
    }

    private mutating func targetDependency(_ dependency: PBXObject) -> ProjectDependency? {
        let condition = Self.condition(of: dependency)
        if let targetID = dependency.string("target"), let name = objects[targetID]?.string("name") {
            return ProjectDependency(kind: .target, name: name, condition: condition, position: dependency.position)
        }
        if let productID = dependency.string("productRef"), let product = objects[productID] {
            return productDependency(product, condition: condition, at: dependency.position)
        }
        guard let proxy = objects[dependency.string("targetProxy")] else {
            warn("a target dependency names no target", at: dependency.position)
            return nil
        }
        return proxiedTarget(proxy, condition: condition, at: dependency.position)
    }

    /// The target a `PBXContainerItemProxy` stands for: of this project, or of the project its
    /// `containerPortal` file reference names.
    private mutating func proxiedTarget(_ proxy: PBXObject, condition: String?, at position: ProjectPosition) -> ProjectDependency? {
        let portal = proxy.string("containerPortal")
        let name = proxy.string("remoteInfo") ?? objects[proxy.string("remoteGlobalIDString")]?.string("name")
        guard let name else {
            warn("a target dependency's proxy names no target", at: position)
            return nil
        }
        if portal == objects.rootObjectID {
            return ProjectDependency(kind: .target, name: name, condition: condition, position: position)
        }
        guard let portal, case .inRepository(let path)? = groupTree.location(of: portal), path.hasSuffix(".xcodeproj") else {
            warn("the project holding target '\(name)' cannot be placed in the repository", at: position)
            return ProjectDependency(kind: .external, name: ProjectTarget.moduleName(of: name), condition: condition, position: position)
        }
        return ProjectDependency(kind: .projectTarget, name: name, project: RelativePath.parent(of: path), condition: condition, position: position)
    }

    /// An `XCSwiftPackageProductDependency`; build tool plugins (`plugin:Name`) are no module and are left out.
    private func productDependency(_ product: PBXObject, condition: String?, at position: ProjectPosition) -> ProjectDependency? {
        guard let name = product.string("productName"), !name.hasPrefix("plugin:") else { return nil }
        let package = objects[product.string("package")].flatMap(packageReference)
        return ProjectDependency(kind: .product, name: name, package: package?.identity, condition: condition, position: position)
    }

    /// A framework or library a target links: an SDK's, a product of a target of this or another
    /// project, or a prebuilt one (`external`, by module name).
    private mutating func linkedFile(_ id: String, condition: String?, at position: ProjectPosition) -> ProjectDependency? {
        guard let file = objects[id] else { return nil }
        if file.isa == "PBXReferenceProxy", let proxy = objects[file.string("remoteRef")] {
            return proxiedTarget(proxy, condition: condition, at: position)
        }
        if let producer = productTargets[id] {
            return ProjectDependency(kind: .target, name: producer, condition: condition, position: position)
        }
        let path = file.string("path") ?? file.string("name") ?? ""
        let module = Self.moduleName(ofLinked: RelativePath.lastComponent(of: path))
        guard !module.isEmpty else { return nil }
        let tree = file.string("sourceTree")
        let isSDK = tree == "SDKROOT" || tree == "DEVELOPER_DIR" || path.hasPrefix("System/Library/") || path.hasPrefix("usr/lib/")
        return ProjectDependency(kind: isSDK ? .sdk : .external, name: module, condition: condition, position: position)
    }

    /// `UIKit.framework` → `UIKit`, `libz.tbd` → `z`, `Kingfisher.xcframework` → `Kingfisher`.
    private static func moduleName(ofLinked fileName: String) -> String {
        var name = Substring(fileName)
        if let dot = name.lastIndex(of: ".") { name = name[..<dot] }
        if fileName.hasSuffix(".tbd") || fileName.hasSuffix(".dylib") || fileName.hasSuffix(".a"), name.hasPrefix("lib") {
            name = name.dropFirst(3)
        }
        return String(name)
    }

    /// A package the project references: a remote one by URL with its requirement, a local one by
    /// its path relative to the project folder.
    func packageReference(_ id: String) -> PackageReference? {
        objects[id].flatMap(packageReference)
    }

    private func packageReference(_ object: PBXObject) -> PackageReference? {
        switch object.isa {
        case "XCRemoteSwiftPackageReference":
            guard let url = object.string("repositoryURL") else { return nil }
            return PackageReference(kind: .url, location: url, requirement: Self.requirement(object.fields["requirement"]?.dictionary), position: object.position)
        case "XCLocalSwiftPackageReference":
            guard let path = object.string("relativePath") ?? object.string("path") else { return nil }
            return PackageReference(kind: .path, location: path, position: object.position)
        default:
            return nil
        }
    }

    /// A remote package's `requirement` in the words a manifest uses: `from: 1.0.0`,
    /// `upToNextMinor: 1.2.0`, `exact: 2.0.0`, `"1.0.0"..<"2.0.0"`, `branch: main`, `revision: abc`.
    private static func requirement(_ requirement: PropertyListDictionary?) -> String? {
        guard let requirement, let kind = requirement.string("kind") else { return nil }
        let minimum = requirement.string("minimumVersion") ?? ""
        switch kind {
        case "upToNextMajorVersion": return "from: \(minimum)"
        case "upToNextMinorVersion": return "upToNextMinor: \(minimum)"
        case "exactVersion": return "exact: \(requirement.string("version") ?? "")"
        case "versionRange": return "\"\(minimum)\"..<\"\(requirement.string("maximumVersion") ?? "")\""
        case "branch": return "branch: \(requirement.string("branch") ?? "")"
        case "revision": return "revision: \(requirement.string("revision") ?? "")"
        default: return kind
        }
    }
}
