import ArchlintBase

/// A named set of files, selected by path globs, module-name patterns and type-name patterns
/// (a file is selected when it declares a type whose name matches), or by whether the file belongs
/// to a package target at all (`packaged: false` selects an Xcode app's own files).
public struct LayerDefinition: Sendable {
    public var name: String
    public var paths: [Glob]
    public var modules: [RegularExpression]
    public var types: [RegularExpression]
    public var exclude: [Glob]
    public var packaged: Bool?

    public init(
        name: String, paths: [Glob] = [], modules: [RegularExpression] = [], types: [RegularExpression] = [], exclude: [Glob] = [],
        packaged: Bool? = nil
    ) {
        self.name = name
        self.paths = paths
        self.modules = modules
        self.types = types
        self.exclude = exclude
        self.packaged = packaged
    }

    /// Whether the layer selects `files[index]` as the code of `module` (by default its own, the
    /// first of the modules compiling it). Its fields are read in place: this runs for every file
    /// and layer.
    public func selects(_ index: Int, of files: [SourceFile], asCodeOf module: String? = nil) -> Bool {
        // Patterns by index too: `contains(where:)` would copy each one.
        let path = files[index].path
        if exclude.indices.contains(where: { exclude[$0].matches(path) }) { return false }
        if let packaged, files[index].module.isInTarget == packaged { return true }
        if paths.indices.contains(where: { paths[$0].matches(path) }) { return true }
        if !modules.isEmpty {
            let module = module ?? files[index].module.module
            if modules.indices.contains(where: { modules[$0].matches(module) }) { return true }
        }
        if !types.isEmpty {
            let declarations = files[index].facts.declarations
            for declaration in declarations.indices where declarations[declaration].kind != .extension && declarations[declaration].parent < 0 {
                if types.indices.contains(where: { types[$0].matches(declarations[declaration].name) }) { return true }
            }
        }
        return false
    }
}

/// Which layer each file (and module) is in. Layers are tried in the order they are defined; a
/// file takes the first one that selects it, so overlapping definitions stay predictable.
public struct LayerMap: Sendable {
    public let definitions: [LayerDefinition]
    /// Per file, the index of its layer (as the code of its own module), or nil.
    public let fileLayers: [Int?]
    /// Per module: the layer selecting it by name, else the single layer all its files share.
    public let moduleLayers: [Int?]
    /// Per file several targets compile, its layer as the code of each of their modules.
    let sharedFileLayers: [Int: [(module: Int, layer: Int?)]]
    /// Per file, whether `sharedFileLayers` has it: every rule asks of every file, and a lookup
    /// in the dictionary was most of what its scope cost.
    private let isShared: [Bool]

    /// Files are placed on `workers` cores: every layer's globs and patterns are tried on every file.
    public init(definitions: [LayerDefinition], graph: DependencyGraph, workers: Int = 1) {
        self.definitions = definitions
        let files = graph.repository.files
        fileLayers = parallelMap(count: files.count, workers: workers, makeState: { () }) { file, _ in
            definitions.indices.first { definitions[$0].selects(file, of: files) }
        }
        var shared: [Int: [(module: Int, layer: Int?)]] = [:]
        for file in files.indices where files[file].module.targets.count > 1 {
            let modules = graph.modules(ofFile: file)
            guard modules.count > 1 else { continue }
            shared[file] = modules.map { module in
                (module, definitions.firstIndex { $0.selects(file, of: files, asCodeOf: graph.modules[module].name) })
            }
        }
        sharedFileLayers = shared
        isShared = Self.flags(shared, fileCount: files.count)
        let perFile = fileLayers
        moduleLayers = graph.modules.map { module in
            if let byName = definitions.firstIndex(where: { $0.modules.contains { $0.matches(module.name) } }) { return byName }
            let layers = Set(module.files.map { perFile[$0] })
            return layers.count == 1 ? layers.first! : nil
        }
    }

    init(definitions: [LayerDefinition], fileLayers: [Int?], moduleLayers: [Int?], sharedFileLayers: [Int: [(module: Int, layer: Int?)]]) {
        self.definitions = definitions
        self.fileLayers = fileLayers
        self.moduleLayers = moduleLayers
        self.sharedFileLayers = sharedFileLayers
        isShared = Self.flags(sharedFileLayers, fileCount: fileLayers.count)
    }

    private static func flags(_ shared: [Int: [(module: Int, layer: Int?)]], fileCount: Int) -> [Bool] {
        var flags = [Bool](repeating: false, count: fileCount)
        for file in shared.keys where file >= 0 && file < fileCount { flags[file] = true }
        return flags
    }

    /// The modules whose code a file is, each with the file's layer as its code: the file's own
    /// module and layer, and for a file several targets compile, each of their modules.
    public func units(ofFile file: Int, graph: DependencyGraph) -> [(module: Int, layer: Int?)] {
        sharedUnits(ofFile: file) ?? [(graph.moduleIndex(ofFile: file), fileLayers[file])]
    }

    /// For a file several targets compile, its layer as the code of each of their modules; nil
    /// for a file of one module (`units(ofFile:graph:)` without making an array).
    public func sharedUnits(ofFile file: Int) -> [(module: Int, layer: Int?)]? {
        isShared[file] ? sharedFileLayers[file] : nil
    }

    /// The file's layer as the code of `module`, one of the modules compiling it.
    public func layer(ofFile file: Int, asCodeOf module: Int) -> Int? {
        sharedUnits(ofFile: file)?.first { $0.module == module }?.layer ?? fileLayers[file]
    }

    public func index(of name: String) -> Int? {
        definitions.firstIndex { $0.name == name }
    }

    public func name(_ index: Int?) -> String? {
        index.map { definitions[$0].name }
    }
}
