import ArchlintLexer
import ArchlintProject

/// A manifest or one of its helper files, lexed and parsed: what the interpreter runs, with the
/// syntax errors found on the way, the `// archlint:` comments and the imported modules.
package struct ParsedManifest: Sendable {
    /// The root-relative path of a helper file; nil for the manifest being read.
    package let file: String?
    var statements: [Statement]
    /// Bytes that start no token, unterminated literals, brackets left open or closing nothing:
    /// each with its line (and its file, for a helper).
    package var syntaxErrors: [ProjectWarning]
    package var directives: [ProjectDirective]
    /// `import ProjectDescriptionHelpers`, `import DependencyPlugin`: the module names, in order.
    package var imports: [String]

    /// Parses `source`; `file` is the root-relative path positions carry when the file is not the
    /// manifest being read (nil for the manifest itself).
    package init(source: [UInt8], file: String? = nil) {
        self.file = file
        let lexed = source.withUnsafeBufferPointer { Lexer.tokenize(bytes: $0) }
        directives = source.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return [] }
            return Directive.scan(lexed.comments, in: base).map {
                ProjectDirective(text: $0.text, position: ProjectPosition(line: Int($0.line), column: Int($0.column), file: file))
            }
        }
        var parser = ManifestParser(source: source, tokens: lexed.tokens, file: file)
        statements = parser.parseFile()
        imports = parser.imports
        syntaxErrors = lexed.diagnostics.map {
            ProjectWarning(message: $0.kind.message, position: ProjectPosition(line: Int($0.line), column: Int($0.column), file: file), file: file)
        } + parser.syntaxErrors
    }

    /// The modules `source` imports, read from its tokens alone.
    package static func imports(in source: [UInt8]) -> [String] {
        let tokens = source.withUnsafeBufferPointer { Lexer.tokenize(bytes: $0) }.tokens
        var parser = ManifestParser(source: source, tokens: tokens)
        while let token = parser.current {
            if token.keyword == .import {
                _ = parser.parseStatement()
            } else {
                parser.index += 1
            }
        }
        return parser.imports
    }
}
