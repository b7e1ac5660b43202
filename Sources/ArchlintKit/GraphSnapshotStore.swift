import ArchlintBase
import ArchlintCache
import ArchlintDiscovery
import ArchlintFacts
import ArchlintGraph
import ArchlintProject
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The graph of a repository kept between focused lints (`--changed`, the hooks), next to the
/// fact cache: the graph and layers a lint built, the files it read (each with its content hash and
/// what the graph took from it) and the build descriptions. A later focused lint restores it and
/// patches it with the files changed since, instead of walking, reading every manifest and project,
/// decoding every file's facts and building the graph again; the other files' facts are read from
/// the fact cache only when a rule looks at them.
///
/// Which files changed comes from outside (`Revisions`: git), so the snapshot stays valid across
/// commits and checkouts. It is used only when every change is one the graph does not see: a
/// changed file whose imports and declarations are as they were (an edited body, a new member, a
/// moved line). A new, deleted or renamed Swift file, a changed build description or declaration
/// makes the lint build the graph from scratch and store a new snapshot.
struct GraphSnapshotStore {
    /// What the version control system tells about the work tree.
    struct Revisions {
        /// The revision checked out, against which the snapshot records its changed files.
        var head: String
        /// Files (relative to the root) whose content differs from `revision` in the work tree
        /// or the index; nil when it cannot tell.
        var changedSince: (_ revision: String) -> [String]?
        /// The files the version control system tracks (relative to the root): the Swift files a
        /// focused lint reads.
        var tracked: () -> Set<String>?
    }

    let path: String
    /// Everything besides the files that the graph depends on: archlint's build, the
    /// configuration, how manifests are read.
    let key: UInt64

    static let magic = Array("archlint graph snapshot\n".utf8)

    init(directory: String, root: String, key: UInt64) {
        path = directory + "/graph-" + String(ContentHash.xxh64(root), radix: 16) + ".cache"
        self.key = key
    }

    struct FileEntry {
        var path: String
        var contentHash: UInt64
        /// Where the fact cache holds its facts.
        var location: FactCache.Location
        var summary: UInt64
        var module: ModuleAssignment
        var hasDirectives: Bool
    }

    struct InputEntry {
        var path: String
        var hash: UInt64
        var status: FileStatus?
    }

    // MARK: Saving

    /// Stores the graph a lint built from `repository`, whose files' content hashes are in
    /// `hashes` and whose facts `cache` holds (as just written). A failure to write is returned,
    /// never thrown.
    func save(
        graph: DependencyGraph, layers: LayerMap, hashes: [String: UInt64], cache: FactCache, inputs: [(path: String, hash: UInt64)],
        readAt: Int64, root: String, revisions: Revisions
    ) -> String? {
        guard let dirty = revisions.changedSince(revisions.head), let cacheFile = cache.fileID else { return nil }
        let repository = graph.repository
        var out = SnapshotEncoder()
        out.string(revisions.head)
        out.strings(dirty.sorted())
        out.body.writeFixed(UInt64(bitPattern: readAt))
        out.body.write(cacheFile.device)
        out.body.write(cacheFile.inode)
        out.count(repository.files.count)
        // The files of a module are neighbours in path order: an assignment like the one before is a flag.
        var previousModule: ModuleAssignment?
        for file in repository.files {
            guard let hash = hashes[file.path], let location = cache.location(file.path, contentHash: hash) else { return nil }
            out.string(file.path)
            out.body.writeFixed(hash)
            out.body.write(location.offset)
            out.body.write(location.length)
            out.body.writeFixed(location.checksum)
            out.body.writeFixed(DependencyGraph.summaryDigest(of: file.facts))
            out.body.write(file.module == previousModule)
            if file.module != previousModule { Self.write(file.module, into: &out) }
            previousModule = file.module
            out.body.write(file.hasDirectives)
        }
        out.count(inputs.count)
        for input in inputs {
            out.string(input.path)
            out.body.writeFixed(input.hash)
            Self.write(FileStatus.of(Self.absolute(input.path, in: root)), into: &out.body)
        }
        out.count(repository.projects.count)
        for project in repository.projects {
            out.string(project.kind.rawValue)
            out.string(project.path)
            out.string(project.directory)
            out.string(project.name)
            out.count(project.warnings.count)
            for warning in project.warnings {
                out.string(warning.message)
                Self.write(warning.position, into: &out)
                out.string(warning.file)
            }
            out.count(project.directives.count)
            for directive in project.directives {
                out.string(directive.text)
                Self.write(directive.position, into: &out)
            }
        }
        out.strings(repository.inactiveManifestVariants)
        out.count(repository.diagnostics.count)
        for diagnostic in repository.diagnostics {
            out.string(diagnostic.severity.rawValue)
            out.string(diagnostic.message)
            out.string(diagnostic.file)
            out.body.write(diagnostic.line)
            out.body.write(diagnostic.column)
        }
        // The graph's file tables first, after their length: decoding starts them on another thread.
        var tables = BinaryWriter(capacity: 1 << 20)
        graph.encodeFileTables(into: &tables)
        var body = BinaryWriter(capacity: tables.count + (1 << 20))
        body.writeFixed(UInt64(tables.count))
        tables.withUnsafeBytes { body.append($0) }
        out.finish(into: &body)
        graph.encodeSnapshot(into: &body)
        layers.encodeSnapshot(into: &body)
        do {
            try CheckedCacheFile(path: path, magic: Self.magic).write(body, key: key)
            return nil
        } catch {
            return "graph snapshot not written: \(error)"
        }
    }

    // MARK: Restoring

    /// A snapshot as stored, decoded over its files' facts in the fact cache: all of it but what
    /// depends on the files changed since and on the configuration.
    struct Decoded {
        /// What it was stored under (see `key`).
        var key: UInt64
        var head: String
        var dirtyAtSave: [String]
        var readAt: Int64
        var files: [FileEntry]
        var inputs: [InputEntry]
        var graph: DependencyGraph
        /// The layers, still encoded: reading them takes the configuration's layer definitions.
        var layers: [UInt8]
    }

    /// A snapshot read and decoded on another thread, started before git is asked what changed
    /// and before the configuration is read: a focused lint waits for the slower of the two only.
    final class Prefetch: Sendable {
        let path: String
        private let decoding: BackgroundWork<Decoded?>

        init(directory: String, root: String, cacheRoot: String) {
            let store = GraphSnapshotStore(directory: directory, root: cacheRoot, key: 0)
            path = store.path
            decoding = BackgroundWork { store.decode(root: root, cacheDirectory: directory, cacheRoot: cacheRoot) }
        }

        /// The decoded snapshot, handed over once.
        func take() -> Decoded? { decoding.take() ?? nil }
    }

    /// The repository and graph of the snapshot, patched with the files changed since it was
    /// stored; nil when there is no usable snapshot or a change needs the graph built again.
    /// The facts of unchanged files come from the fact cache in `cacheDirectory` (`cacheRoot`'s),
    /// read where the snapshot says they are. `prefetched`: this snapshot, decoded ahead.
    func restore(
        root: String, revisions: Revisions, cacheDirectory: String, cacheRoot: String, configuration layerDefinitions: [LayerDefinition],
        prefetched: Prefetch? = nil
    ) -> (graph: DependencyGraph, layers: LayerMap)? {
        let decoded = prefetched.flatMap { $0.path == path ? $0.take() : nil } ?? decode(root: root, cacheDirectory: cacheDirectory, cacheRoot: cacheRoot)
        guard let decoded, decoded.key == key else { return nil }
        return try? patch(decoded, root: root, revisions: revisions, layerDefinitions: layerDefinitions)
    }

    /// The snapshot file decoded, whatever it was stored under; nil when there is none, it is
    /// damaged, or the fact cache it points into was written anew since.
    func decode(root: String, cacheDirectory: String, cacheRoot: String) -> Decoded? {
        CheckedCacheFile(path: path, magic: Self.magic).read(initialCapacity: 1 << 20) { key, reader in
            try Self.decode(&reader, key: key, root: root, cacheDirectory: cacheDirectory, cacheRoot: cacheRoot)
        }
    }

    private static func decode(_ reader: inout BinaryReader, key: UInt64, root: String, cacheDirectory: String, cacheRoot: String) throws -> Decoded? {
        let tablesLength = try reader.readFixed()
        guard tablesLength <= UInt64(reader.bytes.count - reader.offset) else { throw BinaryReader.Malformed(offset: reader.offset) }
        let tableBytes = Array(try reader.readBytes(Int(tablesLength)))
        let tablesRead = BackgroundWork { () -> SnapshotFileTables? in
            tableBytes.withUnsafeBytes { raw in
                var tablesReader = BinaryReader(raw)
                return try? SnapshotFileTables(restoring: &tablesReader)
            }
        }
        // Waited for on every path: a snapshot found unusable still has its tables being read.
        defer { _ = tablesRead.take() }
        var input = try SnapshotDecoder(&reader)
        let head = try input.string()
        let dirtyAtSave = try input.strings()
        let readAt = Int64(bitPattern: try input.reader.readFixed())
        // A fact cache written anew since (another archlint, most of it outdated) has moved the facts.
        guard let cache = FactCacheFile(
            directory: cacheDirectory, root: cacheRoot, device: try input.reader.readUInt64(), inode: try input.reader.readUInt64())
        else { return nil }
        var previousModule: ModuleAssignment?
        let files = try input.list { input in
            let path = try input.string()
            let contentHash = try input.reader.readFixed()
            let location = FactCache.Location(offset: try input.reader.readInt(), length: try input.reader.readInt(), checksum: try input.reader.readFixed())
            let summary = try input.reader.readFixed()
            let module: ModuleAssignment
            if try input.reader.readBool() {
                guard let previousModule else { throw input.malformed }
                module = previousModule
            } else {
                module = try Self.readModule(&input)
            }
            previousModule = module
            return FileEntry(
                path: path, contentHash: contentHash, location: location, summary: summary, module: module, hasDirectives: try input.reader.readBool())
        }
        let inputs = try input.list { input in
            InputEntry(path: try input.string(), hash: try input.reader.readFixed(), status: try Self.readStatus(&input.reader))
        }
        let source = CachedFacts(cache: cache, root: root, files: files)
        let sourceFiles = files.enumerated().map { index, entry in
            SourceFile(path: entry.path, module: entry.module, hasDirectives: entry.hasDirectives, source: source, index: index)
        }
        let projects = try input.list { input -> Project in
            guard let kind = Project.Kind(rawValue: try input.string()) else { throw input.malformed }
            var project = Project(kind: kind, path: try input.string(), directory: try input.string(), name: try input.optionalString())
            project.warnings = try input.list { input in
                ProjectWarning(message: try input.string(), position: try Self.readPosition(&input), file: try input.optionalString())
            }
            project.directives = try input.list { ProjectDirective(text: try $0.string(), position: try Self.readPosition(&$0)) }
            return project
        }
        let inactive = try input.strings()
        let diagnostics = try input.list { input -> Diagnostic in
            guard let severity = Diagnostic.Severity(rawValue: try input.string()) else { throw input.malformed }
            return Diagnostic(severity, try input.string(), file: try input.optionalString(), line: try input.reader.readInt(), column: try input.reader.readInt())
        }
        reader = input.reader
        // Only what a focused lint reads: manifests are for `dump`, which builds its graph itself.
        let repository = RepositoryFacts(projects: projects, manifests: [], inactiveManifestVariants: inactive, files: sourceFiles, diagnostics: diagnostics)
        var graph = try DependencyGraph(restoring: &reader, repository: repository)
        guard let fileTables = tablesRead.take() ?? nil else { throw BinaryReader.Malformed(offset: 0) }
        try graph.adopt(fileTables)
        let layers = Array(try reader.readBytes(reader.bytes.count - reader.offset))
        return Decoded(key: key, head: head, dirtyAtSave: dirtyAtSave, readAt: readAt, files: files, inputs: inputs, graph: graph, layers: layers)
    }

    /// `decoded` with the files changed since it was stored; nil when a change needs the graph
    /// built again.
    private func patch(_ decoded: Decoded, root: String, revisions: Revisions, layerDefinitions: [LayerDefinition]) throws -> (DependencyGraph, LayerMap)? {
        let files = decoded.files
        // Build descriptions are few: checked by status, and by content when that does not settle it.
        for entry in decoded.inputs where !Self.isUnchanged(Self.absolute(entry.path, in: root), hash: entry.hash, status: entry.status, readAt: decoded.readAt) {
            return nil
        }
        guard let changedSinceHead = revisions.changedSince(decoded.head) else { return nil }
        let candidates = Set(changedSinceHead).union(decoded.dirtyAtSave)
        // The changed files: any that the graph would see differently needs it built again.
        var graph = decoded.graph
        var changed: [Int] = []
        let fileReader = FileReader()
        let extractor = FactExtractor()
        for path in candidates.sorted() {
            // A few paths: looked for, rather than hashing every path into a table.
            guard let index = files.firstIndex(where: { $0.path == path }) else {
                if Self.concernsGraph(path) { return nil }
                continue
            }
            guard case .success(let (hash, facts)) = fileReader.read(Self.absolute(path, in: root), { bytes in
                (ContentHash.xxh64(UnsafeRawBufferPointer(bytes)), extractor.extract(bytes))
            }) else { return nil }
            guard hash != files[index].contentHash else { continue }
            guard DependencyGraph.summaryDigest(of: facts) == files[index].summary else { return nil }
            graph.replaceFacts(ofFile: index, with: facts)
            changed.append(index)
        }
        guard graph.refreshImports(ofFiles: changed.sorted()) else { return nil }
        let layers = try decoded.layers.withUnsafeBytes { raw in
            var reader = BinaryReader(raw, offset: 0)
            return try LayerMap(restoring: &reader, definitions: layerDefinitions, graph: graph)
        }
        return (graph, layers)
    }

    /// The facts of the snapshot's unchanged files, from the fact cache (or, should an entry not
    /// read back, from the file, which git says is unchanged).
    final class CachedFacts: DeferredFactsSource, @unchecked Sendable {
        let cache: FactCacheFile
        let root: String
        let files: [FileEntry]

        init(cache: FactCacheFile, root: String, files: [FileEntry]) {
            self.cache = cache
            self.root = root
            self.files = files
        }

        func facts(ofFile index: Int) -> SourceFacts {
            let file = files[index]
            if let facts = cache.facts(at: file.location) { return facts }
            guard case .success(let facts) = FileReader().read(GraphSnapshotStore.absolute(file.path, in: root), { FactExtractor().extract($0) })
            else { return SourceFacts() }
            return facts
        }
    }

    /// A root-relative path as opened, the way the walk joins them.
    static func absolute(_ path: String, in root: String) -> String {
        root.hasSuffix("/") ? root + path : root + "/" + path
    }

    /// Whether a new or removed file at `path` changes the graph: a Swift file or a build description.
    static func concernsGraph(_ path: String) -> Bool {
        let name = RelativePath.lastComponent(of: path)
        // A configuration in a subfolder changes which rules judge which files.
        return path.hasSuffix(".swift") || ProjectFileKind(path: path) != nil || name == "module.modulemap"
            || FileWalker.configurationNames.contains(name)
    }

    /// Whether the file at `path` still has the content hashed to `hash`: its status as recorded,
    /// taken after it last changed, proves it; else its content is hashed again.
    static func isUnchanged(_ path: String, hash: UInt64, status: FileStatus?, readAt: Int64) -> Bool {
        if let status, let current = FileStatus.of(path), current == status,
            max(current.modified, current.changed) < readAt - FactCache.defaultRacyWindow
        {
            return true
        }
        guard case .success(let bytes) = FileReader().binaryBytes(path) else { return false }
        return bytes.withUnsafeBytes { ContentHash.xxh64($0) } == hash
    }

    // MARK: Encoding

    static func write(_ module: ModuleAssignment, into out: inout SnapshotEncoder) {
        out.string(module.module)
        out.count(module.targets.count)
        for target in module.targets {
            out.string(target.project)
            out.string(target.projectKind.rawValue)
            out.string(target.target)
            out.string(target.module)
            out.string(target.kind.rawValue)
        }
    }

    static func readModule(_ input: inout SnapshotDecoder) throws -> ModuleAssignment {
        let module = try input.string()
        let targets = try input.list { input -> TargetMembership in
            let project = try input.string()
            guard let projectKind = Project.Kind(rawValue: try input.string()) else { throw input.malformed }
            let target = try input.string()
            let targetModule = try input.string()
            guard let kind = ProjectTarget.Kind(rawValue: try input.string()) else { throw input.malformed }
            return TargetMembership(project: project, projectKind: projectKind, target: target, module: targetModule, kind: kind)
        }
        return ModuleAssignment(module: module, targets: targets)
    }

    static func write(_ status: FileStatus?, into writer: inout BinaryWriter) {
        writer.write(status != nil)
        guard let status else { return }
        writer.write(status.size)
        writer.write(Int(status.modified))
        writer.write(Int(status.changed))
        writer.write(status.device)
        writer.write(status.inode)
    }

    static func readStatus(_ reader: inout BinaryReader) throws -> FileStatus? {
        guard try reader.readBool() else { return nil }
        return FileStatus(
            size: try reader.readInt(), modified: Int64(try reader.readInt()), changed: Int64(try reader.readInt()),
            device: try reader.readUInt64(), inode: try reader.readUInt64())
    }

    static func write(_ position: ProjectPosition, into out: inout SnapshotEncoder) {
        out.body.write(position.line)
        out.body.write(position.column)
        out.string(position.file)
    }

    static func readPosition(_ input: inout SnapshotDecoder) throws -> ProjectPosition {
        ProjectPosition(line: try input.reader.readInt(), column: try input.reader.readInt(), file: try input.optionalString())
    }
}
