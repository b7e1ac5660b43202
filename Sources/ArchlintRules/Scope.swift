import ArchlintBase
import ArchlintDiscovery
import ArchlintFacts
import ArchlintGraph

/// Which files a rule looks at: by layer, module pattern and path glob (all given selectors must
/// agree), minus `exclude` and `excludeLayers`; test code (test targets, `Tests/` folders) only
/// when `tests` is true.
public struct Scope: Sendable {
    public var layers: [String] = []
    public var excludeLayers: [String] = []
    public var modules: [RegularExpression] = []
    public var paths: [Glob] = []
    public var exclude: [Glob] = []
    public var includesTests = true

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

    public func contains(file index: Int, in context: RuleContext) -> Bool {
        // Fields read in place: this runs for every file and rule.
        let files = context.graph.repository.files
        if !includesTests, Scope.isTestCode(path: files[index].path, module: files[index].module) { return false }
        if !exclude.isEmpty || !paths.isEmpty {
            let path = files[index].path
            if exclude.contains(where: { $0.matches(path) }) { return false }
            if !paths.isEmpty, !paths.contains(where: { $0.matches(path) }) { return false }
        }
        if !modules.isEmpty, !modules.contains(where: { $0.matches(files[index].module.module) }) { return false }
        let layer = context.layers.name(context.layers.fileLayers[index])
        if !layers.isEmpty {
            guard let layer, layers.contains(layer) else { return false }
        }
        if let layer, excludeLayers.contains(layer) { return false }
        return true
    }

    /// Files of test targets, and files under a `Tests` or `*Tests` folder outside packages (a
    /// library target's own `Tests` folder is library code).
    public static func isTestCode(path: String, module: ModuleAssignment) -> Bool {
        if module.isInTarget { return module.targetKind == .test }
        return path.split(separator: "/").dropLast().contains { $0 == "Tests" || $0.hasSuffix("Tests") || $0 == "UnitTests" || $0 == "UITests" }
    }

    /// Indices of the files in scope (of the focus files, when there is a focus), ascending.
    public func files(in context: RuleContext) -> [Int] {
        guard let focus = context.focus else { return context.graph.repository.files.indices.filter { contains(file: $0, in: context) } }
        return focus.sorted().filter { contains(file: $0, in: context) }
    }

    /// The files whose types a type rule checks: the files in scope, and with a focus, also the
    /// files in scope that declare a type a focus file extends (an extension changes the type's
    /// size, conformances and members).
    public func typeFiles(in context: RuleContext) -> [Int] {
        var files = Set(self.files(in: context))
        guard let focus = context.focus else { return files.sorted() }
        let graph = context.graph
        for file in focus {
            let module = Int32(graph.moduleIndex(ofFile: file))
            for (index, declaration) in graph.repository.files[file].facts.declarations.enumerated() where declaration.kind == .extension {
                let symbol = TypeSymbol(file: Int32(file), declaration: Int32(index), module: module)
                if let extended = graph.extendedType(symbol), contains(file: Int(extended.file), in: context) { files.insert(Int(extended.file)) }
            }
        }
        return files.sorted()
    }
}
