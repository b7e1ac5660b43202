// syntax-oracle: the reference side of archlint's differential test.
//
// Walks every `.swift` file under a root folder, parses it with SwiftParser and prints, for each
// file, the imports and type declarations in the shape of the `files` entries of `archlint dump`
// (Docs/dump-format.md), restricted to `path`, `imports` and `declarations` (no members).
//
// Usage: syntax-oracle ROOT [--output FILE] [--jobs N]
//
// Strings that archlint prints with normalized whitespace (attributes, modifiers, inheritance
// entries, extended types, #if conditions) are printed here as the tokens' text concatenated,
// i.e. with all trivia (whitespace and comments) removed; the comparer removes whitespace on both
// sides before comparing.

import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

// MARK: - Options

struct Options {
    var root = ""
    var output: String?
    var jobs = ProcessInfo.processInfo.activeProcessorCount
}

func usage(_ message: String? = nil) -> Never {
    if let message { FileHandle.standardError.write(Data("syntax-oracle: \(message)\n".utf8)) }
    FileHandle.standardError.write(Data("usage: syntax-oracle ROOT [--output FILE] [--jobs N]\n".utf8))
    exit(2)
}

func parseOptions() -> Options {
    var options = Options()
    var args = CommandLine.arguments.dropFirst()
    var roots: [String] = []
    while let arg = args.popFirst() {
        switch arg {
        case "--output", "-o":
            guard let value = args.popFirst() else { usage("--output needs a file") }
            options.output = value
        case "--jobs", "-j":
            guard let value = args.popFirst(), let n = Int(value), n > 0 else { usage("--jobs needs a positive number") }
            options.jobs = n
        case "--help", "-h":
            usage()
        default:
            if arg.hasPrefix("-") { usage("unknown option \(arg)") }
            roots.append(arg)
        }
    }
    guard roots.count == 1 else { usage("give exactly one root folder") }
    options.root = roots[0]
    return options
}

// MARK: - Discovery

let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]
/// Folders whose Swift files no target compiles (archlint's walker skips them too).
let skippedDirectoryExtensions = [".docc", ".playground"]

func isManifestName(_ name: String) -> Bool {
    name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
}

/// Relative, `/`-separated paths of the Swift files under `root`, sorted. Symbolic links to
/// directories are not followed.
func discoverSwiftFiles(root: String) -> [String] {
    let fm = FileManager.default
    var result: [String] = []
    func walk(_ relative: String) {
        let absolute = relative.isEmpty ? root : root + "/" + relative
        guard let names = try? fm.contentsOfDirectory(atPath: absolute) else { return }
        for name in names {
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            let childAbsolute = root + "/" + childRelative
            guard let attrs = try? fm.attributesOfItem(atPath: childAbsolute),
                  let type = attrs[.type] as? FileAttributeType else { continue }
            var isDirectory = type == .typeDirectory
            var isFile = type == .typeRegular
            if type == .typeSymbolicLink {
                var dir: ObjCBool = false
                if fm.fileExists(atPath: childAbsolute, isDirectory: &dir) {
                    isDirectory = false // never follow linked directories
                    isFile = !dir.boolValue
                }
            }
            if isDirectory {
                if !skippedDirectories.contains(name), !skippedDirectoryExtensions.contains(where: name.hasSuffix) { walk(childRelative) }
            } else if isFile, name.hasSuffix(".swift"), !isManifestName(name) {
                result.append(childRelative)
            }
        }
    }
    walk("")
    result.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    return result
}

// MARK: - Text helpers

/// The tokens' text concatenated: all trivia (whitespace, comments) dropped.
func tokenText(_ node: some SyntaxProtocol) -> String {
    var out = ""
    for token in node.tokens(viewMode: .sourceAccurate) { out += token.text }
    return removingWhitespace(out)
}

func removingWhitespace(_ s: String) -> String {
    String(s.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
}

/// The extended type of an extension with every generic argument clause removed
/// (`Array<Int>` → `Array`, `Outer<T>.Inner` → `Outer.Inner`).
func textWithoutGenericArguments(_ node: Syntax) -> String {
    var out = ""
    func visit(_ n: Syntax) {
        if n.is(GenericArgumentClauseSyntax.self) { return }
        if let token = n.as(TokenSyntax.self) {
            if token.presence == .present { out += token.text }
            return
        }
        for child in n.children(viewMode: .sourceAccurate) { visit(child) }
    }
    visit(node)
    return removingWhitespace(out)
}

func strippingBackticks(_ s: String) -> String {
    if s.count >= 2, s.hasPrefix("`"), s.hasSuffix("`") { return String(s.dropFirst().dropLast()) }
    return s
}

func attributeTexts(_ list: AttributeListSyntax) -> [String] {
    // Attributes wrapped in `#if … #endif` inside the attribute list are not reported: they are
    // an IfConfigDeclSyntax element of the list, not an AttributeSyntax.
    list.compactMap { element -> String? in
        if case .attribute(let attribute) = element { return tokenText(attribute) }
        return nil
    }
}

let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]

// MARK: - Facts

struct ImportFact {
    var module: String
    var path: String
    var kind: String?
    var attributes: [String]
    var access: String?
    var line: Int
    var column: Int
    var conditional: [String]
    var ifConfigAttributes: IfConfigAttributes?
}

struct DeclFact {
    var kind: String
    var name: String
    var qualifiedName: String
    var inherits: [String]
    var attributes: [String]
    var modifiers: [String]
    var line: Int
    var column: Int
    var endLine: Int
    var conditional: [String]
    var ifConfigAttributes: IfConfigAttributes?
}

/// For a declaration whose attribute list holds `#if … #endif` blocks of attributes: swift-syntax
/// starts the declaration at that `#if` and does not count those attributes as AttributeSyntax
/// elements. Printed as extra keys so that the comparer can also check the other reading.
struct IfConfigAttributes {
    /// The attributes inside the `#if` blocks, all clauses, in source order, each with the
    /// conditions of the clauses enclosing it within the attribute list (outermost first).
    var attributes: [(text: String, conditions: [String])]
    /// Line of the declaration's first token that is not inside one of those `#if` blocks.
    var lineAfter: Int
}

func ifConfigAttributes(
    of decl: some SyntaxProtocol, attributes: AttributeListSyntax, converter: SourceLocationConverter
) -> IfConfigAttributes? {
    var ranges: [Range<AbsolutePosition>] = []
    var texts: [(text: String, conditions: [String])] = []
    for element in attributes {
        guard case .ifConfigDecl(let block) = element else { continue }
        ranges.append(block.position..<block.endPosition)
        func collect(_ block: IfConfigDeclSyntax, outer: [String]) {
            var previous: [String] = []
            for clause in block.clauses {
                // `#if A` holds A; `#elseif B` after it !(A), B; `#else` !(A), !(B).
                var holds = previous.map { "!(\($0))" }
                if let condition = clause.condition {
                    holds.append(tokenText(condition))
                    previous.append(tokenText(condition))
                }
                guard case .attributes(let list)? = clause.elements else { continue }
                for item in list {
                    switch item {
                    case .attribute(let attribute): texts.append((tokenText(attribute), outer + holds))
                    case .ifConfigDecl(let nested): collect(nested, outer: outer + holds)
                    }
                }
            }
        }
        collect(block, outer: [])
    }
    guard !ranges.isEmpty else { return nil }
    let first = decl.tokens(viewMode: .sourceAccurate).first { token in
        !ranges.contains { $0.contains(token.positionAfterSkippingLeadingTrivia) }
    }
    let line = first.map { converter.location(for: $0.positionAfterSkippingLeadingTrivia).line } ?? 0
    return IfConfigAttributes(attributes: texts, lineAfter: line)
}

/// The enclosing `#if` conditions of `node`, outermost first: `#if A` gives "A"; `#elseif B` after
/// `#if A` gives "!(A)", "B"; `#else` after `#if A #elseif B` gives "!(A)", "!(B)".
func conditions(of node: Syntax) -> [String] {
    var groups: [[String]] = []
    var current = node.parent
    var child = node
    while let parent = current {
        if let clause = parent.as(IfConfigClauseSyntax.self),
           let list = clause.parent?.as(IfConfigClauseListSyntax.self),
           child.id != clause.condition.map({ Syntax($0).id }) {
            var entries: [String] = []
            for sibling in list {
                if sibling.id == clause.id {
                    if let condition = sibling.condition { entries.append(tokenText(condition)) }
                    break
                }
                if let condition = sibling.condition { entries.append("!(\(tokenText(condition)))") }
            }
            groups.append(entries)
        }
        child = parent
        current = parent.parent
    }
    return groups.reversed().flatMap { $0 }
}

/// Whether only `#if` clauses lie between the node and the source file.
func isAtFileScope(_ node: Syntax) -> Bool {
    var current = node.parent
    while let parent = current {
        if parent.is(SourceFileSyntax.self) { return true }
        if !(parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self)
            || parent.is(IfConfigClauseSyntax.self) || parent.is(IfConfigClauseListSyntax.self)
            || parent.is(IfConfigDeclSyntax.self)) {
            return false
        }
        current = parent.parent
    }
    return true
}

/// Names of the enclosing type declarations and extensions, outermost first.
func enclosingTypeNames(of node: Syntax) -> [String] {
    var names: [String] = []
    var current = node.parent
    while let parent = current {
        if let decl = parent.as(ClassDeclSyntax.self) {
            names.append(strippingBackticks(decl.name.text))
        } else if let decl = parent.as(StructDeclSyntax.self) {
            names.append(strippingBackticks(decl.name.text))
        } else if let decl = parent.as(EnumDeclSyntax.self) {
            names.append(strippingBackticks(decl.name.text))
        } else if let decl = parent.as(ProtocolDeclSyntax.self) {
            names.append(strippingBackticks(decl.name.text))
        } else if let decl = parent.as(ActorDeclSyntax.self) {
            names.append(strippingBackticks(decl.name.text))
        } else if let decl = parent.as(ExtensionDeclSyntax.self) {
            names.append(textWithoutGenericArguments(Syntax(decl.extendedType)))
        }
        current = parent.parent
    }
    return names.reversed()
}

final class Extractor: SyntaxVisitor {
    let converter: SourceLocationConverter
    let bytes: [UInt8]
    var imports: [ImportFact] = []
    var declarations: [DeclFact] = []
    /// Tree shapes an independent extractor must know about: (kind, line).
    var notes: [(kind: String, line: Int)] = []

    init(converter: SourceLocationConverter, bytes: [UInt8]) {
        self.converter = converter
        self.bytes = bytes
        super.init(viewMode: .sourceAccurate)
    }

    func location(_ position: AbsolutePosition) -> SourceLocation { converter.location(for: position) }

    /// Line and 1-based column in Unicode scalars (swift-syntax's columns count UTF-8 bytes).
    func start(_ position: AbsolutePosition) -> (line: Int, column: Int) {
        let loc = converter.location(for: position)
        let end = min(position.utf8Offset, bytes.count)
        let begin = max(0, end - (loc.column - 1))
        let scalars = String(decoding: bytes[begin..<end], as: UTF8.self).unicodeScalars.count
        return (loc.line, scalars + 1)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let components = node.path.map { $0.name.text }
        let access = node.modifiers.first { accessLevels.contains($0.name.text) }.map { $0.name.text }
        let start = self.start(node.positionAfterSkippingLeadingTrivia)
        if node.attributes.contains(where: { if case .ifConfigDecl = $0 { return true } else { return false } }) {
            notes.append(("import whose attribute list holds an #if block (the import starts at that #if)", start.line))
        }
        if !isAtFileScope(Syntax(node)) {
            notes.append(("import not at file scope", start.line))
        }
        imports.append(ImportFact(
            module: components.first ?? "",
            path: components.joined(separator: "."),
            kind: node.importKindSpecifier.flatMap { $0.presence == .present ? $0.text : nil },
            attributes: attributeTexts(node.attributes),
            access: access,
            line: start.line,
            column: start.column,
            conditional: conditions(of: Syntax(node)),
            ifConfigAttributes: ifConfigAttributes(of: node, attributes: node.attributes, converter: converter)
        ))
        return .skipChildren
    }

    private func record(
        _ node: some DeclSyntaxProtocol, kind: String, name: String,
        inheritance: InheritanceClauseSyntax?, attributes: AttributeListSyntax,
        modifiers: DeclModifierListSyntax, closing: TokenSyntax?
    ) {
        let start = self.start(node.positionAfterSkippingLeadingTrivia)
        var endToken = closing
        if let closing, closing.presence != .present {
            notes.append(("declaration without its closing brace (endLine = its last token)", start.line))
        }
        if endToken?.presence != .present { endToken = node.lastToken(viewMode: .sourceAccurate) }
        if attributes.contains(where: { if case .ifConfigDecl = $0 { return true } else { return false } }) {
            notes.append(("declaration whose attribute list holds an #if block (line = that #if's line)", start.line))
        }
        let endLine = endToken.map { location($0.positionAfterSkippingLeadingTrivia).line } ?? start.line
        let inherits = inheritance?.inheritedTypes.map { tokenText($0.type) } ?? []
        let enclosing = enclosingTypeNames(of: Syntax(node))
        declarations.append(DeclFact(
            kind: kind,
            name: name,
            qualifiedName: (enclosing + [name]).joined(separator: "."),
            inherits: inherits,
            attributes: attributeTexts(attributes),
            modifiers: modifiers.map { tokenText($0) },
            line: start.line,
            column: start.column,
            endLine: endLine,
            conditional: conditions(of: Syntax(node)),
            ifConfigAttributes: ifConfigAttributes(of: node, attributes: attributes, converter: converter)
        ))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, kind: "class", name: strippingBackticks(node.name.text), inheritance: node.inheritanceClause,
               attributes: node.attributes, modifiers: node.modifiers, closing: node.memberBlock.rightBrace)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, kind: "struct", name: strippingBackticks(node.name.text), inheritance: node.inheritanceClause,
               attributes: node.attributes, modifiers: node.modifiers, closing: node.memberBlock.rightBrace)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, kind: "enum", name: strippingBackticks(node.name.text), inheritance: node.inheritanceClause,
               attributes: node.attributes, modifiers: node.modifiers, closing: node.memberBlock.rightBrace)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, kind: "protocol", name: strippingBackticks(node.name.text), inheritance: node.inheritanceClause,
               attributes: node.attributes, modifiers: node.modifiers, closing: node.memberBlock.rightBrace)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, kind: "actor", name: strippingBackticks(node.name.text), inheritance: node.inheritanceClause,
               attributes: node.attributes, modifiers: node.modifiers, closing: node.memberBlock.rightBrace)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, kind: "extension", name: tokenText(node.extendedType), inheritance: node.inheritanceClause,
               attributes: node.attributes, modifiers: node.modifiers, closing: node.memberBlock.rightBrace)
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, kind: "typealias", name: strippingBackticks(node.name.text), inheritance: nil,
               attributes: node.attributes, modifiers: node.modifiers, closing: nil)
        return .visitChildren
    }
}

// MARK: - JSON

func jsonString(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    out += "\""
}

func jsonOptional(_ s: String?, into out: inout String) {
    if let s { jsonString(s, into: &out) } else { out += "null" }
}

func jsonArray(_ items: [String], into out: inout String) {
    out += "["
    for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        jsonString(item, into: &out)
    }
    out += "]"
}

func fileJSON(path: String, imports: [ImportFact], declarations: [DeclFact], syntaxErrors: Bool) -> String {
    var out = "{\"path\":"
    jsonString(path, into: &out)
    out += ",\"hasSyntaxErrors\":\(syntaxErrors)"
    out += ",\"imports\":["
    for (i, fact) in imports.enumerated() {
        if i > 0 { out += "," }
        out += "\n  {\"module\":"; jsonString(fact.module, into: &out)
        out += ",\"path\":"; jsonString(fact.path, into: &out)
        out += ",\"kind\":"; jsonOptional(fact.kind, into: &out)
        out += ",\"attributes\":"; jsonArray(fact.attributes, into: &out)
        out += ",\"access\":"; jsonOptional(fact.access, into: &out)
        out += ",\"line\":\(fact.line),\"column\":\(fact.column)"
        out += ",\"conditional\":"; jsonArray(fact.conditional, into: &out)
        if let extra = fact.ifConfigAttributes {
            out += ",\"conditionalAttributes\":["
            for (offset, attribute) in extra.attributes.enumerated() {
                if offset > 0 { out += "," }
                out += "{\"attribute\":"; jsonString(attribute.text, into: &out)
                out += ",\"conditional\":"; jsonArray(attribute.conditions, into: &out)
                out += "}"
            }
            out += "]"
            out += ",\"lineAfterIfConfigAttributes\":\(extra.lineAfter)"
        }
        out += "}"
    }
    out += "],\"declarations\":["
    for (i, fact) in declarations.enumerated() {
        if i > 0 { out += "," }
        out += "\n  {\"kind\":"; jsonString(fact.kind, into: &out)
        out += ",\"name\":"; jsonString(fact.name, into: &out)
        out += ",\"qualifiedName\":"; jsonString(fact.qualifiedName, into: &out)
        out += ",\"inherits\":"; jsonArray(fact.inherits, into: &out)
        out += ",\"attributes\":"; jsonArray(fact.attributes, into: &out)
        out += ",\"modifiers\":"; jsonArray(fact.modifiers, into: &out)
        out += ",\"line\":\(fact.line),\"column\":\(fact.column),\"endLine\":\(fact.endLine)"
        out += ",\"conditional\":"; jsonArray(fact.conditional, into: &out)
        if let extra = fact.ifConfigAttributes {
            out += ",\"conditionalAttributes\":["
            for (offset, attribute) in extra.attributes.enumerated() {
                if offset > 0 { out += "," }
                out += "{\"attribute\":"; jsonString(attribute.text, into: &out)
                out += ",\"conditional\":"; jsonArray(attribute.conditions, into: &out)
                out += "}"
            }
            out += "]"
            out += ",\"lineAfterIfConfigAttributes\":\(extra.lineAfter)"
        }
        out += "}"
    }
    out += "]}"
    return out
}

// MARK: - Main

/// Per-file results written by the worker threads, each index by exactly one thread.
final class Results: @unchecked Sendable {
    var json: [String]
    var bytes: [Int]
    var parseNanos: [UInt64]
    var errors: [Bool]
    var notes: [[(kind: String, line: Int)]]
    init(count: Int) {
        notes = Array(repeating: [], count: count)
        json = Array(repeating: "", count: count)
        bytes = Array(repeating: 0, count: count)
        parseNanos = Array(repeating: 0, count: count)
        errors = Array(repeating: false, count: count)
    }
}

func process(root: String, path: String)
    -> (json: String, bytes: Int, parseNanos: UInt64, hasErrors: Bool, notes: [(kind: String, line: Int)])
{
    let data = FileManager.default.contents(atPath: root + "/" + path) ?? Data()
    let source = String(decoding: data, as: UTF8.self) // invalid UTF-8 is repaired with U+FFFD
    let bytes = Array(source.utf8) // the bytes the parser's positions refer to
    let parseStart = DispatchTime.now().uptimeNanoseconds
    let tree = Parser.parse(source: source)
    let parseNanos = DispatchTime.now().uptimeNanoseconds - parseStart
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    let extractor = Extractor(converter: converter, bytes: bytes)
    extractor.walk(tree)
    let hasErrors = tree.hasError
    let json = fileJSON(path: path, imports: extractor.imports, declarations: extractor.declarations, syntaxErrors: hasErrors)
    return (json, data.count, parseNanos, hasErrors, extractor.notes)
}

func formatSeconds(_ nanos: UInt64) -> String { String(format: "%.2f s", Double(nanos) / 1e9) }
func formatRate(bytes: Int, nanos: UInt64) -> String {
    nanos == 0 ? "-" : String(format: "%.1f MB/s", Double(bytes) / 1e6 / (Double(nanos) / 1e9))
}

let options = parseOptions()
let rootPath: String = {
    var path = options.root
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path
}()
var isDir: ObjCBool = false
guard FileManager.default.fileExists(atPath: rootPath, isDirectory: &isDir), isDir.boolValue else {
    usage("\(rootPath) is not a folder")
}

let discoverStart = DispatchTime.now().uptimeNanoseconds
let files = discoverSwiftFiles(root: rootPath)
let discoverNanos = DispatchTime.now().uptimeNanoseconds - discoverStart

let results = Results(count: files.count)
let workStart = DispatchTime.now().uptimeNanoseconds
let jobs = max(1, min(options.jobs, files.count))
let nextIndex = NextIndex()
final class NextIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func take() -> Int { lock.lock(); defer { lock.unlock() }; let v = value; value += 1; return v }
}
DispatchQueue.concurrentPerform(iterations: jobs) { _ in
    while true {
        let i = nextIndex.take()
        if i >= files.count { break }
        let r = process(root: rootPath, path: files[i])
        results.json[i] = r.json
        results.bytes[i] = r.bytes
        results.parseNanos[i] = r.parseNanos
        results.errors[i] = r.hasErrors
        results.notes[i] = r.notes
    }
}
let workNanos = DispatchTime.now().uptimeNanoseconds - workStart

var output = "{\"version\":1,\"oracle\":\"swift-syntax\",\"files\":["
for (i, json) in results.json.enumerated() {
    output += i == 0 ? "\n" : ",\n"
    output += json
}
output += "\n]}\n"

if let path = options.output {
    do {
        try Data(output.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
        FileHandle.standardError.write(Data("syntax-oracle: cannot write \(path): \(error)\n".utf8))
        exit(1)
    }
} else {
    FileHandle.standardOutput.write(Data(output.utf8))
}

let totalBytes = results.bytes.reduce(0, +)
let parseNanos = results.parseNanos.reduce(0, +)
let errorFiles = results.errors.filter { $0 }.count
let report = """
    syntax-oracle: \(files.count) files, \(String(format: "%.1f", Double(totalBytes) / 1e6)) MB, \(jobs) threads
      discovery:                 \(formatSeconds(discoverNanos))
      read+parse+extract (wall): \(formatSeconds(workNanos)) — \(formatRate(bytes: totalBytes, nanos: workNanos))
      Parser.parse only (sum over threads): \(formatSeconds(parseNanos)) — \(formatRate(bytes: totalBytes, nanos: parseNanos)) per core
      files with syntax errors:  \(errorFiles)\(results.errors.indices.filter { results.errors[$0] }.prefix(5).map { "\n        " + files[$0] }.joined())

    """
FileHandle.standardError.write(Data(report.utf8))

// Tree shapes worth knowing for a lexer-based extractor: counts and a few examples each.
var noteExamples: [String: [String]] = [:]
var noteCounts: [String: Int] = [:]
for (i, notes) in results.notes.enumerated() {
    for note in notes {
        noteCounts[note.kind, default: 0] += 1
        if noteExamples[note.kind, default: []].count < 5 { noteExamples[note.kind, default: []].append("\(files[i]):\(note.line)") }
    }
}
for kind in noteCounts.keys.sorted() {
    var text = "  note: \(noteCounts[kind]!) × \(kind)\n"
    for example in noteExamples[kind] ?? [] { text += "        \(example)\n" }
    FileHandle.standardError.write(Data(text.utf8))
}
