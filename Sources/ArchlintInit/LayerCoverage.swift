import ArchlintGraph
import ArchlintRules

/// How much of a repository a configuration's layers place: the modules with a layer (by name, or
/// because their files share one, or, for a module split into folder layers, because nearly all of
/// its files have one) and the files in a layer; and the modules whose layer is not the one `init`
/// meant for them. Files no target compiles, in a repository whose projects declare targets, are
/// not a module of its build: they are counted apart.
public struct LayerCoverage: Sendable {
    /// Modules of the build (targets; the files outside every target when no project declares any).
    public let moduleCount: Int
    /// Files outside every target when there are targets: the pseudo-module and its file count.
    public let outside: [(module: String, files: Int)]
    /// Modules with no layer.
    public let unmapped: [String]
    /// Modules in another layer than meant: name, meant, got (nil: none).
    public let misplaced: [(module: String, meant: String, actual: String?)]
    public let fileCount: Int
    public let filesInLayers: Int

    public var mappedCount: Int { moduleCount - unmapped.count }

    /// A module counts as placed by its folders when this share of its files is in a layer.
    static let folderShare = 0.95

    init(_ configuration: Configuration, graph: DependencyGraph, meant: [String: String]) {
        let map = LayerMap(definitions: configuration.layers, graph: graph)
        var unmapped: [String] = []
        var misplaced: [(String, String, String?)] = []
        var moduleCount = 0
        var outside: [(String, Int)] = []
        let hasTargets = graph.modules.contains { if case .target = $0.kind { true } else { false } }
        for (index, module) in graph.modules.enumerated() where module.isInternal {
            if hasTargets, module.kind == .folder {
                outside.append((module.name, module.files.count))
                continue
            }
            moduleCount += 1
            let layer = map.name(map.moduleLayers[index])
            if let intended = meant[module.name], intended != layer { misplaced.append((module.name, intended, layer)) }
            guard layer == nil else { continue }
            let inLayers = module.files.filter { map.fileLayers[$0] != nil }.count
            if module.files.isEmpty || Double(inLayers) < Self.folderShare * Double(module.files.count) { unmapped.append(module.name) }
        }
        self.moduleCount = moduleCount
        self.outside = outside
        self.unmapped = unmapped.sorted()
        self.misplaced = misplaced.sorted { $0.0 < $1.0 }
        fileCount = graph.repository.files.count
        filesInLayers = map.fileLayers.filter { $0 != nil }.count
    }
}
