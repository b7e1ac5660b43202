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

    /// `..` may climb as many folders as the folder has (`.` and empty components count for
    /// nothing in the relative path), and no more, wherever it comes.
    @Test(arguments: [
        ("App", "../Shared/File.swift", true),
        ("App", "../../File.swift", false),
        ("", "File.swift", true),
        ("", "../File.swift", false),
        ("App/Sources", "./../../x", true),
        ("App/Sources", "a/../../../x", true),
        ("App/Sources", "a/../../../../x", false),
        ("App//Sources/", "..//../x", true),
        ("App", "../x/../../y", false),
        ("Äpp/Qüellen", "../../Ü", true),
        ("App", "...", true),
        ("App", "../..x", true),
    ])
    func stayingInsideTheRoot(folder: String, relative: String, expected: Bool) {
        #expect(RelativePath.staysInside(folder, relative) == expected, "\(folder) + \(relative)")
    }

    /// The folder and the last component, by the last `/` (trailing ones ignored for the last
    /// component).
    @Test(arguments: [
        ("Sources/App/File.swift", "Sources/App", "File.swift"),
        ("File.swift", "", "File.swift"),
        ("", "", ""),
        ("/", "", "/"),
        ("Sources/App/", "Sources/App", "App"),
        ("a//b", "a/", "b"),
        ("Quellen/Ähnlich/Über.swift", "Quellen/Ähnlich", "Über.swift"),
        ("Sources/SomeModule/Deeply/Nested/AVeryLongFileNameThatLivesOnTheHeap.swift", "Sources/SomeModule/Deeply/Nested",
         "AVeryLongFileNameThatLivesOnTheHeap.swift"),
    ])
    func parentAndLastComponent(path: String, parent: String, last: String) {
        #expect(RelativePath.parent(of: path) == parent)
        #expect(RelativePath.lastComponent(of: path) == last)
    }
}
