import ArchlintProject

/// Xcode 16 synchronized folders (`PBXFileSystemSynchronizedRootGroup`): every file under the
/// folder belongs to each target listing the folder in `fileSystemSynchronizedGroups`. The folder's
/// `exceptions` change that per target: a `PBXFileSystemSynchronizedBuildFileExceptionSet` naming a
/// target that lists the folder takes its `membershipExceptions` out of that target; one naming a
/// target that does not list the folder puts them in (this is how Xcode records "this file of the
/// app's folder is also in the widget"). A `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet`
/// puts files in one build phase: in a Sources phase they are compiled by its target; other phases
/// copy files and compile nothing. Exception paths are relative to the folder and name files or
/// subfolders; `explicitFolders` are copied whole as resources, so their Swift files are not compiled.
struct SynchronizedFolders {
    private var selections: [String: SourceSelection] = [:]
    private(set) var warnings: [ProjectWarning] = []

    init(objects: PBXObjects, groupTree: GroupTree, targets: [String]) {
        var folderTargets: [String: [String]] = [:]
        var phaseTargets: [String: String] = [:]
        for targetID in targets {
            guard let target = objects[targetID] else { continue }
            for groupID in target.references("fileSystemSynchronizedGroups") { folderTargets[groupID, default: []].append(targetID) }
            for phaseID in target.references("buildPhases") { phaseTargets[phaseID] = targetID }
        }
        var folders: [String: String] = [:]
        for targetID in targets {
            for groupID in objects[targetID]?.references("fileSystemSynchronizedGroups") ?? [] {
                guard let folder = folders[groupID] ?? resolve(groupID, objects: objects, groupTree: groupTree) else { continue }
                folders[groupID] = folder
                let explicitFolders = objects[groupID]?.references("explicitFolders") ?? []
                selections[targetID, default: SourceSelection()].include.append(.folder(folder))
                selections[targetID, default: SourceSelection()].exclude += explicitFolders.map { .folder(RelativePath.join(folder, $0)) }
            }
        }
        // Exceptions of every synchronized folder, including folders no target lists.
        let groups = objects.all.filter { $0.isa == "PBXFileSystemSynchronizedRootGroup" }
            .sorted { ($0.position.line, $0.position.column, $0.id) < ($1.position.line, $1.position.column, $1.id) }
        for group in groups {
            let exceptionIDs = group.references("exceptions")
            guard !exceptionIDs.isEmpty else { continue }
            let users = folderTargets[group.id] ?? []
            guard let folder = folders[group.id] ?? resolve(group.id, objects: objects, groupTree: groupTree) else { continue }
            for exceptionID in exceptionIDs {
                guard let exception = objects[exceptionID] else { continue }
                let items = exception.references("membershipExceptions").compactMap { Self.item(forException: $0, in: folder) }
                switch exception.isa {
                case "PBXFileSystemSynchronizedBuildFileExceptionSet":
                    guard let targetID = exception.string("target") else { continue }
                    if users.contains(targetID) {
                        selections[targetID, default: SourceSelection()].exclude += items
                    } else {
                        selections[targetID, default: SourceSelection()].include += items
                    }
                case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                    guard let phaseID = exception.string("buildPhase"), objects[phaseID]?.isa == "PBXSourcesBuildPhase",
                        let targetID = phaseTargets[phaseID]
                    else { continue }
                    selections[targetID, default: SourceSelection()].include += items
                default:
                    continue
                }
            }
        }
    }

    /// The root-relative folder of a synchronized group, or nil (with a warning) when it is not in the repository.
    private mutating func resolve(_ groupID: String, objects: PBXObjects, groupTree: GroupTree) -> String? {
        guard let group = objects[groupID] else { return nil }
        switch groupTree.location(of: groupID) {
        case .inRepository(let folder):
            return folder
        case .absolute(let path):
            warnings.append(ProjectWarning(
                message: "the synchronized folder \(path) is ignored: an absolute path cannot be placed in the repository from the project file alone",
                position: group.position))
        case .outside, nil:
            break
        }
        return nil
    }

    /// An exception path as a source item: a Swift file, or a subfolder (a last component without
    /// an extension). Other files (`Info.plist`, `Localizable.xcstrings`, `/Localized: …` variant
    /// groups) compile no Swift and are left out.
    private static func item(forException path: String, in folder: String) -> SourceSelection.Item? {
        if path.hasSuffix(".swift") { return .file(RelativePath.join(folder, path)) }
        let lastComponent = path.utf8.reversed().prefix { $0 != UInt8(ascii: "/") }
        guard !path.hasPrefix("/"), !lastComponent.contains(UInt8(ascii: ".")) else { return nil }
        return .folder(RelativePath.join(folder, path))
    }

    /// The folders, exclusions and additions synchronized folders give `target`.
    func selection(of target: String) -> SourceSelection {
        selections[target] ?? SourceSelection()
    }
}
