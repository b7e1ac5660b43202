import ArchlintBase
import ArchlintProject
import ArchlintCache
import ArchlintDiscovery
import ArchlintRules

/// The outcome of the last full lint of a root, kept next to its fact cache. When everything that
/// lint read is unchanged (each file's content, the manifests, the configuration, archlint
/// itself), its outcome is the answer: the graph and the rules need not run again.
///
/// It is stored under a key that is known before any project is read (the walk's files and their
/// contents, the configuration, archlint's build), with the other files the projects were read
/// from: a warm lint whose files the fact cache proves unchanged reads no project at all.
///
/// Like the fact cache, it is replaced whole and atomically, and a file that does not read back
/// exactly is ignored.
struct ResultMemo {
    /// What a lint found, before a baseline or the output format is applied.
    struct Outcome: Equatable {
        var findings: [Finding]
        var diagnostics: [Diagnostic]
        var suppressed: [Suppressed]
        var filesChecked: Int

        /// What is located in `folder` (relative to the root; nil: everything), with `filesChecked` files there.
        func within(_ folder: String?, filesChecked: Int?) -> Outcome {
            guard let folder else { return self }
            return Outcome(
                findings: findings.filter { RelativePath.isWithin($0.file, folder) },
                diagnostics: diagnostics.filter { $0.file.map { RelativePath.isWithin($0, folder) } ?? true },
                suppressed: suppressed.filter { RelativePath.isWithin($0.finding.file, folder) },
                filesChecked: filesChecked ?? self.filesChecked)
        }
    }

    struct Suppressed: Equatable {
        var finding: Finding
        var reason: String
    }

    static let magic = Array("archlint lint result\n".utf8)

    let path: String

    init(directory: String, root: String) {
        path = directory + "/result-" + String(ContentHash.xxh64(root), radix: 16) + ".cache"
    }

    /// What was read besides the walk's files, and what it made of them.
    struct ProjectInputs {
        /// `ProjectDiscovery.Result.referencedFiles`.
        var referencedFiles: [(path: String, hash: UInt64?)]
        /// `ProjectDiscovery.Result.buildSources`: Swift files of the walk that are not linted.
        var buildSources: Set<String>
    }

    /// The stored outcome and project inputs, if stored under `key` and each referenced file under
    /// `root` reads as it did.
    func load(key: UInt64, root: String) -> (outcome: Outcome, projects: ProjectInputs)? {
        let stored = CheckedCacheFile(path: path, magic: Self.magic).read(key: key, initialCapacity: 1 << 16) { reader in
            (projects: try Self.decodeProjectInputs(&reader), outcome: try Self.decode(&reader))
        }
        guard let stored, ProjectDiscovery.referencedFilesAreUnchanged(stored.projects.referencedFiles, root: root) else { return nil }
        return (stored.outcome, stored.projects)
    }

    /// Stores `outcome` under `key`; a failure to write is returned, never thrown (the lint has its
    /// answer either way).
    func save(_ outcome: Outcome, projects: ProjectInputs, key: UInt64) -> String? {
        var body = BinaryWriter(capacity: 1 << 16)
        Self.encode(projects, into: &body)
        Self.encode(outcome, into: &body)
        do {
            try CheckedCacheFile(path: path, magic: Self.magic).write(body, key: key)
            return nil
        } catch {
            return "lint result not cached: \(error)"
        }
    }

    static func encode(_ projects: ProjectInputs, into writer: inout BinaryWriter) {
        writer.write(UInt64(projects.referencedFiles.count))
        for file in projects.referencedFiles {
            writer.write(file.path)
            writer.write(file.hash != nil)
            writer.writeFixed(file.hash ?? 0)
        }
        writer.write(projects.buildSources.sorted())
    }

    static func decodeProjectInputs(_ reader: inout BinaryReader) throws -> ProjectInputs {
        var files: [(path: String, hash: UInt64?)] = []
        for _ in 0..<(try reader.readCount()) {
            let path = try reader.readString()
            let isRead = try reader.readBool()
            let hash: UInt64 = try reader.readFixed()
            files.append((path, isRead ? hash : nil))
        }
        return ProjectInputs(referencedFiles: files, buildSources: Set(try reader.readStrings()))
    }

    static func encode(_ outcome: Outcome, into writer: inout BinaryWriter) {
        writer.write(outcome.filesChecked)
        writer.write(UInt64(outcome.findings.count))
        for finding in outcome.findings { encode(finding, into: &writer) }
        writer.write(UInt64(outcome.suppressed.count))
        for entry in outcome.suppressed {
            encode(entry.finding, into: &writer)
            writer.write(entry.reason)
        }
        writer.write(UInt64(outcome.diagnostics.count))
        for diagnostic in outcome.diagnostics { encode(diagnostic, into: &writer) }
    }

    static func encode(_ diagnostic: Diagnostic, into writer: inout BinaryWriter) {
        writer.write(diagnostic.severity.rawValue)
        writer.write(diagnostic.message)
        writer.write(diagnostic.file)
        writer.write(diagnostic.line)
        writer.write(diagnostic.column)
    }

    static func decodeDiagnostic(_ reader: inout BinaryReader) throws -> Diagnostic {
        guard let severity = Diagnostic.Severity(rawValue: try reader.readString()) else { throw Malformed() }
        return Diagnostic(severity, try reader.readString(), file: try reader.readOptionalString(), line: try reader.readInt(), column: try reader.readInt())
    }

    static func encode(_ finding: Finding, into writer: inout BinaryWriter) {
        writer.write(finding.ruleId)
        writer.write(finding.severity.rawValue)
        writer.write(finding.message)
        writer.write(finding.file)
        writer.write(finding.line)
        writer.write(finding.column)
        writer.write(finding.fingerprint)
        writer.write(UInt64(finding.evidence.count))
        for evidence in finding.evidence {
            writer.write(evidence.file)
            writer.write(evidence.line)
            writer.write(evidence.column)
            writer.write(evidence.description)
        }
        writer.write(UInt64(finding.alsoBreaks.count))
        for rule in finding.alsoBreaks {
            writer.write(rule.ruleId)
            writer.write(rule.fingerprint)
            writer.write(rule.line)
            writer.write(rule.column)
        }
    }

    struct Malformed: Error {}

    static func decode(_ reader: inout BinaryReader) throws -> Outcome {
        let filesChecked = try reader.readInt()
        var findings: [Finding] = []
        for _ in 0..<(try reader.readCount()) { findings.append(try decodeFinding(&reader)) }
        var suppressed: [Suppressed] = []
        for _ in 0..<(try reader.readCount()) { suppressed.append(Suppressed(finding: try decodeFinding(&reader), reason: try reader.readString())) }
        var diagnostics: [Diagnostic] = []
        for _ in 0..<(try reader.readCount()) { diagnostics.append(try decodeDiagnostic(&reader)) }
        guard reader.isAtEnd else { throw Malformed() }
        return Outcome(findings: findings, diagnostics: diagnostics, suppressed: suppressed, filesChecked: filesChecked)
    }

    static func decodeFinding(_ reader: inout BinaryReader) throws -> Finding {
        let ruleId = try reader.readString()
        guard let severity = Severity(rawValue: try reader.readString()) else { throw Malformed() }
        var finding = Finding(
            ruleId: ruleId, severity: severity, message: try reader.readString(), file: try reader.readString(), line: try reader.readInt(),
            column: try reader.readInt(), fingerprint: try reader.readString())
        for _ in 0..<(try reader.readCount()) {
            finding.evidence.append(Evidence(
                file: try reader.readString(), line: try reader.readInt(), column: try reader.readInt(), description: try reader.readString()))
        }
        for _ in 0..<(try reader.readCount()) {
            finding.alsoBreaks.append(RuleBreak(
                ruleId: try reader.readString(), fingerprint: try reader.readString(), line: try reader.readInt(), column: try reader.readInt()))
        }
        return finding
    }
}
