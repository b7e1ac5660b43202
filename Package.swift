// swift-tools-version:6.0
// archlint — an architecture linter for Swift repositories.
// No package dependencies, by design: it builds offline and can be added to any package (for its
// plugins) without pulling anything into the user's dependency graph.
import PackageDescription

// The pipeline, one module per stage; each depends only on the stages before it:
// read (Discovery walks the tree and reads every build description into the project model of
// ArchlintProject: Package.swift through Manifest, Tuist's Project.swift through Tuist — both run by
// Interpreter, the static interpreter of the Swift manifests are written in — and Xcode projects
// and XcodeGen specs through their readers) → tokenize (Lexer) → extract facts (Facts; Cache keeps facts between runs) →
// build graph (Graph) → evaluate rules (Rules) → report (Report). Kit wires them together behind a
// small library API (a request per operation: LintRequest → LintResult, …); Init detects the
// architecture for `archlint init`; the executable `archlint` is the command line on top, using
// only Kit and Init (parsing, help, completions, terminal output, exit codes).
let package = Package(
    name: "archlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "archlint", targets: ["archlint"]),
        .library(name: "ArchlintKit", targets: ["ArchlintKit"]),
        // `swift package archlint` in a package that depends on this one.
        .plugin(name: "ArchlintPlugin", targets: ["ArchlintPlugin"]),
        // Findings as compiler diagnostics in `swift build` and Xcode, for the targets that apply it.
        .plugin(name: "ArchlintBuildToolPlugin", targets: ["ArchlintBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "ArchlintBase"),
        .target(name: "ArchlintLexer"),
        .target(name: "ArchlintProject", dependencies: ["ArchlintBase"]),
        .target(name: "ArchlintFacts", dependencies: ["ArchlintBase", "ArchlintLexer"]),
        .target(name: "ArchlintXcode", dependencies: ["ArchlintBase", "ArchlintProject"]),
        .target(name: "ArchlintInterpreter", dependencies: ["ArchlintLexer", "ArchlintProject"]),
        .target(name: "ArchlintManifest", dependencies: ["ArchlintBase", "ArchlintInterpreter", "ArchlintProject"]),
        .target(name: "ArchlintXcodeGen", dependencies: ["ArchlintBase", "ArchlintProject"]),
        .target(name: "ArchlintTuist", dependencies: ["ArchlintInterpreter", "ArchlintProject"]),
        .target(
            name: "ArchlintDiscovery",
            dependencies: ["ArchlintBase", "ArchlintProject", "ArchlintInterpreter", "ArchlintManifest", "ArchlintXcode", "ArchlintXcodeGen", "ArchlintTuist"]),
        .target(name: "ArchlintCache", dependencies: ["ArchlintBase", "ArchlintProject", "ArchlintFacts", "ArchlintDiscovery"]),
        .target(name: "ArchlintGraph", dependencies: ["ArchlintBase", "ArchlintFacts", "ArchlintProject", "ArchlintManifest", "ArchlintDiscovery"]),
        .target(name: "ArchlintRules", dependencies: ["ArchlintBase", "ArchlintFacts", "ArchlintDiscovery", "ArchlintGraph"]),
        .target(name: "ArchlintReport", dependencies: ["ArchlintBase", "ArchlintFacts", "ArchlintProject", "ArchlintManifest", "ArchlintDiscovery", "ArchlintGraph", "ArchlintRules"]),
        .target(
            name: "ArchlintKit",
            dependencies: [
                "ArchlintBase", "ArchlintFacts", "ArchlintProject", "ArchlintInterpreter", "ArchlintManifest", "ArchlintDiscovery", "ArchlintCache",
                "ArchlintGraph", "ArchlintRules", "ArchlintReport",
            ]
        ),
        .target(
            name: "ArchlintInit",
            dependencies: ["ArchlintBase", "ArchlintFacts", "ArchlintProject", "ArchlintDiscovery", "ArchlintGraph", "ArchlintRules", "ArchlintKit"]),
        .executableTarget(name: "archlint", dependencies: ["ArchlintKit", "ArchlintInit"]),
        .plugin(
            name: "ArchlintPlugin",
            capability: .command(
                intent: .custom(verb: "archlint", description: "Check the package's architecture rules with archlint (arguments go to `archlint lint`)")),
            // A command plugin runs its tool; it never imports it (and the tool is this package's own executable).
            dependencies: ["archlint"]
        ),
        .plugin(name: "ArchlintBuildToolPlugin", capability: .buildTool(), dependencies: ["archlint"]),
        // Developer figures (throughput, memory); not part of the product's API.
        .executableTarget(name: "archlint-bench", dependencies: ["ArchlintDiscovery", "ArchlintFacts", "ArchlintLexer", "ArchlintManifest", "ArchlintProject"]),
        .testTarget(name: "ArchlintBaseTests", dependencies: ["ArchlintBase"]),
        .testTarget(name: "ArchlintDiscoveryTests", dependencies: ["ArchlintDiscovery", "ArchlintManifest", "ArchlintProject"]),
        .testTarget(name: "ArchlintGraphTests", dependencies: ["ArchlintBase", "ArchlintDiscovery", "ArchlintFacts", "ArchlintGraph"]),
        .testTarget(name: "ArchlintLexerTests", dependencies: ["ArchlintLexer"]),
        .testTarget(name: "ArchlintFactsTests", dependencies: ["ArchlintBase", "ArchlintFacts"]),
        .testTarget(name: "ArchlintXcodeTests", dependencies: ["ArchlintXcode", "ArchlintProject"]),
        .testTarget(name: "ArchlintManifestTests", dependencies: ["ArchlintManifest", "ArchlintInterpreter", "ArchlintProject"]),
        .testTarget(name: "ArchlintXcodeGenTests", dependencies: ["ArchlintXcodeGen", "ArchlintProject"]),
        .testTarget(name: "ArchlintTuistTests", dependencies: ["ArchlintDiscovery", "ArchlintProject"]),
        .testTarget(name: "ArchlintRulesTests", dependencies: ["ArchlintBase", "ArchlintRules", "ArchlintKit", "ArchlintGraph"]),
        .testTarget(name: "ArchlintReportTests", dependencies: ["ArchlintReport", "ArchlintRules"]),
        // The command line's tests run the executable's code in-process (`@testable import archlint`).
        .testTarget(
            name: "ArchlintKitTests",
            dependencies: ["ArchlintKit", "ArchlintInit", "archlint", "ArchlintBase", "ArchlintCache", "ArchlintFacts", "ArchlintGraph", "ArchlintRules", "ArchlintReport"]),
    ]
)
