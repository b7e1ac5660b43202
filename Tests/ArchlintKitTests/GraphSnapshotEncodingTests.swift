import ArchlintBase
import ArchlintFacts
import ArchlintGraph
import ArchlintKit
import Testing

/// Facts read when first asked for, as a focused lint's repository holds them; counts the reads.
private final class CountingFacts: DeferredFactsSource, @unchecked Sendable {
    let repository: RepositoryFacts
    private let lock = Lock()
    private var files = Set<Int>()
    var read: Set<Int> { lock.withLock { files } }

    init(_ repository: RepositoryFacts) { self.repository = repository }

    func facts(ofFile index: Int) -> SourceFacts {
        lock.withLock { _ = files.insert(index) }
        return repository[factsOf: index]
    }
}

/// A graph snapshot is two sections, the graph and its file tables, decoded apart (the tables on
/// another thread) and then put together.
@Suite("Graph snapshot encoding")
struct GraphSnapshotEncodingTests {
    /// The graph of a fixture of several packages and an app, and its two sections.
    static func encoded(_ fixture: String) -> (graph: DependencyGraph, main: [UInt8], tables: [UInt8]) {
        let reader = RepositoryReader()
        var survey = reader.survey(root: "\(Fixtures.root)/\(fixture)")
        let repository = reader.facts(of: &survey).repository
        let graph = DependencyGraph(repository: repository, workers: 1)
        var main = BinaryWriter()
        graph.encodeSnapshot(into: &main)
        var tables = BinaryWriter()
        graph.encodeFileTables(into: &tables)
        return (graph, main.bytes, tables.bytes)
    }

    static func restore(_ main: [UInt8], over repository: RepositoryFacts) throws -> DependencyGraph {
        try main.withUnsafeBytes { raw in
            var reader = BinaryReader(raw)
            return try DependencyGraph(restoring: &reader, repository: repository)
        }
    }

    static func tables(_ bytes: [UInt8]) throws -> SnapshotFileTables {
        try bytes.withUnsafeBytes { raw in
            var reader = BinaryReader(raw)
            return try SnapshotFileTables(restoring: &reader)
        }
    }

    @Test func theSectionsRestoreTheGraphsFileTables() throws {
        let (graph, main, tables) = Self.encoded("modular-clean/violating")
        var restored = try Self.restore(main, over: graph.repository)
        try restored.adopt(try Self.tables(tables))
        #expect(graph.repository.files.count > 10)
        #expect(restored.modules.map(\.name) == graph.modules.map(\.name))
        #expect(restored.fileModules == graph.fileModules)
        #expect(restored.importedModules == graph.importedModules)
        #expect(restored.reexportedModules == graph.reexportedModules)
        for file in graph.repository.files.indices {
            #expect(restored.imports(ofFile: file) == graph.imports(ofFile: file))
        }
    }

    @Test func fileTablesOfAnotherGraphAreRefused() throws {
        let modular = Self.encoded("modular-clean/violating")
        let layered = Self.encoded("layered-mvvm/violating")
        var restored = try Self.restore(modular.main, over: modular.graph.repository)
        #expect(throws: BinaryReader.Malformed.self) { try restored.adopt(try Self.tables(layered.tables)) }
    }

    @Test func everyTruncationOfTheFileTablesThrows() {
        let tables = Self.encoded("modular-clean/violating").tables
        for length in stride(from: 0, to: tables.count, by: max(1, tables.count / 200)) {
            #expect(throws: BinaryReader.Malformed.self) { try Self.tables(Array(tables.prefix(length))) }
        }
    }

    /// A focused lint restores the graph over files whose facts are read when first asked for:
    /// restoring it reads none of them, and resolving one file's references reads only that file.
    @Test func restoringReadsNoFacts() throws {
        let (graph, main, tables) = Self.encoded("modular-clean/violating")
        let source = CountingFacts(graph.repository)
        let deferred = RepositoryFacts(
            projects: graph.repository.projects, manifests: graph.repository.manifests,
            inactiveManifestVariants: graph.repository.inactiveManifestVariants,
            files: graph.repository.files.enumerated().map { index, file in
                SourceFile(path: file.path, module: file.module, hasDirectives: false, source: source, index: index)
            },
            diagnostics: [])
        var restored = try Self.restore(main, over: deferred)
        try restored.adopt(try Self.tables(tables))
        #expect(source.read.isEmpty)
        let file = try #require(graph.repository.files.indices.first { !graph.resolvedReferences(inFile: $0).isEmpty })
        let resolved = restored.resolvedReferences(inFile: file)
        #expect(resolved.map(\.reference) == graph.resolvedReferences(inFile: file).map(\.reference))
        #expect(resolved.map(\.target) == graph.resolvedReferences(inFile: file).map(\.target))
        #expect(source.read == [file])
    }
}
