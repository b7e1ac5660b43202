import ArchlintKit
@testable import archlint
import Foundation
import Testing

/// A preset's naming convention is a set of parameters: the clean-spm sample app with its packages
/// renamed to another team's convention, linted with the parameters set to that convention, gives
/// exactly the findings of the original (paths renamed).
@Suite("Preset parameters")
struct PresetParameterTests {
    /// A naming convention for the two sides of a component.
    struct Convention: Sendable, CustomStringConvertible {
        var name: String
        /// `LoginUseCaseAPI` → the interface's name in this convention, from the component.
        var interface: @Sendable (String) -> String
        var implementation: @Sendable (String) -> String
        var parameters: String
        var description: String { name }
    }

    static let conventions = [
        Convention(
            name: "XInterface / XImplementation", interface: { $0 + "Interface" }, implementation: { $0 + "Implementation" },
            parameters: #"{ "interfaceSuffix": "Interface", "implementationSuffix": "Implementation" }"#),
        Convention(
            name: "X / DefaultX", interface: { $0 }, implementation: { "Default" + $0 },
            parameters: #"""
                { "interfaceSuffix": "", "implementationPrefix": "Default", "implementationSuffix": "",
                  "interfaces": "^(?!Default).*(?:Screen|Coordinator|UseCase|Repository|ImageCache)$" }
                """#),
    ]

    /// `SignInUseCaseAPI` and `SignInUseCaseImpl` renamed in the convention; other names kept.
    static func renamed(_ name: String, _ convention: Convention) -> String {
        if name.hasSuffix("API") { return convention.interface(String(name.dropLast(3))) }
        if name.hasSuffix("Impl") { return convention.implementation(String(name.dropLast(4))) }
        if name.hasSuffix("APITestDoubles") { return convention.interface(String(name.dropLast(14))) + "TestDoubles" }
        return name
    }

    /// Every whole-word occurrence of a module name in `text` renamed.
    static func renaming(_ text: String, modules: Set<String>, _ convention: Convention) -> String {
        var result = ""
        var word = ""
        for character in text + "\n" {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            result += modules.contains(word) ? renamed(word, convention) : word
            word = ""
            result.append(character)
        }
        return String(result.dropLast())
    }

    @Test(arguments: conventions)
    func cleanSPMFindsTheSameViolationsUnderAnotherNamingConvention(_ convention: Convention) throws {
        let source = "\(Fixtures.root)/clean-spm/violating"
        let files = FileManager.default
        let all = try files.subpathsOfDirectory(atPath: source).filter { path in
            var isDirectory: ObjCBool = false
            return files.fileExists(atPath: "\(source)/\(path)", isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        // The module names: folders holding a Package.swift.
        let modules = Set(all.filter { $0.hasSuffix("/Package.swift") }.map { ($0 as NSString).deletingLastPathComponent }
            .map { ($0 as NSString).lastPathComponent } + ["ImageCacheAPITestDoubles", "SignInScreenAPITestDoubles", "SignInUseCaseAPITestDoubles",
            "WorkoutDetailScreenAPITestDoubles", "WorkoutDetailUseCaseAPITestDoubles", "WorkoutHistoryScreenAPITestDoubles",
            "WorkoutHistoryUseCaseAPITestDoubles"])
        #expect(modules.contains("SignInUseCaseImpl") && modules.contains("DataBaseImpl"))
        let renamePath = { (path: String) in path.split(separator: "/").map { modules.contains(String($0)) ? Self.renamed(String($0), convention) : String($0) }.joined(separator: "/") }

        let tree = try TemporaryTree()
        for path in all {
            var text = try String(contentsOfFile: "\(source)/\(path)", encoding: .utf8)
            if path.hasSuffix("Package.swift") {
                text = Self.renaming(text, modules: modules, convention)
            } else if path.hasSuffix(".swift") {
                // Imports name modules; type names stay (a class may share its package's name).
                text = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    line.contains("import ") ? Self.renaming(String(line), modules: modules, convention) : String(line)
                }.joined(separator: "\n")
            }
            try tree.write(renamePath(path), text)
        }
        try tree.write(".archlint.json", #"{ "extends": ["clean-spm"], "parameters": \#(convention.parameters) }"#)

        let result = try Fixtures.lint(tree.root)
        #expect(result.status == 1, "\(result.error)")
        let expected = try Fixtures.expected(source).findings.map { line -> String in
            let parts = line.split(separator: " ", maxSplits: 1)
            return "\(parts[0]) \(renamePath(String(parts[1])))"
        }
        // A cycle is reported at the dependency leaving the module named first, which renaming can change.
        let isCycle = { (finding: String) in finding.hasPrefix("module-no-cycles ") }
        #expect(result.findings.filter(isCycle).count == expected.filter(isCycle).count)
        let missing = Set(expected.filter { !isCycle($0) }).subtracting(result.findings).sorted()
        let unexpected = Set(result.findings.filter { !isCycle($0) }).subtracting(expected).sorted()
        #expect(missing.isEmpty && unexpected.isEmpty, "missing: \(missing)\nunexpected: \(unexpected)")
        #expect(result.findings.count == expected.count)
    }

    @Test func withoutTheParametersTheRenamedAppIsNotRecognised() throws {
        // The control: the same renamed packages under the preset's own names give other findings.
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "App", targets: [
                    .target(name: "LoginUseCaseInterface"),
                    .target(name: "LoginUseCaseImplementation", dependencies: ["LoginUseCaseInterface", "HomeScreenImplementation"]),
                    .target(name: "HomeScreenImplementation"),
                ])
                """,
            "Sources/LoginUseCaseInterface/Login.swift": "public protocol LoginUseCaseProtocol {}\n",
            "Sources/LoginUseCaseImplementation/Login.swift": "import LoginUseCaseInterface\nimport HomeScreenImplementation\n",
            "Sources/HomeScreenImplementation/Home.swift": "public struct HomeScreenImpl {}\n",
        ])
        let plain = ArchlintCLI.capture(["lint", tree.root, "--preset", "clean-spm", "--no-cache"])
        #expect(!plain.output.contains("[spm-impl-no-impl-dependency]"), "\(plain.output)")
        try tree.write(".archlint.json", #"{ "extends": ["clean-spm"], "parameters": { "interfaceSuffix": "Interface", "implementationSuffix": "Implementation" } }"#)
        let configured = ArchlintCLI.capture(["lint", tree.root, "--no-cache"])
        #expect(configured.output.contains(
            "Package.swift:5:89: error: LoginUseCaseImplementation depends on HomeScreenImplementation in its manifest"), "\(configured.output)")
        #expect(configured.output.contains("[spm-impl-no-impl-dependency]"))
        let rules = ArchlintCLI.capture(["rules", tree.root])
        #expect(rules.output.contains(#"interfaceSuffix = "Interface" (set in "#), "\(rules.output)")
        #expect(rules.output.contains(#"implementations = "^.*Implementation$""#))
    }
}
