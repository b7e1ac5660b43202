import ArchlintBase
import ArchlintProject

/// Reads a spec and the files it includes, recursively, as XcodeGen's `SpecFile` does: an included
/// file's paths are made relative to the spec's folder (unless `relativePaths: false`), each file
/// is merged once (a file included twice merges where it is first met), the including file's keys
/// win over its includes and later includes over earlier ones. A cycle or a missing file is a
/// warning at the `include:` entry that names it.
struct SpecLoader {
    /// Where an include (or the spec itself) is named: the document and the entry's node.
    struct Site {
        var document: Int
        var line: Int
        var column: Int
    }

    let specDirectory: String
    let load: (String) -> [UInt8]?
    /// The root-relative path of every file read; a node's `document` indexes it (0: the spec).
    private(set) var documents: [String] = []
    private(set) var warnings: [ProjectWarning] = []
    /// `# archlint:…` comments of the spec itself.
    private(set) var directives: [ProjectDirective] = []
    private var chain: [String] = []
    private var merged: Set<String> = []
    /// Includes nest deeper than this only through a linked loop (`targets -> .` with
    /// `include: targets/project.yml` names a new path at every level) or a made-up spec.
    static let maximumIncludeDepth = 16

    init(specDirectory: String, load: @escaping (String) -> [UInt8]?) {
        self.specDirectory = specDirectory
        self.load = load
    }

    /// The spec at `path` (relative to the root) merged with everything it includes; nil when the
    /// spec itself cannot be read.
    mutating func loadSpec(path: String) -> YAMLNode? {
        loadFile(path, basePath: "", relativePath: "", prefix: "", includedAt: nil)
    }

    /// The position of `site`, naming its file when it is not the spec.
    func position(_ site: Site) -> ProjectPosition {
        ProjectPosition(line: site.line, column: site.column, file: site.document == 0 ? nil : documents[site.document])
    }

    func position(of node: YAMLNode) -> ProjectPosition {
        position(Site(document: node.document, line: node.line, column: node.column))
    }

    mutating func warn(_ message: String, at site: Site?) {
        let place = site.map(position) ?? ProjectPosition(line: 0, column: 0)
        warnings.append(ProjectWarning(message: message, position: ProjectPosition(line: place.line, column: place.column), file: place.file))
    }

    // MARK: Files

    /// `path` is relative to the root; `basePath` and `relativePath` are XcodeGen's for the file
    /// (relative to the spec's folder); `prefix` is what its paths are made relative to.
    private mutating func loadFile(_ path: String, basePath: String, relativePath: String, prefix: String, includedAt: Site?) -> YAMLNode? {
        if let start = chain.firstIndex(of: path) {
            let cycle = (chain[start...] + [path]).joined(separator: " → ")
            warn("include cycle (\(cycle)): \(path) is not read again", at: includedAt)
            return nil
        }
        guard merged.insert(path).inserted else { return nil }
        guard chain.count <= Self.maximumIncludeDepth else {
            warn("includes nested more than \(Self.maximumIncludeDepth) deep: \(path) is not read", at: includedAt)
            return nil
        }
        guard let bytes = load(path) else {
            warn(includedAt == nil ? "cannot read the spec" : "included file \(path) is missing or unreadable", at: includedAt)
            return nil
        }
        let document = documents.count
        documents.append(path)
        guard var root = parse(bytes, document: document) else { return nil }
        if !prefix.isEmpty { root = Self.rewritingPaths(root, prefix: prefix) }
        chain.append(path)
        defer { chain.removeLast() }
        var includes = YAMLNode.emptyMapping(at: root)
        for include in self.includes(of: root) {
            let childBase = include.relativePaths ? SpecPath.join(basePath, relativePath) : basePath
            let childRelative = include.relativePaths ? SpecPath.parent(include.path) : ""
            guard let childPath = SpecPath.rootRelative(SpecPath.join(childBase, include.path), specDirectory: specDirectory) else {
                warn("included file \(include.path) is outside the linted folder: not read", at: include.site)
                continue
            }
            let child = loadFile(
                childPath, basePath: childBase, relativePath: childRelative, prefix: SpecPath.join(prefix, childRelative), includedAt: include.site)
            if let child { includes = child.merged(onto: includes) }
        }
        return root.merged(onto: includes)
    }

    /// The file's root mapping (an empty file is an empty mapping); nil, with a warning, otherwise.
    private mutating func parse(_ bytes: [UInt8], document: Int) -> YAMLNode? {
        let path = documents[document]
        let file = document == 0 ? nil : path
        var root: YAMLNode?
        if path.hasSuffix(".json") {
            do {
                root = Self.node(try JSON5Parser.parse(bytes: bytes), document: document)
            } catch let error as JSON5Parser.ParseError {
                warnings.append(ProjectWarning(
                    message: "\(error.message); the rest of the file is not read", position: ProjectPosition(line: error.line, column: error.column), file: file))
                return nil
            } catch {
                return nil
            }
        } else {
            let result = YAMLParser.parse(bytes, document: document)
            for issue in result.issues {
                let message = issue.isError ? "\(issue.message); the rest of the file is not read" : issue.message
                warnings.append(ProjectWarning(message: message, position: ProjectPosition(line: issue.line, column: issue.column), file: file))
            }
            if document == 0 { directives = result.directives }
            root = result.root
        }
        guard let root, root.string == nil || root.text != nil else {
            return YAMLNode(.mapping([]), line: 1, column: 1, document: document)
        }
        guard root.isMapping else {
            warnings.append(ProjectWarning(
                message: "a spec is a mapping of keys (`name:`, `targets:`…); this file is not", position: ProjectPosition(line: root.line, column: root.column),
                file: file))
            return nil
        }
        return root
    }

    /// A JSON value as a node; a key takes its value's position (the JSON reader keeps no other).
    static func node(_ json: JSONValue.Located, document: Int) -> YAMLNode {
        func scalar(_ text: String, _ style: YAMLNode.ScalarStyle) -> YAMLNode {
            YAMLNode(.scalar(text, style), line: json.line, column: json.column, document: document)
        }
        switch json.value {
        case .null: return scalar("", .plain)
        case .bool(let value): return scalar(value ? "true" : "false", .plain)
        case .number(let value):
            return scalar(value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value), .plain)
        case .string(let text): return scalar(text, .doubleQuoted)
        case .array(let items):
            return YAMLNode(.sequence(items.map { node($0, document: document) }), line: json.line, column: json.column, document: document)
        case .object(let pairs):
            let converted = pairs.map { pair in
                let value = node(pair.value, document: document)
                return YAMLPair(key: YAMLNode(.scalar(pair.key, .doubleQuoted), line: value.line, column: value.column, document: document), value: value)
            }
            return YAMLNode(.mapping(converted), line: json.line, column: json.column, document: document)
        }
    }

    // MARK: Includes

    struct Include {
        var path: String
        var relativePaths: Bool
        var site: Site
    }

    /// `include:` as XcodeGen reads it: a path, a `{path:, relativePaths:, enable:}` mapping, or
    /// a list of either; disabled ones left out.
    private mutating func includes(of root: YAMLNode) -> [Include] {
        guard let value = root["include"] else { return [] }
        let entries = value.sequence ?? [value]
        return entries.compactMap { entry in
            let site = Site(document: entry.document, line: entry.line, column: entry.column)
            if let path = entry.text { return Include(path: path, relativePaths: true, site: site) }
            guard let path = entry["path"]?.text else { return nil }
            if let enable = entry["enable"] {
                guard Self.boolValue(enable) else {
                    if BuildSettingReferences.mentionsSetting(enable.string ?? "") {
                        warn("include of \(path) is enabled by an environment variable; read as with the variable unset (disabled)", at: site)
                    }
                    return nil
                }
            }
            let relativePaths = entry["relativePaths"].map(Self.boolValue) ?? true
            return Include(path: path, relativePaths: relativePaths, site: site)
        }
    }

    /// A YAML boolean, or a string read as `NSString.boolValue` reads it (as XcodeGen does).
    static func boolValue(_ node: YAMLNode) -> Bool {
        if let bool = node.bool { return bool }
        let text = (node.string ?? "").drop { $0 == " " || $0 == "+" || $0 == "-" }.drop { $0 == "0" }
        guard let first = text.first else { return false }
        return "YyTt123456789".contains(first)
    }

    // MARK: Paths

    /// The spec's path properties XcodeGen rewrites in an included file, those that matter here.
    static func rewritingPaths(_ root: YAMLNode, prefix: String) -> YAMLNode {
        var result = root
        for key in ["targets", "targetTemplates"] {
            guard let targets = root[key], targets.isMapping else { continue }
            let rewritten = targets.effectivePairs.map { pair in
                YAMLPair(key: pair.key, value: pair.value.isMapping ? rewritingTargetPaths(pair.value, prefix: prefix) : pair.value)
            }
            result = result.setting(key, to: targets.replacingPairs(rewritten))
        }
        for key in ["packages", "projectReferences"] {
            guard let references = root[key], references.isMapping else { continue }
            let rewritten = references.effectivePairs.map { pair in
                YAMLPair(key: pair.key, value: prefixing(pair.value, key: "path", prefix: prefix))
            }
            result = result.setting(key, to: references.replacingPairs(rewritten))
        }
        if let local = root["localPackages"] {
            result = result.setting("localPackages", to: prefixingStrings(local, prefix: prefix))
        }
        return result
    }

    private static func rewritingTargetPaths(_ target: YAMLNode, prefix: String) -> YAMLNode {
        var result = target
        if let sources = target["sources"] {
            var rewritten = prefixingStrings(sources, prefix: prefix)
            if let items = rewritten.sequence {
                rewritten.content = .sequence(items.map { prefixing($0, key: "path", prefix: prefix) })
            }
            result = result.setting("sources", to: rewritten)
        }
        if let dependencies = target["dependencies"], let items = dependencies.sequence {
            var rewritten = dependencies
            rewritten.content = .sequence(items.map { prefixing($0, key: "framework", prefix: prefix) })
            result = result.setting("dependencies", to: rewritten)
        }
        return result
    }

    /// The mapping with its string `key` prefixed.
    private static func prefixing(_ node: YAMLNode, key: String, prefix: String) -> YAMLNode {
        guard node.isMapping, let value = node[key], value.string != nil else { return node }
        return node.setting(key, to: prefixingStrings(value, prefix: prefix))
    }

    /// A string prefixed, or the strings of a sequence.
    private static func prefixingStrings(_ node: YAMLNode, prefix: String) -> YAMLNode {
        var result = node
        switch node.content {
        case .scalar(let text, let style):
            result.content = .scalar(SpecPath.join(prefix, text), style)
        case .sequence(let items):
            result.content = .sequence(items.map { $0.string != nil ? prefixingStrings($0, prefix: prefix) : $0 })
        case .mapping:
            break
        }
        return result
    }
}
