import ArchlintBase
import ArchlintDiscovery
import ArchlintFacts
import ArchlintGraph
import ArchlintManifest

/// The read stage: walk the root, read manifests statically, then read and extract every Swift
/// file on all cores. Results are in path order whatever the number of workers.
public struct RepositoryReader: Sendable {
    public var excludedDirectories: Set<String>
    public var workers: Int
    public var platform: CompilationPlatform
    /// Which Swift sources (relative paths) to read.
    public var sourceFilter: @Sendable (String) -> Bool = { _ in true }
    /// Which manifests to read (a folder excluded from linting is excluded with its packages).
    public var manifestFilter: @Sendable (String) -> Bool = { _ in true }

    public init(
        excludedDirectories: Set<String> = FileWalker.defaultExcludedDirectories, workers: Int = availableCores,
        platform: CompilationPlatform = .host
    ) {
        self.excludedDirectories = excludedDirectories
        self.workers = workers
        self.platform = platform
    }

    public func read(root: String) -> RepositoryFacts {
        var timer = StageTimer()
        var walk = FileWalker(excludedDirectories: excludedDirectories).walk(root: root)
        timer.lap("walk (\(walk.sources.count) sources, \(walk.manifests.count) manifests)")
        let filter = sourceFilter
        let manifestFilter = self.manifestFilter
        walk.sources.removeAll { !filter($0.path) }
        walk.manifests.removeAll { !manifestFilter($0.path) }
        var diagnostics = walk.diagnostics
        let (manifests, inactive, manifestDiagnostics) = readManifests(walk.manifests)
        diagnostics.append(contentsOf: manifestDiagnostics)
        timer.lap("manifests")
        let map = ModuleMap(manifests: manifests, sourcePaths: walk.sources.map(\.path), rootName: Self.rootName(root))
        let results = parallelMap(count: walk.sources.count, workers: workers, makeState: { (FileReader(), FactExtractor()) }) {
            index, state -> (SourceFile?, Diagnostic?) in
            let file = walk.sources[index]
            let extractor = state.1
            switch state.0.read(file.absolutePath, { extractor.extract($0) }) {
            case .success(let facts):
                return (SourceFile(path: file.path, module: map.assignment(for: file.path), facts: facts), nil)
            case .failure(let failure):
                return (nil, Diagnostic(.warning, failure.message, file: file.path))
            }
        }
        timer.lap("read and extract")
        var files: [SourceFile] = []
        files.reserveCapacity(results.count)
        for (file, diagnostic) in results {
            if let file { files.append(file) }
            if let diagnostic { diagnostics.append(diagnostic) }
        }
        return RepositoryFacts(manifests: manifests, inactiveManifestVariants: inactive, files: files, diagnostics: diagnostics)
    }

    /// A repository given as files in memory (path → content): examples, tests, `archlint explain`.
    public func read(files: [(path: String, content: String)], rootName: String = "Example") -> RepositoryFacts {
        let reader = ManifestReader(platform: platform)
        let manifests = files.filter { FileWalker.isManifestName(ModuleMap.lastComponent(of: $0.path)) }
            .map { reader.read(path: $0.path, text: $0.content) }
            .sorted { $0.path < $1.path }
        let sources = files.filter { !FileWalker.isManifestName(ModuleMap.lastComponent(of: $0.path)) }.sorted { $0.path < $1.path }
        let map = ModuleMap(manifests: manifests, sourcePaths: sources.map(\.path), rootName: rootName)
        let extractor = FactExtractor()
        let facts = sources.map { SourceFile(path: $0.path, module: map.assignment(for: $0.path), facts: extractor.extract($0.content)) }
        return RepositoryFacts(manifests: manifests, inactiveManifestVariants: [], files: facts, diagnostics: [])
    }

    /// One manifest per folder: the variant SwiftPM would pick with this toolchain.
    func readManifests(_ found: [FoundFile]) -> ([PackageManifest], [String], [Diagnostic]) {
        var byFolder: [String: [FoundFile]] = [:]
        for file in found { byFolder[ModuleMap.parent(of: file.path), default: []].append(file) }
        var chosen: [FoundFile] = []
        var inactive: [String] = []
        let headReader = FileReader(initialCapacity: 4096)
        for folder in byFolder.keys.sorted() {
            let files = byFolder[folder]!
            let names = files.map { ModuleMap.lastComponent(of: $0.path) }
            var toolsVersions: [String: String] = [:]
            if files.count > 1 {
                for file in files {
                    if case .success(let version?) = headReader.read(file.absolutePath, { ManifestReader.toolsVersion(Array($0.prefix(200))) }) {
                        toolsVersions[ModuleMap.lastComponent(of: file.path)] = version
                    }
                }
            }
            let preferred = ManifestReader.preferredManifest(among: names, toolsVersions: toolsVersions)
            for file in files {
                if ModuleMap.lastComponent(of: file.path) == preferred { chosen.append(file) } else { inactive.append(file.path) }
            }
        }
        let reader = ManifestReader(platform: platform)
        let results = parallelMap(count: chosen.count, workers: workers, makeState: { FileReader() }) { index, fileReader -> (PackageManifest?, Diagnostic?) in
            let file = chosen[index]
            switch fileReader.bytes(file.absolutePath) {
            case .success(let bytes):
                return (reader.read(path: file.path, source: bytes), nil)
            case .failure(let failure):
                return (nil, Diagnostic(.warning, failure.message, file: file.path))
            }
        }
        return (results.compactMap(\.0).sorted { $0.path < $1.path }, inactive.sorted(), results.compactMap(\.1))
    }

    static func rootName(_ root: String) -> String {
        let trimmed = root.hasSuffix("/") ? String(root.dropLast()) : root
        let name = ModuleMap.lastComponent(of: trimmed)
        if name == "." || name.isEmpty {
            return ModuleMap.lastComponent(of: currentDirectory())
        }
        return name
    }
}

func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(cString: buffer)
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
