import ArchlintFacts
import ArchlintGraph
import ArchlintProject

/// What a repository shows of its architecture, read from its facts: the folders that hold Swift
/// code, the package targets and package dependencies, and the ViewModels and protocols it
/// declares. The input of `ArchitectureDetector`.
public struct ArchitectureSurvey: Sendable {
    public struct ViewModel: Sendable, Equatable {
        public var name: String
        public var path: String
        /// Marked with the `@Observable` macro.
        public var observableMacro: Bool
        /// Conforms to `ObservableObject` where it is declared.
        public var observableObject: Bool
    }

    /// Every folder (relative, `/`-separated) holding a Swift source outside test folders, with
    /// all its ancestors.
    public var folders: Set<String> = []
    /// Names of the library, executable and app targets of every project, test targets left out.
    public var targets: [String] = []
    /// Names of the packages the projects depend on (`Resolver`, `swift-syntax`…), from their
    /// location's last component, and the product names targets depend on.
    public var packageDependencies: Set<String> = []
    public var viewModels: [ViewModel] = []
    public var protocols: [String] = []
    public var sourceFileCount = 0
    /// Packages and other projects read.
    public var projectCount = 0

    public init() {}

    public init(_ repository: RepositoryFacts) {
        projectCount = repository.projects.count
        var targetNames = Set<String>()
        for project in repository.projects {
            for target in project.targets where [.library, .executable, .app].contains(target.kind) {
                targetNames.insert(target.name)
            }
            for dependency in project.packages {
                var location = dependency.location
                if location.hasSuffix("/") { location.removeLast() }
                if location.hasSuffix(".git") { location.removeLast(4) }
                if let name = location.split(separator: "/").last { packageDependencies.insert(String(name)) }
                if let name = dependency.name { packageDependencies.insert(name) }
            }
            for target in project.targets {
                for dependency in target.dependencies where dependency.package != nil { packageDependencies.insert(dependency.name) }
            }
        }
        targets = targetNames.sorted()
        for file in repository.files {
            if file.module.targetKind == .test || Self.isTestPath(file.path) { continue }
            sourceFileCount += 1
            var folder = Self.parent(file.path)
            while !folder.isEmpty, folders.insert(folder).inserted { folder = Self.parent(folder) }
            for declaration in file.facts.declarations {
                switch declaration.kind {
                case .class where declaration.name.hasSuffix("ViewModel"):
                    viewModels.append(
                        ViewModel(
                            name: declaration.name, path: file.path,
                            observableMacro: declaration.attributes.contains { $0 == "@Observable" || $0.hasSuffix(".Observable") },
                            observableObject: declaration.inherits.contains { $0.text == "ObservableObject" || $0.text == "Combine.ObservableObject" }))
                case .protocol:
                    protocols.append(declaration.name)
                default:
                    break
                }
            }
        }
    }

    /// The folders whose last component is `name`.
    public func folders(named names: Set<String>) -> [String] {
        folders.filter { names.contains(Self.lastComponent($0)) }.sorted()
    }

    /// The names of the folders directly inside `folder`.
    public func children(of folder: String) -> Set<String> {
        var result = Set<String>()
        for candidate in folders where Self.parent(candidate) == folder { result.insert(Self.lastComponent(candidate)) }
        return result
    }

    static func isTestPath(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0 == "Tests" || $0.hasSuffix("Tests") || $0 == "UITests" }
    }

    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
