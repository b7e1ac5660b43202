import ArchlintBase
import ArchlintProject

/// Resolves where the file references and groups of a project point, relative to the linted root,
/// through the group tree: `<group>` paths are relative to the parent group's folder, `SOURCE_ROOT`
/// paths to the project folder (with `projectDirPath`); `<absolute>` paths and paths under build
/// settings (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`…) are outside the repository.
struct GroupTree {
    enum Location: Equatable {
        /// Root-relative, normalized.
        case inRepository(String)
        /// An absolute path: which repository folder it names cannot be known from the file alone.
        case absolute(String)
        /// Under a build setting's folder (`BUILT_PRODUCTS_DIR`, `SDKROOT`…), or climbing above the root.
        case outside(String)
    }

    private let objects: PBXObjects
    private var parents = NameMap<String>()
    /// Every element under the main group, resolved once top-down (files are resolved by the thousand).
    private var resolved = NameMap<Location>()
    private let mainGroup: String?
    /// `SOURCE_ROOT`: the folder holding the `.xcodeproj`, moved by a relative `projectDirPath`.
    let sourceRoot: String

    init(objects: PBXObjects, projectFolder: String) {
        self.objects = objects
        let project = objects.rootObject
        mainGroup = project?.string("mainGroup")
        // `projectRoot` names the source-control root and moves no path; `projectDirPath` is the
        // "Project Directory" that SRCROOT, and so every group path, starts from.
        let directoryPath = project?.string("projectDirPath") ?? ""
        sourceRoot = directoryPath.hasPrefix("/") ? projectFolder : RelativePath.join(projectFolder, directoryPath)
        // In the order of the file: an element listed by two groups belongs to the first.
        for object in objects.all {
            for child in object.references("children") { parents.insertIfAbsent(child, object.id) }
        }
        if let mainGroup, let main = objects[mainGroup] {
            var pending: [(PBXObject, Location)] = [(main, .inRepository(sourceRoot))]
            while let (element, base) = pending.popLast() {
                guard resolved[element.id] == nil, let location = Self.location(of: element, under: base, sourceRoot: sourceRoot) else { continue }
                resolved.set(element.id, to: location)
                for child in element.references("children") where parents[child] == element.id {
                    if let object = objects[child] { pending.append((object, location)) }
                }
            }
        }
    }

    /// The group holding `id`, if any.
    func parent(of id: String) -> String? { parents[id] }

    /// Where the file element `id` points, or nil when it has no object.
    func location(of id: String) -> Location? {
        if let known = resolved[id] { return known }
        var visited = Set<String>()
        return location(of: id, visited: &visited)
    }

    /// Resolves an element outside the main group's tree (or in a cycle) through its parents.
    private func location(of id: String, visited: inout Set<String>) -> Location? {
        if let known = resolved[id] { return known }
        guard let element = objects[id], visited.insert(id).inserted else { return nil }
        var base = Location.inRepository(sourceRoot)
        if let parent = parents[id], id != mainGroup, element.string("sourceTree") ?? "<group>" == "<group>" {
            guard let parentLocation = location(of: parent, visited: &visited) else { return nil }
            base = parentLocation
        }
        return Self.location(of: element, under: base, sourceRoot: sourceRoot)
    }

    /// Where `element` points when its parent group is at `base`.
    private static func location(of element: PBXObject, under base: Location, sourceRoot: String) -> Location? {
        // Groups without a path add no folder; a file reference without one names itself.
        let path = element.string("path") ?? (element.isa == "PBXFileReference" ? element.string("name") ?? "" : "")
        if path.hasPrefix("/") { return .absolute(path) }
        switch element.string("sourceTree") ?? "<group>" {
        case "<group>": return appending(path, to: base)
        case "SOURCE_ROOT": return appending(path, to: .inRepository(sourceRoot))
        case "<absolute>": return .absolute(path)
        case let tree: return .outside("$(\(tree))/\(path)")
        }
    }

    private static func appending(_ path: String, to base: Location) -> Location {
        switch base {
        case .inRepository(let folder):
            guard RelativePath.staysInside(folder, path) else { return .outside(folder + "/" + path) }
            return .inRepository(RelativePath.join(folder, path))
        case .absolute(let folder):
            return .absolute(folder + "/" + path)
        case .outside(let folder):
            return .outside(folder + "/" + path)
        }
    }
}
