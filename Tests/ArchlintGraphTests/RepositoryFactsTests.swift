import ArchlintDiscovery
import ArchlintFacts
import ArchlintGraph
import Testing

/// A deferred source that counts how often it is asked.
private final class CountingSource: DeferredFactsSource, @unchecked Sendable {
    let stored: [SourceFacts]
    private(set) var asked = 0

    init(_ stored: [SourceFacts]) { self.stored = stored }

    func facts(ofFile index: Int) -> SourceFacts {
        asked += 1
        return stored[index]
    }
}

@Suite struct RepositoryFactsTests {
    @Test func factsAreAddressedInPlaceAsTheFilesHoldThem() {
        let extractor = FactExtractor()
        let eager = extractor.extract("import Foundation\nstruct Order: Codable { let id: Int }\n")
        let deferred = extractor.extract("final class OrderViewModel {\n    func load() {}\n}\n")
        let source = CountingSource([SourceFacts(), deferred])
        let repository = RepositoryFacts(
            projects: [], manifests: [], inactiveManifestVariants: [],
            files: [
                SourceFile(path: "Sources/App/Order.swift", module: ModuleAssignment(module: "App"), facts: eager),
                SourceFile(
                    path: "Sources/App/OrderViewModel.swift", module: ModuleAssignment(module: "App"), hasDirectives: false, source: source,
                    index: 1),
            ],
            diagnostics: [])
        #expect(repository[factsOf: 0] == eager)
        #expect(repository[factsOf: 0].declarations.map(\.name) == ["Order"])
        // Deferred facts are read when first asked for, once, whichever accessor asks.
        #expect(source.asked == 0)
        #expect(repository[factsOf: 1].declarations.first?.members.map(\.name) == ["load"])
        #expect(repository[factsOf: 1] == deferred)
        #expect(repository.files[1].facts == deferred)
        #expect(source.asked == 1)
    }
}
