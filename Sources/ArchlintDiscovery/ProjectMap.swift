import ArchlintBase
import ArchlintProject

/// One target that compiles a file.
public struct TargetMembership: Sendable, Equatable {
    /// The project file declaring the target.
    public var project: String
    public var projectKind: Project.Kind
    public var target: String
    public var module: String
    public var kind: ProjectTarget.Kind

    public init(project: String, projectKind: Project.Kind, target: String, module: String, kind: ProjectTarget.Kind) {
        self.project = project
        self.projectKind = projectKind
        self.target = target
        self.module = module
        self.kind = kind
    }
}

/// Which module a Swift file belongs to: the targets that compile it, the first of them its
/// module; or, for a file no target compiles, a pseudo-module.
public struct ModuleAssignment: Sendable, Equatable {
    /// The first target's name (modules are known by their target's name, as manifests and
    /// projects write it; code imports them by `TargetMembership.module`), or the pseudo-module
    /// of a file outside every target.
    public var module: String
    /// Every target compiling the file, the one giving `module` first; empty outside targets.
    public var targets: [TargetMembership]

    public init(module: String, targets: [TargetMembership] = []) {
        self.module = module
        self.targets = targets
    }

    public var isInTarget: Bool { !targets.isEmpty }
    /// The project file of the first target.
    public var projectPath: String? { targets.first?.project }
    public var targetKind: ProjectTarget.Kind? { targets.first?.kind }
}

/// Maps source files to the targets of every project that compile them. A file several targets
/// compile (an app and its widget extension) belongs to all of them, a library before an app, an
/// app before an extension, tests last. A folder or glob never reaches into a nested package, and
/// within one package only the innermost target folder holding a file takes it, as SwiftPM does.
/// A file no target compiles belongs to a pseudo-module named after the innermost package folder
/// holding it, else after the root; `(no target)` is added when a target already has that name
/// (the package `Files` with its target `Files`), so such files never join the target's module.
public struct ProjectMap: Sendable {
    private struct Candidate: Sendable {
        var project: Int
        var target: Int
        /// The folder the target's item that may select the file starts from.
        var anchor: String
    }

    private let projects: [Project]
    private let matchers: [[SourceMatcher]]
    private var candidatesByFolder: [String: [Candidate]] = [:]
    private var candidatesByFile: [String: [Candidate]] = [:]
    private let packageFolders: Set<String>
    private let rootName: String
    /// Names targets are known or imported by, which a pseudo-module must not take.
    private let targetNames: Set<String>
    private let ancestries = Ancestries()

    public init(projects: [Project], rootName: String) {
        self.projects = projects
        self.rootName = rootName
        targetNames = Set(projects.flatMap { $0.targets.flatMap { [$0.name, $0.moduleName] } })
        matchers = projects.map { $0.targets.map { SourceMatcher($0.sources) } }
        packageFolders = Set(projects.filter { $0.kind == .swiftpm }.map(\.directory))
        for (projectIndex, project) in projects.enumerated() {
            for (targetIndex, target) in project.targets.enumerated() {
                var anchors = Set<String>()
                for item in target.sources.include {
                    switch item {
                    case .file(let path):
                        candidatesByFile[path, default: []].append(Candidate(project: projectIndex, target: targetIndex, anchor: path))
                    case .folder(let folder):
                        anchors.insert(folder)
                    case .glob(let pattern):
                        anchors.insert(Self.literalFolder(of: pattern))
                    }
                }
                for anchor in anchors {
                    candidatesByFolder[anchor, default: []].append(Candidate(project: projectIndex, target: targetIndex, anchor: anchor))
                }
            }
        }
    }

    /// The leading components of a glob that hold no pattern character.
    static func literalFolder(of pattern: String) -> String {
        var components: [Substring] = []
        for component in pattern.split(separator: "/", omittingEmptySubsequences: true).dropLast() {
            if component == "." { continue }
            if component.contains(where: { "*?[{".contains($0) }) { break }
            components.append(component)
        }
        return components.joined(separator: "/")
    }

    public func assignment(for path: String) -> ModuleAssignment {
        let folder = ancestry(of: RelativePath.parent(of: path))
        let package = folder.package
        var found: [(candidate: Candidate, named: Bool)] = []
        for candidate in candidatesByFile[path] ?? [] where matchers[candidate.project][candidate.target].match(path) == .named {
            found.append((candidate, true))
        }
        var level: Ancestry? = folder
        while let current = level {
            for candidate in current.candidates {
                switch matchers[candidate.project][candidate.target].match(path) {
                case .none: continue
                case .named: found.append((candidate, true))
                case .byPattern:
                    let directory = projects[candidate.project].directory
                    // A package below the project's own folder owns its files.
                    if let package, package != directory, RelativePath.isWithin(package, directory) { continue }
                    found.append((candidate, false))
                }
            }
            level = current.parent
        }
        guard !found.isEmpty else { return ModuleAssignment(module: pseudoModule(under: package)) }
        var memberships: [TargetMembership] = []
        for (position, (candidate, named)) in found.enumerated() {
            // A target found twice (by name and by folder) counts once; a file has a few candidates.
            if found[..<position].contains(where: { $0.candidate.project == candidate.project && $0.candidate.target == candidate.target }) { continue }
            // The project's fields, not a copy of the project (which retains all it holds).
            let kind = projects[candidate.project].kind
            if kind == .swiftpm, !named, found.contains(where: {
                $0.candidate.project == candidate.project && $0.candidate.anchor.utf8.count > candidate.anchor.utf8.count
            }) {
                continue  // an inner target folder of the same package takes the file
            }
            let target = projects[candidate.project].targets[candidate.target]
            memberships.append(TargetMembership(
                project: projects[candidate.project].path, projectKind: kind, target: target.name, module: target.moduleName, kind: target.kind))
        }
        if memberships.count > 1 { memberships.sort { Self.precedes($0, $1) } }
        return ModuleAssignment(module: memberships[0].target, targets: memberships)
    }

    /// The order of a file's targets: the target that gives the file its module first.
    static func precedes(_ a: TargetMembership, _ b: TargetMembership) -> Bool {
        func rank(_ kind: ProjectTarget.Kind) -> Int {
            switch kind {
            case .library, .system, .binary, .macro: 0
            case .executable, .app: 1
            case .appExtension, .plugin, .other: 2
            case .test: 3
            }
        }
        if rank(a.kind) != rank(b.kind) { return rank(a.kind) < rank(b.kind) }
        if a.project != b.project { return a.project < b.project }
        return a.target < b.target
    }

    /// A folder as its files see it: the innermost package folder holding it, the targets
    /// anchored at it, and the same of the folder holding it.
    private final class Ancestry: Sendable {
        let package: String?
        let candidates: [Candidate]
        let parent: Ancestry?

        init(package: String?, candidates: [Candidate], parent: Ancestry?) {
            self.package = package
            self.candidates = candidates
            self.parent = parent
        }
    }

    /// The ancestry of `folder`, made once per folder (and its parents' once): walking up the
    /// folders of every file, hashing each folder's path on the way, was most of what placing a
    /// file cost.
    private func ancestry(of folder: String) -> Ancestry {
        if let known = ancestries.lock.withLock({ ancestries.byFolder[folder] }) { return known }
        let parent = folder.isEmpty ? nil : ancestry(of: RelativePath.parent(of: folder))
        let ancestry = Ancestry(
            package: packageFolders.contains(folder) ? folder : parent?.package, candidates: candidatesByFolder[folder] ?? [],
            parent: parent)
        ancestries.lock.withLock { ancestries.byFolder[folder] = ancestry }
        return ancestry
    }

    /// Shared by the copies of the map, which the workers reading files use at once.
    private final class Ancestries: @unchecked Sendable {
        let lock = Lock()
        var byFolder: [String: Ancestry] = [:]
    }

    private func pseudoModule(under package: String?) -> String {
        let name = package.map { $0.isEmpty ? rootName : RelativePath.lastComponent(of: $0) } ?? rootName
        return targetNames.contains(name) ? "\(name) (no target)" : name
    }
}
