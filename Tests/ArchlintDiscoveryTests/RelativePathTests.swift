import ArchlintProject
import Testing

@Suite("Relative paths")
struct RelativePathTests {
    @Test(arguments: [
        ("Package.swift", "", "Package.swift"),
        ("Package.swift", "Sources", "Sources/Package.swift"),
        ("File.swift", "/", "/File.swift"),
        ("File.swift", "/tmp/root/", "/tmp/root/File.swift"),
        ("AVeryLongFileNameThatLivesOnTheHeap.swift", "Sources/SomeModule/Deeply/Nested", "Sources/SomeModule/Deeply/Nested/AVeryLongFileNameThatLivesOnTheHeap.swift"),
        ("Über.swift", "Quellen/Ähnlich", "Quellen/Ähnlich/Über.swift"),
    ])
    func aChildIsItsFolderSlashItsName(name: String, folder: String, expected: String) {
        let child = RelativePath.child(name, of: folder)
        #expect(child == expected)
        #expect(child.utf8.count == expected.utf8.count)
    }
}
