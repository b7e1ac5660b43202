import ArchlintBase
import Foundation
import Testing
@testable import ArchlintFacts

/// The fact cache stores facts in binary; reading them back must give the same facts, and reading
/// anything else must fail cleanly.
@Suite("Fact encoding")
struct FactEncodingTests {
    /// Every Swift file of the bundled fixtures: real declarations, members, references, strings,
    /// directives and `#if` blocks.
    static let fixtureSources: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fixtures").standardized
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return paths.sorted().compactMap { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
    }()

    static let tricky = [
        "",
        "\"unterminated",
        "/* unterminated",
        "#if os(iOS)\nimport UIKit\n#elseif canImport(AppKit)\n@preconcurrency import AppKit\n#endif\n",
        "// archlint:disable vm-thin -- legacy\n@MainActor final class A: B<C>, @unchecked Sendable { let x = URLSession.shared; func f(a b: Int) async throws -> Int { 1 } }",
        "extension Array where Element == Int { struct Inner { case a } }\ntypealias T = [String: Int]\n#Preview { Text(\"https://x\") }",
        "enum E { case a(Int), b }\nstruct S { subscript(i: Int) -> Int { i }; deinit {} ; init?(x: Int) {} }",
    ]

    static func roundTrip(_ facts: SourceFacts) throws -> SourceFacts {
        var writer = BinaryWriter()
        facts.encode(into: &writer)
        return try writer.bytes.withUnsafeBytes { raw in
            var reader = BinaryReader(raw)
            let decoded = try SourceFacts(from: &reader)
            #expect(reader.isAtEnd)
            return decoded
        }
    }

    @Test func fixturesRoundTrip() throws {
        #expect(Self.fixtureSources.count > 100)
        let extractor = FactExtractor()
        for source in Self.fixtureSources + Self.tricky {
            let facts = extractor.extract(source)
            #expect(try Self.roundTrip(facts) == facts)
        }
    }

    @Test func everyTruncationFails() throws {
        let facts = FactExtractor().extract(Self.tricky[4] + "\n" + Self.tricky[5])
        var writer = BinaryWriter()
        facts.encode(into: &writer)
        let bytes = writer.bytes
        for length in 0..<bytes.count {
            let failed = bytes[..<length].withUnsafeBytes { raw -> Bool in
                var reader = BinaryReader(raw)
                return (try? SourceFacts(from: &reader)) == nil
            }
            #expect(failed, "a prefix of \(length) of \(bytes.count) bytes decoded")
        }
    }

    /// Corruption that keeps the structure readable may change values, but indices stay in range
    /// (rules follow them) and nothing traps.
    @Test func corruptBytesNeverTrap() {
        let facts = FactExtractor().extract(Self.tricky[4] + "\n" + Self.tricky[5])
        var writer = BinaryWriter()
        facts.encode(into: &writer)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            var bytes = writer.bytes
            for _ in 0..<3 { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            bytes.withUnsafeBytes { raw in
                var reader = BinaryReader(raw)
                guard let decoded = try? SourceFacts(from: &reader) else { return }
                for (index, reference) in decoded.references.enumerated() {
                    #expect(decoded.names.indices.contains(Int(reference.nameIndex)))
                    let owner = decoded.owner(ofReference: index)
                    #expect(owner >= -1 && Int(owner) < decoded.declarations.count)
                }
                for (index, declaration) in decoded.declarations.enumerated() { #expect(Int(declaration.parent) < index) }
            }
        }
    }

    /// Kinds are stored as their position among the cases and a member's flags as one byte: a
    /// code past the last case, or a flag bit no member has, marks the entry damaged.
    @Test func unknownKindCodesAndFlagBitsAreMalformed() throws {
        var writer = BinaryWriter()
        writer.write(MemberFact.Kind.deinitializer, among: MemberFact.Kind.storedOrder)
        writer.write(UInt8(MemberFact.Kind.allCases.count))
        try writer.bytes.withUnsafeBytes { raw throws in
            var reader = BinaryReader(raw)
            #expect(try reader.read(among: MemberFact.Kind.storedOrder) == .deinitializer)
            #expect(throws: BinaryReader.Malformed.self) { try reader.read(among: MemberFact.Kind.storedOrder) }
        }

        // The flags byte is where two encodings differing only in a member's flags differ.
        var facts = FactExtractor().extract("struct S { var x: Int = 1 }")
        let encoded = { (facts: SourceFacts) -> [UInt8] in
            var writer = BinaryWriter()
            facts.encode(into: &writer)
            return writer.bytes
        }
        let original = encoded(facts)
        #expect(try Self.roundTrip(facts) == facts)
        facts.declarations[0].members[0].packed.flags ^= 1
        let flipped = encoded(facts)
        let differing = original.indices.filter { original[$0] != flipped[$0] }
        try #require(original.count == flipped.count && differing.count == 1)
        var damaged = original
        damaged[differing[0]] |= 1 << 6
        damaged.withUnsafeBytes { raw in
            var reader = BinaryReader(raw)
            #expect(throws: BinaryReader.Malformed.self) { try SourceFacts(from: &reader) }
        }
    }

    @Test func contentHashIsXXH64() {
        // Reference values from the xxHash specification's implementation (seed 0).
        #expect(ContentHash.xxh64("") == 0xEF46_DB37_51D8_E999)
        #expect(ContentHash.xxh64("a") == 0xD24E_C4F1_A98C_6E5B)
        #expect(ContentHash.xxh64("abc") == 0x44BC_2CF5_AD77_0999)
        #expect(ContentHash.xxh64("Nobody inspects the spammish repetition") == 0xFBCE_A83C_8A37_8BF1)
    }
}
