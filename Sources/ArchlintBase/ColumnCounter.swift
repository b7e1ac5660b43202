/// Columns of positions along a line of UTF-8 bytes, counted in Unicode scalars, in amortized
/// constant time when positions are asked for in increasing order along a line: parsers record the
/// column of every value, and counting each from the line's start is quadratic on a long line
/// (a minified file is one line).
public struct ColumnCounter: Sendable {
    private var lineStart = -1
    private var countedUpTo = 0
    private var column = 1

    public init() {}

    /// The 1-based column of `position` on the line that starts at `lineStart`.
    public mutating func column(at position: Int, lineStart: Int, in bytes: [UInt8]) -> Int {
        if self.lineStart != lineStart || position < countedUpTo {
            self.lineStart = lineStart
            countedUpTo = lineStart
            column = 1
        }
        while countedUpTo < position, countedUpTo < bytes.count {
            if bytes[countedUpTo] & 0xC0 != 0x80 { column += 1 }
            countedUpTo += 1
        }
        return column
    }
}
