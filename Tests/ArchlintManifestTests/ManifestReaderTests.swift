import ArchlintProject
import Testing
import ArchlintInterpreter
@testable import ArchlintManifest

private let linux = CompilationPlatform(
    operatingSystem: "Linux", architecture: "x86_64", compilerVersion: [6, 3], importableModules: ["Foundation", "Glibc"])

private func read(_ text: String) -> PackageManifest {
    ManifestReader(platform: linux).read(path: "Package.swift", text: text)
}

/// `Target(kind): dependency@line, …` per target.
private func summary(_ manifest: PackageManifest) -> [String] {
    manifest.targets.map { target in
        "\(target.name)(\(target.kind.rawValue))@\(target.position.line): "
            + target.dependencies.map { "\($0.reference)@\($0.position.line)" }.joined(separator: ", ")
    }
}

@Suite("Package.swift, read statically")
struct ManifestReaderTests {
    @Test func everyTargetKindAndDependencyForm() {
        let manifest = read("""
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Shop",
                products: [.library(name: "Shop", targets: ["Shop"])],
                dependencies: [
                    .package(url: "https://github.com/hmlongco/Resolver.git", from: "1.5.1"),
                    .package(path: "../LoginUseCaseAPI"),
                    .package(name: "Legacy", url: "https://example.com/legacy.git", .exact("2.0.0")),
                ],
                targets: [
                    .target(
                        name: "Shop",
                        dependencies: [
                            "Core",
                            .target(name: "Models"),
                            .product(name: "Resolver", package: "Resolver"),
                            .byName(name: "Utils", condition: .when(platforms: [.iOS])),
                        ],
                        path: "Sources/ShopKit",
                        exclude: ["README.md"]
                    ),
                    .executableTarget(name: "Tool"),
                    .testTarget(name: "ShopTests", dependencies: ["Shop"]),
                    .plugin(name: "Gen", capability: .buildTool()),
                    .macro(name: "Macros"),
                    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3"),
                    .binaryTarget(name: "Blob", path: "Blob.xcframework"),
                ]
            )
            """)
        #expect(manifest.name == "Shop")
        #expect(manifest.toolsVersion == "5.9")
        #expect(manifest.warnings.isEmpty)
        #expect(summary(manifest) == [
            "Shop(regular)@14: byName:Core@16, target:Models@17, product:Resolver@Resolver@18, byName:Utils@19",
            "Tool(executable)@24: ", "ShopTests(test)@25: byName:Shop@25", "Gen(plugin)@26: ", "Macros(macro)@27: ",
            "CSQLite(system)@28: ", "Blob(binary)@29: ",
        ])
        #expect(manifest.targets[0].path == "Sources/ShopKit" && manifest.targets[0].exclude == ["README.md"])
        #expect(manifest.targets[0].dependencies[3].condition == ".when(platforms: [.iOS])")
        #expect(manifest.dependencies.map(\.kind) == [.url, .path, .url])
        #expect(manifest.dependencies.map(\.requirement) == ["from: \"1.5.1\"", nil, ".exact(\"2.0.0\")"])
        #expect(manifest.dependencies[2].name == "Legacy")
        #expect(manifest.products == [ProjectProduct(name: "Shop", type: "library", targets: ["Shop"], position: .init(line: 6, column: 16))])
    }

    @Test func constantsConcatenationAppendAndIfBlocks() {
        let manifest = read("""
            import PackageDescription
            let shared: [Target.Dependency] = ["Core", "Logging"]
            var targets: [Target] = [
                .target(name: "A", dependencies: shared + ["Extra"]),
            ]
            targets.append(.target(name: "B", dependencies: shared))
            let package = Package(name: "P", targets: targets)
            package.targets += [.testTarget(name: "ATests", dependencies: ["A"])]
            if ProcessInfo.processInfo.environment["LOCAL"] == nil {
                package.targets[0].dependencies.append("Remote")
                package.dependencies.append(.package(url: "https://example.com/remote.git", branch: "main"))
            } else {
                package.dependencies.append(.package(path: "../remote"))
            }
            for target in package.targets where target.type != .test {
                target.dependencies.append(.product(name: "Metrics", package: "swift-metrics"))
            }
            """)
        #expect(summary(manifest) == [
            "A(regular)@4: byName:Core@2, byName:Logging@2, byName:Extra@4, byName:Remote@10, product:Metrics@swift-metrics@16",
            "B(regular)@6: byName:Core@2, byName:Logging@2, product:Metrics@swift-metrics@16",
            "ATests(test)@8: byName:A@8",
        ])
        #expect(manifest.dependencies.map(\.location) == ["https://example.com/remote.git"])
    }

    @Test func helperFunctionsAndExtensionsAreFollowedToTheCallSite() {
        // The shape real modular apps use: `.local(.domain(.interface("X")))`.
        let manifest = read("""
            import PackageDescription
            enum Layer: String { case domain = "Domain", data = "Data" }
            struct Module {
                let name: String
                static func interface(_ name: String) -> Module { Module(name: name + "API") }
            }
            extension Module {
                static func domain(_ module: Module) -> Module { Module(name: module.name) }
            }
            extension Target.Dependency {
                static func local(_ module: Module) -> Target.Dependency { .target(name: module.name) }
            }
            func feature(_ name: String, layer: Layer, dependencies: [Target.Dependency] = []) -> Target {
                .target(name: name + layer.rawValue, dependencies: dependencies, path: "Features/\\(name)/\\(layer.rawValue)")
            }
            let package = Package(
                name: "App",
                targets: [
                    feature("Login", layer: .domain, dependencies: [
                        .local(.domain(.interface("Session"))),
                    ]),
                    feature("Login", layer: .data),
                ]
            )
            """)
        #expect(manifest.warnings.isEmpty)
        #expect(summary(manifest) == ["LoginDomain(regular)@19: target:SessionAPI@20", "LoginData(regular)@22: "])
        #expect(manifest.targets.map(\.path) == ["Features/Login/Domain", "Features/Login/Data"])
    }

    @Test func structsWithMethodsSwitchAndMap() {
        // The shape of swift-collections' manifest.
        let manifest = read("""
            import PackageDescription
            struct CustomTarget {
                enum Kind { case exported, test }
                var kind: Kind
                var name: String
                var dependencies: [Target.Dependency]
            }
            extension CustomTarget.Kind {
                func path(for name: String) -> String {
                    switch self {
                    case .exported: return "Sources/\\(name)"
                    case .test: return "Tests/\\(name)"
                    }
                }
            }
            extension CustomTarget {
                static func target(kind: Kind, name: String, dependencies: [Target.Dependency] = []) -> CustomTarget {
                    CustomTarget(kind: kind, name: name, dependencies: dependencies)
                }
                func toTarget() -> Target {
                    switch kind {
                    case .exported: return Target.target(name: name, dependencies: dependencies, path: kind.path(for: name))
                    case .test: return Target.testTarget(name: name, dependencies: dependencies, path: kind.path(for: name))
                    }
                }
            }
            let targets: [CustomTarget] = [
                .target(kind: .exported, name: "Deque"),
                .target(kind: .test, name: "DequeTests", dependencies: ["Deque"]),
            ]
            let package = Package(name: "C", targets: targets.map { $0.toTarget() })
            """)
        #expect(manifest.warnings.isEmpty)
        #expect(summary(manifest) == ["Deque(regular)@28: ", "DequeTests(test)@29: byName:Deque@29"])
        #expect(manifest.targets.map(\.path) == ["Sources/Deque", "Tests/DequeTests"])
    }

    /// A memberwise initializer leaves an optional `var` without a default at nil.
    @Test func optionalStoredPropertiesDefaultToNil() {
        let manifest = read("""
            import PackageDescription
            struct Module {
                let name: String
                var path: String?
            }
            let modules = [Module(name: "Core"), Module(name: "Legacy", path: "Old/Legacy")]
            let package = Package(name: "M", targets: modules.map { .target(name: $0.name, path: $0.path) })
            """)
        #expect(manifest.warnings.isEmpty)
        #expect(manifest.targets.map(\.name) == ["Core", "Legacy"])
        #expect(manifest.targets.map(\.path) == [nil, "Old/Legacy"])
    }

    @Test func traitsAreReadInEveryForm() {
        let manifest = read("""
            // swift-tools-version:6.1
            import PackageDescription
            let package = Package(
                name: "T",
                traits: [
                    .default(enabledTraits: ["Logging"]),
                    "Logging",
                    .trait(name: "Tracing", description: "Spans", enabledTraits: ["Logging"]),
                    Trait(name: "Metrics"),
                ],
                targets: [.target(name: "Core")]
            )
            """)
        #expect(manifest.warnings.isEmpty)
        #expect(manifest.traits == ["Logging", "Tracing", "Metrics"])
    }

    @Test func tuplesAreReadByLabelAndByPosition() {
        let manifest = read("""
            import PackageDescription
            let apis: [(name: String, product: String)] = [(name: "AuthAPI", product: "Auth"), (name: "FeedAPI", product: "Feed")]
            let pairs = [("Core", "Shared")]
            var dependencies: [Target.Dependency] = []
            for api in apis {
                dependencies.append(.product(name: api.product, package: api.name))
            }
            for pair in pairs { dependencies.append(.target(name: pair.1)) }
            let package = Package(name: "App", targets: [.target(name: "App", dependencies: dependencies)])
            """)
        #expect(manifest.warnings.isEmpty)
        #expect(summary(manifest) == ["App(regular)@9: product:Auth@AuthAPI@6, product:Feed@FeedAPI@6, target:Shared@8"])
    }

    @Test func conditionalCompilationFollowsThePlatform() {
        let text = """
            import PackageDescription
            #if os(Linux)
            let platformDependencies: [Target.Dependency] = ["LinuxShim"]
            #elseif canImport(Darwin)
            let platformDependencies: [Target.Dependency] = ["DarwinShim"]
            #else
            let platformDependencies: [Target.Dependency] = []
            #endif
            let package = Package(name: "X", targets: [.target(name: "X", dependencies: platformDependencies)])
            #if compiler(>=5.9)
            package.targets.append(.testTarget(name: "XTests"))
            #endif
            """
        #expect(summary(read(text)) == ["X(regular)@9: byName:LinuxShim@3", "XTests(test)@11: "])
        let mac = CompilationPlatform(operatingSystem: "macOS", architecture: "arm64", compilerVersion: [5, 8], importableModules: ["Darwin"])
        #expect(summary(ManifestReader(platform: mac).read(path: "Package.swift", text: text)) == ["X(regular)@9: byName:DarwinShim@5"])
    }

    @Test func defaultIsolationAndThePackageUnderAnotherName() {
        let manifest = read("""
            import PackageDescription
            let pkg = Package(name: "UI", targets: [
                .target(name: "Screens", swiftSettings: [.defaultIsolation(MainActor.self)]),
                .target(name: "Models"),
            ])
            """)
        #expect(manifest.name == "UI")
        #expect(manifest.targets.map(\.defaultIsolationMainActor) == [true, false])
        #expect(ManifestReader.toolsVersion(Array("// swift-tools-version: 6.2\n".utf8)) == "6.2")
        #expect(ManifestReader.toolsVersion(Array("// swift-tools-version:5.9;(experimentalFeatures)\n".utf8)) == "5.9")
    }

    @Test func whatCannotBeFollowedBecomesALocatedWarning() {
        let manifest = read("""
            import PackageDescription
            import Foundation
            let names = try! FileManager.default.contentsOfDirectory(atPath: "Modules")
            let package = Package(
                name: "Dynamic",
                targets: [
                    .target(name: "Fixed", dependencies: [names.first!, "Core"]),
                ] + names.map { .target(name: $0) }
            )
            """)
        #expect(summary(manifest) == ["Fixed(regular)@7: byName:Core@7"])
        #expect(!manifest.warnings.isEmpty)
        #expect(manifest.warnings.allSatisfy { $0.position.line > 0 })
        #expect(manifest.warnings.contains { $0.position.line == 7 && $0.message.hasPrefix("dependency of target Fixed could not be read") })
    }

    @Test func brokenManifestsNeverCrash() {
        let broken = [
            "let package = Package(name: \"X\", targets: [.target(name: \"A\"",
            "let package = Package(name: \"unterminated",
            "}}}) let package = ]",
            "let package = Package(name: " + String(repeating: "(", count: 10_000) + "\"deep\"" + String(repeating: ")", count: 10_000) + ")",
            "func f() -> Int { f() }\nlet x = f()\nlet package = Package(name: \"Recursive\")",
            "var a = [\"x\"]\nfor _ in 0..<100000 { a = a + a }\nlet package = Package(name: \"Loop\")",
            String(decoding: [0xFF, 0xFE, 0x00, 0x41], as: UTF8.self),
        ]
        for text in broken {
            let manifest = read(text)
            #expect(manifest.targets.count <= 1)
            #expect(!manifest.warnings.isEmpty || manifest.name != nil, "\(text.prefix(40))")
        }
        #expect(read(broken[4]).name == "Recursive")
    }

    @Test func versionSpecificManifestSelection() {
        let names = ["Package.swift", "Package@swift-5.3.swift", "Package@swift-6.4.swift", "Package@swift-6.0.swift"]
        let declared = ["Package.swift": "5.9", "Package@swift-5.3.swift": "5.3", "Package@swift-6.0.swift": "6.0", "Package@swift-6.4.swift": "6.4"]
        // The best variant for 6.3 is 6.0, and it declares a newer tools version than Package.swift.
        #expect(ManifestReader.preferredManifest(among: names, toolsVersions: declared, compiler: [6, 3]) == "Package@swift-6.0.swift")
        // For 5.9 the best variant is 5.3, older than Package.swift's 5.9.
        #expect(ManifestReader.preferredManifest(among: names, toolsVersions: declared, compiler: [5, 9]) == "Package.swift")
        // Package.swift asks for a newer toolchain: the closest variant is read instead.
        let tooNew = ["Package.swift": "6.4", "Package@swift-6.0.swift": "6.0"]
        #expect(ManifestReader.preferredManifest(among: ["Package.swift", "Package@swift-6.0.swift"], toolsVersions: tooNew, compiler: [6, 3]) == "Package@swift-6.0.swift")
        #expect(ManifestReader.preferredManifest(among: ["Package.swift"], compiler: [6, 3]) == "Package.swift")
    }
}

/// Issue 13: a manifest can neither hang nor exhaust memory. Each case runs into the budget, says
/// so with its line, and keeps what was read before it.
@Suite("Manifest budget", .timeLimit(.minutes(1)))
struct ManifestBudgetTests {
    private func stopped(_ manifest: PackageManifest) -> [Int] {
        manifest.warnings.filter { $0.message.hasPrefix("manifest evaluation stopped: budget exhausted") }.map(\.position.line)
    }

    @Test func aDoublingRecursionIsBounded() {
        let manifest = read("""
            import PackageDescription
            let package = Package(name: "Doubling", targets: [.target(name: "Kept")])
            func g(_ n: Int) -> Int { n == 0 ? 1 : g(n - 1) + g(n - 1) }
            package.targets.append(.target(name: "T\\(g(40))"))
            """)
        #expect(stopped(manifest) == [3])
        #expect(manifest.targets.map(\.name) == ["Kept"])
    }

    @Test func aStringDoubledInALoopIsBounded() {
        let manifest = read("""
            import PackageDescription
            let package = Package(name: "Strings", targets: [.target(name: "Kept")])
            var s = "ab"
            for _ in 0..<64 { s += s }
            package.targets.append(.target(name: s))
            """)
        #expect(stopped(manifest) == [4])
        #expect(manifest.warnings.contains { $0.message.contains("a string longer than 1048576 bytes") })
        #expect(manifest.targets.map(\.name) == ["Kept"])
    }

    @Test func aListDoubledInALoopIsBounded() {
        let manifest = read("""
            import PackageDescription
            var names = ["a"]
            for _ in 0..<64 { names = names + names }
            let package = Package(name: "Lists", targets: names.map { .target(name: $0) })
            """)
        #expect(stopped(manifest) == [3])
    }

    @Test func aPropertyDefinedThroughItselfTwiceIsBounded() {
        let manifest = read("""
            import PackageDescription
            var names: [String] { names + names }
            let package = Package(name: "Itself", targets: [.target(name: "A", dependencies: names.map { .byName(name: $0) })])
            """)
        #expect(stopped(manifest) == [2])
    }

    /// A manifest as a fuzzer leaves it: a closure pasted into itself, a few levels deep, over lists.
    @Test func aMutatedManifestWithNestedClosuresIsBounded() {
        let levels = (0..<7).map { "    settings += flags.map { flag\($0) in" }.joined(separator: "\n")
        let manifest = read("""
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Mutated",
                products: [.library(name: "Core", targets: ["Core"])],
                targets: [
                    .target(name: "Core"),
                    .testTarget(name: "CoreTests", dependencies: ["Core"]),
                ]
            )

            let flags = ["A", "B", "C", "D", "E", "F", "G", "H"]
            for target in package.targets {
                var settings = target.swiftSettings ?? []
            \(levels)
                    .define(flag0)
                }
                target.swiftSettings = settings
            }
            """)
        #expect(manifest.targets.map(\.name) == ["Core", "CoreTests"])
        #expect(stopped(manifest).count == 1)
        #expect(manifest.warnings.contains { $0.message == "syntax error: `{` is not closed before the end of the file" })
    }
}

/// Issue 13: what SwiftPM would reject as a syntax error is a warning with its line.
@Suite("Manifest syntax errors")
struct ManifestSyntaxErrorTests {
    @Test func aTruncatedManifestSaysWhereABracketIsLeftOpen() {
        let manifest = read("""
            import PackageDescription
            let package = Package(
                name: "Cut",
                dependencies: [
            """)
        #expect(manifest.warnings.map { "\($0.position.line):\($0.position.column) \($0.message)" } == [
            "2:22 syntax error: `(` is not closed before the end of the file",
            "4:19 syntax error: `[` is not closed before the end of the file",
        ])
        #expect(manifest.name == "Cut")
    }

    @Test func aBracketThatClosesNothingIsAWarning() {
        let manifest = read("""
            import PackageDescription
            let package = Package(name: "Extra"))
            ]
            """)
        #expect(manifest.warnings.map { "\($0.position.line):\($0.position.column) \($0.message)" } == [
            "2:37 syntax error: `)` closes no bracket", "3:1 syntax error: `]` closes no bracket",
        ])
        #expect(manifest.name == "Extra")
    }

    /// `String.init(describing:)` has nothing after its label: not an unclosed bracket (OpenCombine's manifest).
    @Test func aLabelWithoutValueClosesItsCall() {
        let manifest = read("""
            import PackageDescription
            let names = ["a"].map(String.init(describing:))
            let package = Package(name: "Labels")
            """)
        #expect(manifest.warnings.allSatisfy { !$0.message.hasPrefix("syntax error") }, "\(manifest.warnings)")
    }
}
