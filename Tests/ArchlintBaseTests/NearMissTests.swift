import ArchlintBase
import Testing

@Suite("Near misses")
struct NearMissTests {
    @Test func theClosestKnownNameIsSuggested() {
        #expect(NearMiss.suggestion(for: "lnt", among: ["lint", "dump", "init"]) == "lint")
        #expect(NearMiss.suggestion(for: "--formt", among: ["--format", "--output", "--config"]) == "--format")
        #expect(NearMiss.suggestion(for: "Domian", among: ["UI", "Domain", "Data"]) == "Domain")
        #expect(NearMiss.suggestion(for: "vm-thn", among: ["vm-thin", "vm-observable-macro"]) == "vm-thin")
        #expect(NearMiss.suggestion(for: "domain", among: ["Domain"]) == "Domain")
    }

    @Test func nothingIsSuggestedWhenNothingIsClose() {
        #expect(NearMiss.suggestion(for: "graph", among: ["lint", "dump"]) == nil)
        #expect(NearMiss.suggestion(for: "x", among: ["lint"]) == nil)
        #expect(NearMiss.hint(for: "Networking", among: ["UI", "Data"]) == "")
        #expect(NearMiss.suggestion(for: "lint", among: ["lint"]) == nil)
    }

    @Test func ties_goToTheFirstInAlphabeticalOrder() {
        #expect(NearMiss.suggestion(for: "cat", among: ["hat", "bat"]) == "bat")
        #expect(NearMiss.hint(for: "Dta", among: ["Data"]) == " (did you mean \"Data\"?)")
    }
}
