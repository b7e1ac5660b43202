/// How much work and memory one manifest may take. Every statement, loop iteration, call and
/// closure costs a unit, and every string, list or dictionary built costs in proportion to its
/// size; no single value may grow past the caps. Past any limit the interpreter stops, and what
/// was read so far is the manifest's reading: a hostile or broken manifest can neither hang nor
/// exhaust memory, and ordinary ones never come near (the largest of the corpus's 181 manifests
/// takes 1,383 units, the largest Tuist project of the development set with its helpers 1,908).
package struct InterpreterBudget: Sendable {
    /// Units of work: a statement, iteration or call is 1; building a value costs its size / `bytesPerUnit`.
    package var work: Int
    /// The longest string any expression may produce, in bytes.
    package var maximumStringBytes: Int
    /// The most elements a list or dictionary may hold.
    package var maximumElements: Int
    /// How deeply helpers, closures and getters may call each other.
    package var maximumCallDepth: Int

    package init(work: Int, maximumStringBytes: Int, maximumElements: Int, maximumCallDepth: Int) {
        self.work = work
        self.maximumStringBytes = maximumStringBytes
        self.maximumElements = maximumElements
        self.maximumCallDepth = maximumCallDepth
    }

    /// What one manifest (with its helpers) gets.
    package static let standard = InterpreterBudget(work: 100_000, maximumStringBytes: 1 << 20, maximumElements: 50_000, maximumCallDepth: 64)

    /// Bytes of a string, or elements × 8 of a list, that cost one unit of work.
    static let bytesPerUnit = 64
}
