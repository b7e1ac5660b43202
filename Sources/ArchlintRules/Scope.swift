import ArchlintBase
import ArchlintDiscovery
import ArchlintFacts
import ArchlintGraph

/// Which code a rule looks at, as configured: by layer, module pattern and path glob (all given
/// selectors must agree), minus `exclude` and `excludeLayers`; test code (test targets, `Tests/`
/// folders) only when `tests` is true. The engine applies it the same way to every kind
/// (`ScopeSelection`).
public struct Scope: Sendable {
    public var layers: [String] = []
    public var excludeLayers: [String] = []
    public var modules: [RegularExpression] = []
    public var paths: [Glob] = []
    public var exclude: [Glob] = []
    public var includesTests = true

    public static let options: [RuleOption] = [
        RuleOption("layers", .layers, "only code in these layers (a module's layer: the layer naming it, else the one all its files share)."),
        RuleOption("excludeLayers", .layers, "never code in these layers."),
        RuleOption("modules", .patterns, "only code of modules whose name matches."),
        RuleOption("paths", .globs, "only files (and modules with a file) whose path matches."),
        RuleOption("exclude", .globs, "never files whose path matches, nor dependencies written in them."),
        RuleOption("tests", .bool, default: "true", "whether test code (test targets, Tests folders) is checked."),
    ]

    public init() {}

    public init(_ options: inout ConfigObject) throws {
        guard var scope = try options.object("scope") else { return }
        layers = try scope.strings("layers") ?? []
        excludeLayers = try scope.strings("excludeLayers") ?? []
        modules = try scope.regularExpressions("modules") ?? []
        paths = try scope.globs("paths") ?? []
        exclude = try scope.globs("exclude") ?? []
        includesTests = try scope.bool("tests") ?? true
        try scope.finish()
    }

    public var isEmpty: Bool {
        layers.isEmpty && excludeLayers.isEmpty && modules.isEmpty && paths.isEmpty && exclude.isEmpty && includesTests
    }

    /// Files of test targets, and files under a `Tests` or `*Tests` folder outside targets (a
    /// library target's own `Tests` folder is library code).
    public static func isTestCode(path: String, module: ModuleAssignment) -> Bool {
        if module.isInTarget { return module.targetKind == .test }
        return path.split(separator: "/").dropLast().contains { $0 == "Tests" || $0.hasSuffix("Tests") || $0 == "UnitTests" || $0 == "UITests" }
    }

    /// Whether the scope selects a file (fields read in place: this runs for every file and rule):
    /// a file several targets compile when it selects the file as the code of one of them.
    public func contains(file index: Int, graph: DependencyGraph, layers: LayerMap) -> Bool {
        let files = graph.repository.files
        if !includesTests, Scope.isTestCode(path: files[index].path, module: files[index].module) { return false }
        if !selects(path: files[index].path) { return false }
        return layers.units(ofFile: index, graph: graph).contains { selects(module: $0.module, layer: $0.layer, graph: graph, layers: layers) }
    }

    /// Whether `modules` and the layer selectors select code of `module` in layer `layer`.
    func selects(module: Int, layer: Int?, graph: DependencyGraph, layers: LayerMap) -> Bool {
        if !modules.isEmpty, !modules.contains(where: { $0.matches(graph.modules[module].name) }) { return false }
        return selects(layer: layers.name(layer))
    }

    /// Whether a path passes `paths` and `exclude`.
    func selects(path: String) -> Bool {
        if exclude.contains(where: { $0.matches(path) }) { return false }
        return paths.isEmpty || paths.contains { $0.matches(path) }
    }

    /// Whether a layer (nil: none) passes `layers` and `excludeLayers`.
    func selects(layer: String?) -> Bool {
        if !layers.isEmpty { guard let layer, layers.contains(layer) else { return false } }
        if let layer, excludeLayers.contains(layer) { return false }
        return true
    }
}

/// A rule's scope applied to the repository, once per rule by the engine: which files, modules and
/// dependencies the rule may report on (and, for a focused lint, which files it checks).
public struct ScopeSelection: Sendable {
    public let scope: Scope
    /// Per file, whether it is in scope (focus aside).
    private let fileIncluded: [Bool]
    /// Per module, whether it is in scope.
    private let moduleIncluded: [Bool]
    /// For a focused lint (`lint FILE…`, `--changed`): those files' indices.
    public let focus: Set<Int>?

    public init(_ scope: Scope, graph: DependencyGraph, layers: LayerMap, focus: Set<Int>?) {
        self.scope = scope
        self.focus = focus
        let files = graph.repository.files
        fileIncluded = scope.isEmpty
            ? Array(repeating: true, count: files.count) : files.indices.map { scope.contains(file: $0, graph: graph, layers: layers) }
        moduleIncluded = graph.modules.indices.map { index in
            let module = graph.modules[index]
            guard module.isInternal else { return false }
            if scope.isEmpty { return true }
            if !scope.includesTests, module.isTest || (!module.files.isEmpty && module.files.allSatisfy { Scope.isTestCode(path: files[$0].path, module: files[$0].module) }) {
                return false
            }
            if !scope.modules.isEmpty, !scope.modules.contains(where: { $0.matches(module.name) }) { return false }
            if !scope.selects(layer: layers.name(layers.moduleLayers[index])) { return false }
            guard !scope.paths.isEmpty || !scope.exclude.isEmpty else { return true }
            // By its files; a module without files (an empty target) by where it is declared.
            if module.files.isEmpty { return module.projectPaths.first.map(scope.selects(path:)) ?? scope.paths.isEmpty }
            return module.files.contains { scope.selects(path: files[$0].path) }
        }
    }

    public func contains(file index: Int) -> Bool { fileIncluded[index] }

    /// Whether the file is in scope as the code of `module` (in layer `layer`), one of the modules
    /// compiling it.
    public func contains(file index: Int, asCodeOf module: Int, layer: Int?, graph: DependencyGraph, layers: LayerMap) -> Bool {
        fileIncluded[index] && (scope.isEmpty || scope.selects(module: module, layer: layer, graph: graph, layers: layers))
    }

    /// How many files the scope selects: the fewer, the more specific the rule.
    public var fileCount: Int { fileIncluded.lazy.filter { $0 }.count }

    public func contains(module index: Int) -> Bool { moduleIncluded[index] }

    /// A dependency is in scope when what depends is: the importing file for an import, the
    /// depending module for a declared dependency, whose project file `exclude` may also name.
    public func contains(edge: ModuleEdge) -> Bool {
        switch edge.kind {
        case .import: edge.fileIndex.map { fileIncluded[Int($0)] } ?? false
        case .manifest: moduleIncluded[edge.from] && !scope.exclude.contains { $0.matches(edge.file) }
        }
    }

    /// Indices of the files in scope (of the focus files, when there is a focus), ascending.
    public var files: [Int] {
        guard let focus else { return fileIncluded.indices.filter { fileIncluded[$0] } }
        return focus.sorted().filter { fileIncluded[$0] }
    }
}
