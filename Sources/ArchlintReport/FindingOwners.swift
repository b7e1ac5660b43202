import ArchlintGraph
import ArchlintRules

/// Which module a finding is about: the module that compiles its Swift file; for a finding in a
/// project file (`Package.swift`, an Xcode project), the module whose dependency is declared on the
/// finding's line, else the target declared nearest above it in that file.
struct FindingOwners {
    private var fileIndex: [String: Int] = [:]
    private var dependencySources: [String: Int] = [:]
    /// Per project file, its targets' declaration lines and modules, ascending by line.
    private var declarations: [String: [(line: Int, module: Int)]] = [:]
    private let graph: DependencyGraph

    init(graph: DependencyGraph) {
        self.graph = graph
        for (index, file) in graph.repository.files.enumerated() { fileIndex[file.path] = index }
        for edge in graph.edges where edge.kind == .manifest {
            let location = "\(edge.file):\(edge.line)"
            if dependencySources[location] == nil { dependencySources[location] = edge.from }
        }
        for (index, module) in graph.modules.enumerated() {
            guard let path = module.projectPaths.first, let line = module.declaration?.line, line > 0 else { continue }
            declarations[path, default: []].append((line, index))
        }
        for path in declarations.keys { declarations[path]!.sort { $0.line < $1.line } }
    }

    /// The index of the Swift file at `path`, when the repository has one.
    func file(_ path: String) -> Int? { fileIndex[path] }

    /// The module `finding` is about, or nil for a project file without targets near the finding.
    func module(of finding: Finding) -> Int? {
        if let file = fileIndex[finding.file] { return graph.moduleIndex(ofFile: file) }
        if let source = dependencySources["\(finding.file):\(finding.line)"] { return source }
        return declarations[finding.file]?.last { $0.line <= finding.line }?.module
    }
}
