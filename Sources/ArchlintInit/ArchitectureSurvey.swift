import ArchlintFacts
import ArchlintGraph
import ArchlintProject

/// What a repository shows of its architecture, read from its facts: the folders that hold Swift
/// code, the modules (with their folders, dependencies and imports) and package dependencies, and
/// the ViewModels and protocols it declares. The input of `ModuleRoles` and `ArchitectureDetector`.
public struct ArchitectureSurvey: Sendable {
    /// A module of the repository (a target, or the files no target compiles).
    public struct Module: Sendable, Equatable {
        public var name: String
        /// nil for files no target compiles.
        public var kind: ProjectTarget.Kind?
        /// The deepest folder holding all its Swift files ("" at the root).
        public var folder: String
        public var fileCount: Int
        /// The repository's modules it depends on (declared or imported), sorted.
        public var dependencies: [String]
        /// Imports SwiftUI, UIKit or AppKit.
        public var importsUI: Bool
        /// Imports ComposableArchitecture (TCA).
        public var importsTCA: Bool
        /// Types it declares as TCA reducers (`@Reducer`, or conforming to `Reducer`).
        public var reducers: [String]
        /// The modules it depends on whose reducers it uses: the child features it composes.
        public var composes: [String]

        public init(
            name: String, kind: ProjectTarget.Kind? = .library, folder: String = "", fileCount: Int = 1, dependencies: [String] = [],
            importsUI: Bool = false, importsTCA: Bool = false, reducers: [String] = [], composes: [String] = []
        ) {
            self.name = name
            self.kind = kind
            self.folder = folder
            self.fileCount = fileCount
            self.dependencies = dependencies
            self.importsUI = importsUI
            self.importsTCA = importsTCA
            self.reducers = reducers
            self.composes = composes
        }
    }

    /// Every module of the repository, by name.
    public var modules: [Module] = []
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
    /// Per folder of `folders`, the source files under it (tests left out).
    public var fileCounts: [String: Int] = [:]
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

    /// The survey of the repository a graph was built from.
    public init(_ graph: DependencyGraph) {
        self.init(graph.repository)
        modules = Self.modules(of: graph)
    }

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
            while !folder.isEmpty {
                folders.insert(folder)
                fileCounts[folder, default: 0] += 1
                folder = Self.parent(folder)
            }
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

    static let uiFrameworks: Set<String> = ["SwiftUI", "UIKit", "AppKit", "WatchKit"]

    static func modules(of graph: DependencyGraph) -> [Module] {
        let files = graph.repository.files
        var modules: [Module] = []
        var reducersByModule: [Int: Set<String>] = [:]
        for (index, node) in graph.modules.enumerated() where node.isInternal {
            let kind: ProjectTarget.Kind? = if case .target(let kind) = node.kind { kind } else { nil }
            var imports = Set<String>()
            var reducers = Set<String>()
            for file in node.files {
                for fact in files[file].facts.imports { imports.insert(fact.module) }
                for declaration in files[file].facts.declarations where declaration.parent < 0 && declaration.kind != .extension {
                    let isReducer = declaration.attributes.contains { $0 == "@Reducer" || $0.hasPrefix("@Reducer(") }
                        || declaration.inherits.contains { ["Reducer", "ReducerProtocol", "ComposableArchitecture.Reducer"].contains($0.text) }
                    if isReducer { reducers.insert(declaration.name) }
                }
            }
            reducersByModule[index] = reducers
            let dependencies = graph.dependencies.from(index).map(\.to).filter { graph.modules[$0].isInternal && $0 != index }
            modules.append(Module(
                name: node.name, kind: kind, folder: commonFolder(node.files.map { files[$0].path }), fileCount: node.files.count,
                dependencies: Array(Set(dependencies.map { graph.modules[$0].name })).sorted(),
                importsUI: !imports.isDisjoint(with: uiFrameworks), importsTCA: imports.contains("ComposableArchitecture"),
                reducers: reducers.sorted()))
        }
        // A parent feature composes a child when it uses the child's reducer (Scope { Child() }, Child.State).
        var position = 0
        for (index, node) in graph.modules.enumerated() where node.isInternal {
            defer { position += 1 }
            let candidates = graph.dependencies.from(index).map(\.to).filter { !(reducersByModule[$0] ?? []).isEmpty && $0 != index }
            guard !candidates.isEmpty else { continue }
            var referenced = Set<String>()
            for file in node.files {
                let facts = files[file].facts
                for reference in facts.references { referenced.insert(facts.names[Int(reference.nameIndex)]) }
            }
            modules[position].composes = Array(Set(candidates.filter { !reducersByModule[$0]!.isDisjoint(with: referenced) }.map { graph.modules[$0].name })).sorted()
        }
        return modules.sorted { $0.name < $1.name }
    }

    /// The deepest folder holding every path.
    static func commonFolder(_ paths: [String]) -> String {
        guard var common = paths.first.map(parent) else { return "" }
        for path in paths.dropFirst() {
            while !common.isEmpty, !(path.hasPrefix(common + "/")) { common = parent(common) }
        }
        return common
    }

    public func module(named name: String) -> Module? {
        modules.first { $0.name == name }
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

    /// Whether a module sits among tests or their fixtures (sample projects a tool's tests read):
    /// not the repository's own architecture.
    public static func isFixture(_ module: Module) -> Bool {
        module.folder.split(separator: "/").contains { $0 == "Tests" || $0.hasSuffix("Tests") || $0 == "Fixtures" || $0 == "TestProjects" }
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
