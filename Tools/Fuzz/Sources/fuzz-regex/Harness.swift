import ArchlintBase
import Foundation

/// Regular expressions: `pattern NUL text NUL text…`. archlint's fast paths (patterns that are
/// only literals, and the literal every match must contain) must agree with NSRegularExpression on
/// whether the pattern compiles, whether each text matches, and the captures.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // ICU backtracks: long inputs only find the engine's own exponential patterns.
    guard size <= 256 else { return 0 }
    let parts = UnsafeBufferPointer(start: data, count: size).split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    guard let pattern = parts.first else { return 0 }
    let engine = try? NSRegularExpression(pattern: pattern)
    let fast = try? RegularExpression(pattern)
    guard let engine, let fast else {
        if (engine == nil) != (fast == nil) { fatalError("\(pattern.debugDescription): compiles in one and not the other") }
        return 0
    }
    for text in parts.dropFirst() {
        let match = engine.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
        if fast.matches(text) != (match != nil) {
            fatalError("\(pattern.debugDescription) on \(text.debugDescription): archlint says \(fast.matches(text)), NSRegularExpression \(match != nil)")
        }
        let expected = match.map { match in
            (0..<match.numberOfRanges).map { group in Range(match.range(at: group), in: text).map { String(text[$0]) } ?? "" }
        }
        if fast.captures(text) != expected {
            fatalError("\(pattern.debugDescription) on \(text.debugDescription): captures \(String(describing: fast.captures(text))), expected \(String(describing: expected))")
        }
    }
    return 0
}
