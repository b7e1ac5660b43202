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
        // A folder named `Tests` or `…Tests` (`UnitTests`, `UITests`): the bytes before each `/`.
        let utf8 = path.utf8
        var index = utf8.startIndex
        while let slash = utf8[index...].firstIndex(of: UInt8(ascii: "/")) {
            if utf8[index..<slash].reversed().starts(with: "stseT".utf8) { return true }
            index = utf8.index(after: slash)
        }
        return false
    }

    /// Whether the scope selects a file (fields read in place: this runs for every file and rule):
    /// a file several targets compile when it selects the file as the code of one of them.
    public func contains(file index: Int, graph: DependencyGraph, layers: LayerMap) -> Bool {
        contains(file: index, graph: graph, layers: layers, answers: Answers())
    }

    /// What the selectors say of each module, layer and file, worked out once for a rule (the
    /// engine asks about every file: a regular expression or string comparisons per file were
    /// most of the cost); nil where it is worked out when asked.
    struct Answers: Sendable {
        /// Per module, whether `modules` matches its name.
        var moduleMatches: [Bool]?
        /// Per layer index, whether the layer selectors pass it; the last entry is for no layer.
        var layerPasses: [Bool]?
        /// Per file, whether it is test code (`isTestCode`).
        var testFiles: [Bool]?

        init() {}

        init(_ scope: Scope, graph: DependencyGraph, layers: LayerMap, testFiles: [Bool]) {
            moduleMatches = scope.modules.isEmpty ? nil : graph.modules.map { module in scope.modules.contains { $0.matches(module.name) } }
            let count = layers.definitions.count
            layerPasses = (0...count).map { scope.selects(layer: layers.name($0 < count ? $0 : nil)) }
            self.testFiles = testFiles
        }
    }

    func contains(file index: Int, graph: DependencyGraph, layers: LayerMap, answers: Answers) -> Bool {
        let files = graph.repository.files
        if !includesTests, answers.testFiles?[index] ?? Scope.isTestCode(path: files[index].path, module: files[index].module) { return false }
        if !(paths.isEmpty && exclude.isEmpty), !selects(path: files[index].path) { return false }
        if modules.isEmpty, self.layers.isEmpty, excludeLayers.isEmpty { return true }
        guard let shared = layers.sharedUnits(ofFile: index) else {
            return selects(module: graph.moduleIndex(ofFile: index), layer: layers.fileLayers[index], graph: graph, layers: layers, answers: answers)
        }
        return shared.contains { selects(module: $0.module, layer: $0.layer, graph: graph, layers: layers, answers: answers) }
    }

    /// Whether `modules` and the layer selectors select code of `module` in layer `layer`.
    func selects(module: Int, layer: Int?, graph: DependencyGraph, layers: LayerMap, answers: Answers) -> Bool {
        if !modules.isEmpty, !(answers.moduleMatches?[module] ?? modules.contains(where: { $0.matches(graph.modules[module].name) })) {
            return false
        }
        if let passes = answers.layerPasses { return passes[layer ?? passes.count - 1] }
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
    /// For a focused lint: the files (sources and project files, relative paths) whose findings
    /// are reported; findings elsewhere, without evidence in them, are dropped.
    public let reportedFiles: Set<String>?
    private let answers: Scope.Answers

    /// `testFiles`: whether each file is test code (`Scope.isTestCode`), shared by the rules.
    public init(_ scope: Scope, graph: DependencyGraph, layers: LayerMap, testFiles: [Bool], focus: Set<Int>?, reportedFiles: Set<String>? = nil) {
        self.scope = scope
        self.focus = focus
        self.reportedFiles = reportedFiles
        let files = graph.repository.files
        let answers = Scope.Answers(scope, graph: graph, layers: layers, testFiles: testFiles)
        self.answers = answers
        fileIncluded = scope.isEmpty
            ? Array(repeating: true, count: files.count)
            : files.indices.map { scope.contains(file: $0, graph: graph, layers: layers, answers: answers) }
        moduleIncluded = graph.modules.indices.map { index in
            let module = graph.modules[index]
            guard module.isInternal else { return false }
            if scope.isEmpty { return true }
            if !scope.includesTests, module.isTest || (!module.files.isEmpty && module.files.allSatisfy { testFiles[$0] }) {
                return false
            }
            if !scope.selects(module: index, layer: layers.moduleLayers[index], graph: graph, layers: layers, answers: answers) { return false }
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
        fileIncluded[index] && (scope.isEmpty || scope.selects(module: module, layer: layer, graph: graph, layers: layers, answers: answers))
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
