import ArchlintBase
import ArchlintCache
import ArchlintDiscovery
import ArchlintFacts
import ArchlintGraph
import ArchlintProject

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

    /// Stores the graph a lint built from `repository`, whose files' content hashes are in `hashes`.
    /// A failure to write is returned, never thrown.
    func save(
        graph: DependencyGraph, layers: LayerMap, hashes: [String: UInt64], inputs: [(path: String, hash: UInt64)],
        readAt: Int64, root: String, revisions: Revisions
    ) -> String? {
        guard let dirty = revisions.changedSince(revisions.head) else { return nil }
        let repository = graph.repository
        var body = BinaryWriter(capacity: 1 << 20)
        body.write(revisions.head)
        body.write(dirty.sorted())
        body.writeFixed(UInt64(bitPattern: readAt))
        body.write(UInt64(repository.files.count))
        for file in repository.files {
            guard let hash = hashes[file.path] else { return nil }
            body.write(file.path)
            body.writeFixed(hash)
            body.writeFixed(DependencyGraph.summaryDigest(of: file.facts))
            Self.write(file.module, into: &body)
            body.write(file.hasDirectives)
        }
        body.write(UInt64(inputs.count))
        for input in inputs {
            body.write(input.path)
            body.writeFixed(input.hash)
            Self.write(FileStatus.of(Self.absolute(input.path, in: root)), into: &body)
        }
        body.write(UInt64(repository.projects.count))
        for project in repository.projects {
            body.write(project.kind.rawValue)
            body.write(project.path)
            body.write(project.directory)
            body.write(project.name)
            body.write(UInt64(project.warnings.count))
            for warning in project.warnings {
                body.write(warning.message)
                Self.write(warning.position, into: &body)
                body.write(warning.file)
            }
            body.write(UInt64(project.directives.count))
            for directive in project.directives {
                body.write(directive.text)
                Self.write(directive.position, into: &body)
            }
        }
        body.write(repository.inactiveManifestVariants)
        body.write(UInt64(repository.diagnostics.count))
        for diagnostic in repository.diagnostics { ResultMemo.encode(diagnostic, into: &body) }
        graph.encodeSnapshot(into: &body)
        layers.encodeSnapshot(into: &body)
        var file = BinaryWriter(capacity: body.bytes.count + 64)
        file.append(Self.magic)
        file.writeFixed(key)
        file.writeFixed(body.bytes.withUnsafeBytes { ContentHash.xxh64($0) })
        file.append(body.bytes)
        do {
            try AtomicFile.createDirectories(RelativePath.parent(of: path))
            try AtomicFile.write(file.bytes, to: path)
            return nil
        } catch {
            return "graph snapshot not written: \(error)"
        }
    }

    // MARK: Restoring

    /// The repository and graph of the snapshot, patched with the files changed since it was
    /// stored; nil when there is no usable snapshot or a change needs the graph built again.
    /// The facts of unchanged files come from `cache`; changed files are read through `reader`.
    func restore(
        root: String, revisions: Revisions, cache: FactCache, configuration layerDefinitions: [LayerDefinition]
    ) -> (graph: DependencyGraph, layers: LayerMap)? {
        guard case .success(let bytes) = FileReader(initialCapacity: 1 << 20).binaryBytes(path), bytes.starts(with: Self.magic) else { return nil }
        return bytes.withUnsafeBytes { raw -> (DependencyGraph, LayerMap)? in
            var reader = BinaryReader(raw, offset: Self.magic.count)
            guard let storedKey = try? reader.readFixed(), storedKey == key, let checksum = try? reader.readFixed(),
                ContentHash.xxh64(UnsafeRawBufferPointer(rebasing: raw[reader.offset...])) == checksum
            else { return nil }
            return try? restore(&reader, root: root, revisions: revisions, cache: cache, layerDefinitions: layerDefinitions)
        }
    }

    private func restore(
        _ reader: inout BinaryReader, root: String, revisions: Revisions, cache: FactCache, layerDefinitions: [LayerDefinition]
    ) throws -> (DependencyGraph, LayerMap)? {
        let head = try reader.readString()
        let dirtyAtSave = try reader.readStrings()
        let readAt = Int64(bitPattern: try reader.readFixed())
        let files = try (0..<reader.readCount()).map { _ in
            FileEntry(
                path: try reader.readString(), contentHash: try reader.readFixed(), summary: try reader.readFixed(),
                module: try Self.readModule(&reader), hasDirectives: try reader.readBool())
        }
        let inputs = try (0..<reader.readCount()).map { _ in
            InputEntry(path: try reader.readString(), hash: try reader.readFixed(), status: try Self.readStatus(&reader))
        }
        // Build descriptions are few: checked by status, and by content when that does not settle it.
        for input in inputs where !Self.isUnchanged(Self.absolute(input.path, in: root), hash: input.hash, status: input.status, readAt: readAt) {
            return nil
        }
        guard let changedSinceHead = revisions.changedSince(head) else { return nil }
        let candidates = Set(changedSinceHead).union(dirtyAtSave)
        let indexByPath = Dictionary(files.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        // The changed files: any that the graph would see differently needs it built again.
        var changed: [Int: SourceFacts] = [:]
        let fileReader = FileReader()
        let extractor = FactExtractor()
        for path in candidates.sorted() {
            guard let index = indexByPath[path] else {
                if Self.concernsGraph(path) { return nil }
                continue
            }
            guard case .success(let (hash, facts)) = fileReader.read(Self.absolute(path, in: root), { bytes in
                (ContentHash.xxh64(UnsafeRawBufferPointer(bytes)), extractor.extract(bytes))
            }) else { return nil }
            guard hash != files[index].contentHash else { continue }
            guard DependencyGraph.summaryDigest(of: facts) == files[index].summary else { return nil }
            changed[index] = facts
        }
        for (index, file) in files.enumerated() where changed[index] == nil {
            guard cache.holds(file.path, contentHash: file.contentHash) else { return nil }
        }
        let sourceFiles = files.enumerated().map { index, entry -> SourceFile in
            if let facts = changed[index] { return SourceFile(path: entry.path, module: entry.module, facts: facts) }
            let (path, hash, absolute) = (entry.path, entry.contentHash, Self.absolute(entry.path, in: root))
            return SourceFile(path: entry.path, module: entry.module, hasDirectives: entry.hasDirectives) {
                // A cache entry that cannot be read back: the file itself, which git says is unchanged.
                if let facts = cache.facts(path, contentHash: hash) { return facts }
                guard case .success(let facts) = FileReader().read(absolute, { FactExtractor().extract($0) }) else { return SourceFacts() }
                return facts
            }
        }
        var projects: [Project] = []
        for _ in 0..<(try reader.readCount()) {
            guard let kind = Project.Kind(rawValue: try reader.readString()) else { throw BinaryReader.Malformed(offset: reader.offset) }
            var project = Project(kind: kind, path: try reader.readString(), directory: try reader.readString(), name: try reader.readOptionalString())
            for _ in 0..<(try reader.readCount()) {
                project.warnings.append(ProjectWarning(
                    message: try reader.readString(), position: try Self.readPosition(&reader), file: try reader.readOptionalString()))
            }
            for _ in 0..<(try reader.readCount()) {
                project.directives.append(ProjectDirective(text: try reader.readString(), position: try Self.readPosition(&reader)))
            }
            projects.append(project)
        }
        let inactive = try reader.readStrings()
        let diagnostics = try (0..<reader.readCount()).map { _ in try ResultMemo.decodeDiagnostic(&reader) }
        // Only what a focused lint reads: manifests are for `dump`, which builds its graph itself.
        let repository = RepositoryFacts(projects: projects, manifests: [], inactiveManifestVariants: inactive, files: sourceFiles, diagnostics: diagnostics)
        var graph = try DependencyGraph(restoring: &reader, repository: repository)
        guard graph.refreshImports(ofFiles: changed.keys.sorted()) else { return nil }
        let layers = try LayerMap(restoring: &reader, definitions: layerDefinitions, graph: graph)
        return (graph, layers)
    }

    /// A root-relative path as opened, the way the walk joins them.
    static func absolute(_ path: String, in root: String) -> String {
        root.hasSuffix("/") ? root + path : root + "/" + path
    }

    /// Whether a new or removed file at `path` changes the graph: a Swift file or a build description.
    static func concernsGraph(_ path: String) -> Bool {
        let name = RelativePath.lastComponent(of: path)
        return path.hasSuffix(".swift") || ProjectFileKind(path: path) != nil || name == "module.modulemap"
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

    static func write(_ module: ModuleAssignment, into writer: inout BinaryWriter) {
        writer.write(module.module)
        writer.write(UInt64(module.targets.count))
        for target in module.targets {
            writer.write(target.project)
            writer.write(target.projectKind.rawValue)
            writer.write(target.target)
            writer.write(target.module)
            writer.write(target.kind.rawValue)
        }
    }

    static func readModule(_ reader: inout BinaryReader) throws -> ModuleAssignment {
        let module = try reader.readString()
        let targets = try (0..<reader.readCount()).map { _ -> TargetMembership in
            let project = try reader.readString()
            guard let projectKind = Project.Kind(rawValue: try reader.readString()) else { throw BinaryReader.Malformed(offset: reader.offset) }
            let target = try reader.readString()
            let targetModule = try reader.readString()
            guard let kind = ProjectTarget.Kind(rawValue: try reader.readString()) else { throw BinaryReader.Malformed(offset: reader.offset) }
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

    static func write(_ position: ProjectPosition, into writer: inout BinaryWriter) {
        writer.write(position.line)
        writer.write(position.column)
        writer.write(position.file)
    }

    static func readPosition(_ reader: inout BinaryReader) throws -> ProjectPosition {
        ProjectPosition(line: try reader.readInt(), column: try reader.readInt(), file: try reader.readOptionalString())
    }
}
