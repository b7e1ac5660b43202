import ArchlintBase
@testable import ArchlintGraph
import Testing

@Suite("Name maps and sets")
struct NameMapTests {
    @Test func namesAreFoundByTheirBytesWhateverTheyAreCutFrom() {
        let qualified = "Outer.Inner.Leaf"
        var names = NameSet(["Outer", "Leaf"])
        names.insert(qualified.split(separator: ".")[1])
        #expect(names.contains("Inner") && names.contains(Substring("Outer")) && names.contains(qualified.split(separator: ".")[2]))
        #expect(!names.contains("Out") && !names.contains("Outer.Inner") && !names.contains("") && !names.contains("inner"))
        names.insert("")
        names.insert("Outer")
        #expect(names.contains("") && names.count == 4)
        #expect(names.names == ["Outer", "Leaf", "Inner", ""])
    }

    @Test func growingKeepsEveryName() {
        let all = (0..<5_000).map { "Type\($0)" } + ["Café", "Cafe\u{301}", "名前"]
        let names = NameSet(all)
        #expect(names.count == all.count)
        #expect(all.allSatisfy { names.contains($0) })
        #expect(!names.contains("Type5000") && !names.contains("名"))
        // Equal as Swift strings, different in bytes: different names, as the compiler reads identifiers.
        #expect(NameSet(["Café"]).contains("Café") && !NameSet(["Café"]).contains("Cafe\u{301}"))
    }

    @Test func valuesAreKeptInOrderAndFoundByTheirNamesBytesAsWrittenInParts() {
        var types = NameMap<[Int]>()
        types.reserveCapacity(3)
        for (index, name) in ["Outer", "Outer.Inner", "Other", "Outer.Inner"].enumerated() {
            types.modify(name, initial: []) { $0.append(index) }
        }
        #expect(types.names == ["Outer", "Outer.Inner", "Other"] && types.values == [[0], [1, 3], [2]])
        #expect(DependencyGraph.withQualifiedName("Outer", "Inner.member".split(separator: ".")[0]) { types[utf8: $0] } == [1, 3])
        #expect(DependencyGraph.withQualifiedName("Outer", "Leaf"[...]) { types[utf8: $0] } == nil)
        #expect(types["Other"[...]] == [2] && types["Oth"] == nil)
        types.set("Other", to: [9])
        #expect(types["Other"] == [9] && types.count == 3)
    }

    @Test(arguments: [
        ("Outer", true), ("Other.Outer", true), ("A.B.C.Outer", true), ("A.B.C.D.Outer", false), ("Outer.Inner", true), ("Outerly", false),
        ("", false), ("A..Outer", true),
    ])
    func someLeadingComponentIsLookedUp(name: String, found: Bool) {
        #expect(DependencyGraph.someComponent(of: name, isIn: NameSet(["Outer"])) == found)
    }

    /// The last component of a written type, as `split(separator: ".").last` gives it.
    @Test(arguments: ["", ".", "..", "A", "A.B", "A.B.", ".A", "A..B", "Café.Naïve", "A.B<C.D>", "Swift.Result<T, E>", "..B.."])
    func lastComponentIsTheLastNonEmptyOne(written: String) {
        #expect(DependencyGraph.lastComponent(of: written) == (written.split(separator: ".").last.map(String.init) ?? written))
    }
}
