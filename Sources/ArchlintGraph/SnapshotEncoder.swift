import ArchlintBase
import ArchlintFacts

/// Writes a snapshot's values as `BinaryWriter` does, each distinct string once, in a table that
/// precedes them (module names, paths and import texts repeat thousands of times).
public struct SnapshotEncoder: ~Copyable {
    public var body = BinaryWriter(capacity: 1 << 20)
    /// By their bytes (`NameMap`): a snapshot looks up every path, module name and import text it writes.
    private var indices = NameMap<Int>()
    private var table: [String] = []

    /// An empty snapshot.
    public init() {}

    /// A string, as its index in the table.
    public mutating func string(_ text: String) {
        if let index = indices[text] {
            body.write(index)
        } else {
            indices.set(text, to: table.count)
            body.write(table.count)
            table.append(text)
        }
    }

    /// An optional string: a flag, then the string.
    public mutating func string(_ text: String?) {
        body.write(text != nil)
        if let text { string(text) }
    }

    /// A count, then each string.
    public mutating func strings(_ texts: [String]) {
        count(texts.count)
        for text in texts { string(text) }
    }

    /// The length of what follows.
    public mutating func count(_ count: Int) { body.write(UInt64(count)) }

    /// A count, then each value.
    public mutating func integers(_ values: [Int]) { body.write(integers: values) }

    /// A count, then each declaration's file, index and module.
    public mutating func symbols(_ symbols: [TypeSymbol]) {
        count(symbols.count)
        for symbol in symbols {
            body.write(symbol.file)
            body.write(symbol.declaration)
            body.write(symbol.module)
        }
    }

    /// A count, then each import, its strings through the table.
    public mutating func imports(_ imports: [ImportFact]) {
        count(imports.count)
        for item in imports {
            string(item.module)
            string(item.path)
            string(item.kind)
            strings(item.attributes)
            string(item.access)
            body.write(item.position.line)
            body.write(item.position.column)
            body.write(item.conditionSet)
            count(item.conditionalAttributes.count)
            for attribute in item.conditionalAttributes {
                string(attribute.text)
                strings(attribute.conditions)
            }
        }
    }

    /// A build's flags and platforms, each a set or unknown.
    public mutating func conditions(_ build: CompilationConditions) {
        for set in [build.defines, build.platforms] {
            body.write(set != nil)
            if let set { strings(Array(set)) }
        }
    }

    /// Writes the table, then the values, to `writer`.
    public func finish(into writer: inout BinaryWriter) {
        writer.write(table)
        body.withUnsafeBytes { writer.append($0) }
    }
}
