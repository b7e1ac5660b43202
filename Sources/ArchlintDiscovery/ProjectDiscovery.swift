import ArchlintBase
import ArchlintInterpreter
import ArchlintManifest
import ArchlintProject
import ArchlintXcode
import ArchlintXcodeGen

/// Reads every build description a walk found — `Package.swift` manifests, Xcode projects,
/// Tuist projects and XcodeGen specs — into the project model, on all cores.
public struct ProjectDiscovery: Sendable {
    public var platform: CompilationPlatform
    public var workers: Int
    /// Asks SwiftPM what each manifest declares (`--evaluate-manifests`) instead of reading it statically.
    public var evaluateManifests = false

    public init(platform: CompilationPlatform = .host, workers: Int = availableCores) {
        self.platform = platform
        self.workers = workers
    }

    public struct Result: Sendable {
        /// Every project, sorted by path.
        public var projects: [Project] = []
        /// The manifests in effect, one per package folder, sorted by path (`dump` shows them in full).
        public var manifests: [PackageManifest] = []
        /// `Package@swift-X.swift` variants SwiftPM would not pick here.
        public var inactiveManifestVariants: [String] = []
        /// Files that could not be read.
        public var diagnostics: [Diagnostic] = []
        /// The content hash of every build description read, by path: a change to any changes the lint.
        public var inputs: [(path: String, hash: UInt64)] = []
        /// Swift files of the walk that are build descriptions (Tuist manifests and helpers), not sources to lint.
        public var buildSources: Set<String> = []
        /// Every file a project reader asked for by name (an `.xcconfig`, an XcodeGen `include:`, a
        /// Tuist helper), with its content hash, nil for one that could not be read: with the walk's
        /// files, what the projects were read from.
        public var referencedFiles: [(path: String, hash: UInt64?)] = []
    }

    /// Whether the files projects were read from, besides the walk's, read as they did then.
    public static func referencedFilesAreUnchanged(_ files: [(path: String, hash: UInt64?)], root: String) -> Bool {
        InputFiles.areUnchanged(files, root: root)
    }

    /// Reads the manifests and project files of `walk` under `root`; `existingFolders` holds every
    /// folder with a Swift file below it, for SwiftPM's default target folders.
    public func read(_ walk: WalkResult, root: String, existingFolders: Set<String>) -> Result {
        var result = Result()
        let (chosen, inactive) = Self.chooseManifestVariants(walk.manifests)
        result.inactiveManifestVariants = inactive
        let reader = ManifestReader(platform: platform)
        let evaluator = evaluateManifests ? ManifestEvaluator() : nil
        var moduleMaps: [String: String] = [:]
        let mapReader = FileReader(initialCapacity: 4096)
        for map in walk.moduleMaps {
            let bytes: [UInt8]
            switch mapReader.bytes(map.absolutePath) {
            case .success(let read): bytes = read
            case .failure(let failure):
                result.diagnostics.append(Diagnostic(.error, failure.message, file: map.path))
                continue
            }
            guard let name = ModuleMapFile.moduleName(in: bytes) else { continue }
            moduleMaps[RelativePath.parent(of: map.path)] = name
            result.inputs.append((map.path, bytes.withUnsafeBytes { ContentHash.xxh64($0) }))
        }
        // Each package's layout is worked out where its manifest is read, on all cores.
        let manifests = parallelMap(count: chosen.count, workers: workers, makeState: { FileReader() }) {
            [moduleMaps] index, fileReader -> (read: (manifest: PackageManifest, project: Project, hash: UInt64)?, failure: Diagnostic?) in
            let file = chosen[index]
            switch fileReader.bytes(file.absolutePath) {
            case .success(let bytes):
                var manifest = reader.read(path: file.path, source: bytes)
                if let evaluator {
                    manifest = evaluator.evaluate(packageDirectory: RelativePath.parent(of: file.absolutePath), staticReading: manifest)
                }
                let project = SwiftPMLayout.project(manifest, existingFolders: existingFolders, moduleMaps: moduleMaps)
                return ((manifest, project, bytes.withUnsafeBytes { ContentHash.xxh64($0) }), nil)
            case .failure(let failure):
                return (nil, Diagnostic(.error, failure.message, file: file.path))
            }
        }
        for (file, (read, failure)) in zip(chosen, manifests) {
            if let read {
                result.manifests.append(read.manifest)
                result.projects.append(read.project)
                result.inputs.append((file.path, read.hash))
            }
            if let failure { result.diagnostics.append(failure) }
        }
        let others = parallelMap(count: walk.projectFiles.count, workers: workers, makeState: { FileReader() }) {
            index, fileReader -> (Project?, Diagnostic?, [(path: String, hash: UInt64)], asked: [(path: String, hash: UInt64?)]) in
            let file = walk.projectFiles[index]
            guard let kind = ProjectFileKind(path: file.path) else { return (nil, nil, [], []) }
            switch fileReader.bytes(file.absolutePath) {
            case .success(let bytes):
                let inputs = InputFiles(root: root)
                let project = Self.readProject(at: file.path, kind: kind, bytes: bytes, load: inputs.load)
                return (project, nil, [(file.path, bytes.withUnsafeBytes { ContentHash.xxh64($0) })] + inputs.read, inputs.asked)
            case .failure(let failure):
                return (nil, Diagnostic(.error, failure.message, file: file.path), [], [])
            }
        }
        let tuistInputs = InputFiles(root: root)
        let tuist = TuistDiscovery(workers: workers).read(swiftFiles: walk.sources.map(\.path), load: tuistInputs.load)
        result.projects += tuist.projects
        result.buildSources = tuist.buildSources
        result.inputs += tuistInputs.read.filter { tuist.buildSources.contains($0.path) }
        result.diagnostics += tuist.diagnostics
        let generated = Self.generatedProjects(others.compactMap(\.0) + tuist.projects)
        let fragments = Self.includedFragments(others.compactMap(\.0))
        var referenced = tuistInputs.asked
        for (project, diagnostic, inputs, asked) in others {
            referenced += asked
            if var project, !fragments.contains(project.path) {
                project.inputs += inputs.dropFirst().map(\.path).filter { !project.inputs.contains($0) }
                if let spec = generated[project.path] {
                    result.diagnostics.append(Diagnostic(.note, "generated from \(spec): its targets are read from there", file: project.path))
                } else {
                    result.projects.append(project)
                }
            }
            if let diagnostic { result.diagnostics.append(diagnostic) }
            result.inputs += inputs
        }
        result.manifests.sort { $0.path < $1.path }
        result.projects.sort { $0.path < $1.path }
        if result.projects.contains(where: { $0.kind == .tuist && !$0.warnings.isEmpty }) {
            let sources = walk.sources.map(\.path).filter { !result.buildSources.contains($0) }
            TuistDiscovery.nameFallbacks(in: &result.projects, sources: sources, map: ProjectMap(projects: result.projects, rootName: ""))
        }
        result.inputs.sort { $0.path < $1.path }
        var seen = Set<String>()
        result.referencedFiles = referenced.sorted { $0.path < $1.path }.filter { seen.insert($0.path).inserted }
        return result
    }

    /// The project a build description other than a manifest declares (root-relative `path`),
    /// read by its kind's reader; `load` reads the other files it names.
    public static func readProject(at path: String, kind: ProjectFileKind, bytes: [UInt8], load: @escaping (String) -> [UInt8]?) -> Project? {
        switch kind {
        case .xcodeProject: return XcodeProjectReader().read(path: path, source: bytes, load: load)
        // A workspace declares no targets: `XcodeWorkspaceReader` lists the projects it opens,
        // which the walk finds anyway.
        case .xcodeWorkspace: return nil
        case .xcodeGenSpec:
            guard XcodeGenReader.isSpecName(RelativePath.lastComponent(of: path)) || XcodeGenReader.declaresProject(bytes) else { return nil }
            return XcodeGenReader().read(path: path) { $0 == path ? bytes : load($0) }
        }
    }

    /// The Tuist projects among `swiftFiles` (root-relative), and the files among them that
    /// describe projects rather than make the app; `load` reads a file.
    public static func readTuistProjects(swiftFiles: [String], load: (String) -> [UInt8]?) -> (projects: [Project], buildSources: Set<String>) {
        let result = TuistDiscovery(workers: 1).read(swiftFiles: swiftFiles, load: load)
        return (result.projects, result.buildSources)
    }

    /// The Xcode projects XcodeGen or Tuist generates from the specs and `Project.swift` files among
    /// `projects` (`Name.xcodeproj` beside a spec or manifest of a project named `Name`), by path,
    /// each with what it is made from: a repository that commits one has its targets twice otherwise.
    static func generatedProjects(_ projects: [Project]) -> [String: String] {
        var generated: [String: String] = [:]
        for spec in projects where spec.kind == .xcodegen || spec.kind == .tuist {
            guard let name = spec.name, !name.isEmpty else { continue }
            generated[RelativePath.join(spec.directory, "\(name).xcodeproj/project.pbxproj")] = spec.path
        }
        return generated
    }

    /// Specs found by a name other than `project.yml` that another spec includes: fragments of it.
    /// (A `project.yml` another spec includes stays a project: XcodeGen's own fixtures generate both.)
    static func includedFragments(_ projects: [Project]) -> Set<String> {
        let included = Set(projects.filter { $0.kind == .xcodegen }.flatMap(\.inputs))
        return Set(projects.filter { $0.kind == .xcodegen && included.contains($0.path) && !XcodeGenReader.isSpecName(RelativePath.lastComponent(of: $0.path)) }.map(\.path))
    }

    /// One manifest per folder: the variant SwiftPM would pick with this toolchain; the others are inactive.
    static func chooseManifestVariants(_ found: [FoundFile]) -> (chosen: [FoundFile], inactive: [String]) {
        var byFolder: [String: [FoundFile]] = [:]
        for file in found { byFolder[RelativePath.parent(of: file.path), default: []].append(file) }
        var chosen: [FoundFile] = []
        var inactive: [String] = []
        let headReader = FileReader(initialCapacity: 4096)
        for folder in byFolder.keys.sorted() {
            let files = byFolder[folder]!
            let names = files.map { RelativePath.lastComponent(of: $0.path) }
            var toolsVersions: [String: String] = [:]
            if files.count > 1 {
                for file in files {
                    if case .success(let version?) = headReader.read(file.absolutePath, { ManifestReader.toolsVersion(Array($0.prefix(200))) }) {
                        toolsVersions[RelativePath.lastComponent(of: file.path)] = version
                    }
                }
            }
            let preferred = ManifestReader.preferredManifest(among: names, toolsVersions: toolsVersions)
            for file in files {
                if RelativePath.lastComponent(of: file.path) == preferred { chosen.append(file) } else { inactive.append(file.path) }
            }
        }
        return (chosen, inactive.sorted())
    }
}
