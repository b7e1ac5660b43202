import ArchlintProject
import Testing
@testable import ArchlintXcodeGen

/// Reads `spec` from in-memory files (paths relative to the root).
func readSpec(_ files: [String: String], spec: String = "project.yml") -> Project {
    XcodeGenReader().read(path: spec) { files[$0].map { Array($0.utf8) } }
}

/// `Name(module, kind): dependency@file:line, …` per target.
func summary(_ project: Project) -> [String] {
    project.targets.map { target in
        "\(target.name)(\(target.moduleName), \(target.kind.rawValue)): "
            + target.dependencies.map { "\($0.reference)@\($0.position.file.map { "\($0):" } ?? "")\($0.position.line)" }.joined(separator: ", ")
    }
}

func warnings(_ project: Project) -> [String] {
    project.warnings.map { "\($0.file.map { "\($0):" } ?? "")\($0.position.line): \($0.message)" }
}

/// The items of a selection as `+folder`, `+file`, `+glob`, `-…` strings.
func items(_ selection: SourceSelection) -> [String] {
    func text(_ item: SourceSelection.Item) -> String {
        switch item {
        case .folder(let path): "folder \(path)"
        case .file(let path): "file \(path)"
        case .glob(let pattern): "glob \(pattern)"
        }
    }
    return selection.include.map { "+" + text($0) } + selection.exclude.map { "-" + text($0) }.filter { !$0.contains("*.{app,") }
}

@Suite("XcodeGen specs")
struct XcodeGenReaderTests {
    @Test func specNames() {
        #expect(XcodeGenReader.isSpecName("project.yml") && XcodeGenReader.isSpecName("project.yaml") && XcodeGenReader.isSpecName("project.json"))
        #expect(!XcodeGenReader.isSpecName("app.yml") && !XcodeGenReader.isSpecName("Project.swift"))
        // Names real repositories give specs they pass to `xcodegen --spec`.
        #expect(XcodeGenReader.isCandidateSpecName("project-bwa.yml", folder: ""))
        #expect(XcodeGenReader.isCandidateSpecName("project_ios.yaml", folder: "App"))
        #expect(XcodeGenReader.isCandidateSpecName("iOS-Swift.yml", folder: "Samples/iOS-Swift"))
        #expect(!XcodeGenReader.isCandidateSpecName("target.yml", folder: "ElementX/SupportingFiles"))
        #expect(!XcodeGenReader.isCandidateSpecName("iOS-Swift.yml", folder: "Samples"))
        #expect(!XcodeGenReader.isCandidateSpecName("Samples.json", folder: "Samples"))
        // Such a file is a spec when it declares a project with targets.
        #expect(XcodeGenReader.declaresProject(Array("name: App\ntargets:\n  App: {type: application, platform: iOS}\n".utf8)))
        #expect(!XcodeGenReader.declaresProject(Array("targets:\n  App: {type: application, platform: iOS}\n".utf8)))
        #expect(!XcodeGenReader.declaresProject(Array("name: build\non: push\njobs: {test: {runs-on: macos}}\n".utf8)))
        #expect(!XcodeGenReader.declaresProject(Array("name: App\ntargets: [a, b]\n".utf8)))
    }

    @Test func includesAreMergedWithTheirPathsMadeRelative() {
        let project = readSpec([
            "iOS/project.yml": """
                name: App
                include:
                  - ../Shared/base.yml
                  - path: ../Shared/flat.yml
                    relativePaths: false
                  - path: ../Shared/off.yml
                    enable: false
                targets:
                  App:
                    sources: [Sources]
                    dependencies:
                      - target: Kit
                """,
            "Shared/base.yml": """
                include: [nested/more.yml]
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources: [Common]
                    dependencies:
                      - target: Base
                """,
            "Shared/nested/more.yml": """
                targets:
                  Kit:
                    type: framework
                    platform: iOS
                    sources: KitSources
                """,
            "Shared/flat.yml": """
                targets:
                  Flat:
                    type: framework
                    platform: iOS
                    sources: FlatSources
                """,
            "Shared/off.yml": "targets: {Off: {type: framework, platform: iOS}}",
        ], spec: "iOS/project.yml")
        #expect(project.kind == .xcodegen && project.directory == "iOS" && project.name == "App")
        #expect(project.inputs == ["Shared/base.yml", "Shared/nested/more.yml", "Shared/flat.yml"])
        #expect(warnings(project) == ["Shared/base.yml:8: no target named `Base` in this spec"])
        // The included target's list comes first, then the including file's.
        #expect(project.target(named: "App").map { items($0.sources) } == ["+folder Shared/Common", "+folder iOS/Sources"])
        #expect(summary(project) == [
            "App(App, app): target:Base@Shared/base.yml:8, target:Kit@12",
            "Flat(Flat, library): ",
            "Kit(Kit, library): ",
        ])
        #expect(project.target(named: "Kit").map { items($0.sources) } == ["+folder Shared/nested/KitSources"])
        #expect(project.target(named: "Flat").map { items($0.sources) } == ["+folder iOS/FlatSources"])
        #expect(project.target(named: "App")?.position == ProjectPosition(line: 9, column: 3))
        #expect(project.target(named: "Kit")?.position == ProjectPosition(line: 2, column: 3, file: "Shared/nested/more.yml"))
    }

    @Test func mergingReplacesConcatenatesAndLetsTheIncluderWin() {
        let project = readSpec([
            "project.yml": """
                include: [base.yml]
                name: Final
                targets:
                  App:
                    platform: macOS
                    sources:REPLACE: [Mac]
                    settings: {PRODUCT_NAME: MacApp}
                """,
            "base.yml": """
                name: Base
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources: [Phone]
                    settings: {PRODUCT_MODULE_NAME: Shared, OTHER: 1}
                """,
        ])
        #expect(project.name == "Final")
        #expect(project.target(named: "App").map { items($0.sources) } == ["+folder Mac"])
        #expect(project.target(named: "App")?.moduleName == "Shared")
    }

    @Test func missingAndCyclicIncludesAreWarnings() {
        let project = readSpec([
            "project.yml": "name: A\ninclude:\n  - gone.yml\n  - a.yml\n",
            "a.yml": "include: [b.yml]\n",
            "b.yml": "include: [a.yml]\ntargets: {B: {type: framework, platform: iOS}}\n",
        ])
        #expect(warnings(project) == [
            "3: included file gone.yml is missing or unreadable",
            "b.yml:1: include cycle (a.yml → b.yml → a.yml): a.yml is not read again",
        ])
        #expect(project.targets.map(\.name) == ["B"])
    }

    /// Found by the XcodeGen fuzzing harness (a timeout): a spec that includes `targets/…` from a
    /// folder linked to itself names a new path at every level, so no cycle is ever seen.
    @Test(.timeLimit(.minutes(1))) func includesNestedWithoutEndStopAtADepthWithAWarning() {
        let spec = Array("name: Shop\ninclude:\n  - targets/extensions.yml\ntargets:\n  App: {type: application, platform: iOS}\n".utf8)
        var read: [String] = []
        let project = XcodeGenReader().read(path: "project.yml") { path in
            read.append(path)
            return spec
        }
        #expect(read.count == SpecLoader.maximumIncludeDepth + 1)
        #expect(read.last == String(repeating: "targets/", count: 16) + "extensions.yml")
        #expect(warnings(project) == [
            "targets/" + String(repeating: "targets/", count: 15) + "extensions.yml:3: includes nested more than 16 deep: "
                + String(repeating: "targets/", count: 17) + "extensions.yml is not read",
        ])
        #expect(project.targets.map(\.name) == ["App"])
    }

    @Test func syntaxErrorsOfIncludedFilesNameTheirFile() {
        let project = readSpec([
            "project.yml": "name: A\ninclude: [bad.yml]\ntargets: {A: {type: tool, platform: macOS}}\n",
            "bad.yml": "targets:\n  B: [unclosed\n",
        ])
        #expect(warnings(project) == [
            "bad.yml:2: unterminated flow sequence: no ']' closes the one opened at line 2, column 6; the rest of the file is not read",
            "bad.yml:2: target B is not a mapping of its settings: left out",
        ])
        #expect(project.targets.map(\.name) == ["A"])
    }

    @Test func targetTemplatesNestAndExpandTheTargetName() {
        let project = readSpec(["project.yml": """
            targetTemplates:
              Module:
                templates: [Base]
                sources: ["Modules/${target_name}"]
                dependencies: [{target: "${target_name}Interface"}]
              Base:
                type: framework
                platform: iOS
                sources: [Shared]
                settings: {PRODUCT_MODULE_NAME: "${prefix}${target_name}"}
              Suffixed:
                type: framework
                platform: iOS
            targets:
              Feed:
                templates: [Module, Missing]
                templateAttributes: {prefix: App}
              FeedInterface:
                templates: [Suffixed]
            """])
        #expect(summary(project) == ["Feed(AppFeed, library): target:FeedInterface@5", "FeedInterface(FeedInterface, library): "])
        #expect(project.target(named: "Feed").map { items($0.sources) } == ["+folder Shared", "+folder Modules/Feed"])
        #expect(warnings(project) == ["16: no target template named `Missing` (targetTemplates:): it is left out"])
    }

    @Test func multiPlatformTargetsOnePerPlatform() {
        let project = readSpec(["project.yml": """
            targets:
              Core:
                type: framework
                platform: [iOS, tvOS]
                sources: [Core, "Platform/${platform}"]
                dependencies:
                  - sdk: UIKit.framework
                    platforms: [iOS]
                  - target: Log_${platform}
              Named:
                type: framework
                platform: [macOS]
                platformPrefix: "Mac"
                platformSuffix: ""
                settings:
                  base: {SWIFT_VERSION: "6"}
              Log:
                type: library.static
                platform: [iOS, tvOS]
                settings: {PRODUCT_NAME: Logging}
            """])
        #expect(summary(project) == [
            "Core_iOS(Core, library): sdk:UIKit@7, target:Log_iOS@9",
            "Core_tvOS(Core, library): target:Log_tvOS@9",
            "Log_iOS(Logging, library): ",
            "Log_tvOS(Logging, library): ",
            "MacNamed(Named, library): ",
        ])
        #expect(project.target(named: "Core_tvOS").map { items($0.sources) } == ["+folder Core", "+folder Platform/tvOS"])
        #expect(project.target(named: "Core_iOS")?.position.line == 2)
    }

    @Test func sourcesAsXcodeGenTakesThem() {
        let project = readSpec(["App/project.yml": """
            options:
              defaultSourceDirectoryType: group
            targets:
              App:
                type: application
                platform: iOS
                sources:
                  - Sources
                  - path: Generated/Strings.swift
                  - path: Features
                    excludes: ["**/*Tests.swift", "Legacy"]
                  - path: Shared
                    includes: ["Models/*.swift"]
                  - path: Resources
                    buildPhase: resources
                  - path: Docs
                    type: folder
                  - path: Scripts
                    buildPhase: none
                  - path: Tool.swift
                    buildPhase: sources
                  - path: ../../Outside
                  - path: ${SRCROOT}/Env
                  - path: Assets.xcassets
                  - path: Synced
                    type: syncedFolder
                  - path: ""
            """], spec: "App/project.yml")
        #expect(project.target(named: "App").map { items($0.sources) } == [
            "+folder App/Sources", "+file App/Generated/Strings.swift", "+folder App/Features", "+glob App/Shared/Models/*.swift",
            "+glob App/Shared/Models/*.swift/**", "+file App/Tool.swift", "+folder App/Synced", "+folder App",
            "-glob App/Features/**/*Tests.swift", "-glob App/Features/**/*Tests.swift/**", "-glob App/Features/Legacy", "-glob App/Features/Legacy/**",
        ])
        #expect(warnings(project) == [
            "22: source path `../../Outside` is outside the linted folder: left out",
            "23: source path `${SRCROOT}/Env` uses a variable (XcodeGen takes it from the environment): left out",
        ])
    }

    @Test func foldersInsideBundlesAreNotLookedInto() {
        let project = readSpec(["project.yml": "targets: {App: {type: application, platform: iOS, sources: [App]}}"])
        let matcher = SourceMatcher(project.targets[0].sources)
        #expect(matcher.match("App/Main.swift") == .byPattern)
        #expect(matcher.match("App/Assets.xcassets/Generated.swift") == .none)
        #expect(matcher.match("App/Deep/Library.bundle/Code/Inner.swift") == .none)
        #expect(matcher.match("App/Name.With.Dots/File.swift") == .byPattern)
    }

    @Test func optionsChangeWhatFoldersCompile() {
        let folders = readSpec(["project.yml": "options: {defaultSourceDirectoryType: folder}\ntargets: {A: {type: tool, platform: macOS, sources: [A]}}"])
        #expect(folders.targets[0].sources.include.isEmpty)
        let noSwift = readSpec(["project.yml": "options: {fileTypes: {swift: {buildPhase: none}}}\ntargets: {A: {type: tool, platform: macOS, sources: [A]}}"])
        #expect(noSwift.targets[0].sources.include.isEmpty)
    }

    @Test func everyKindOfDependency() {
        let project = readSpec(["Apps/project.yml": """
            projectReferences:
              Other:
                path: ../Other/Other.xcodeproj
            packages:
              Kingfisher: {url: "https://github.com/onevcat/Kingfisher", from: 8.0.0}
              Local: {path: Packages/Local}
            targets:
              App:
                type: application
                platform: iOS
                dependencies:
                  - target: Kit
                  - target: Other/Remote
                  - target: Missing/Remote
                  - framework: Carthage/Build/Charts.framework
                    platformFilter: iOS
                  - framework: libUtil.a
                    destinationFilters: [iOS, macCatalyst]
                  - carthage: Alamofire
                  - sdk: StoreKit.framework
                  - sdk: libz.tbd
                  - package: Kingfisher
                  - package: Local
                    products: [LocalA, LocalB]
                  - package: Undeclared
                    product: Thing
                  - bundle: Resources.bundle
                  - nothing: here
              Kit:
                type: framework
                platform: iOS
              Util:
                type: library.static
                platform: iOS
            """], spec: "Apps/project.yml")
        #expect(summary(project)[0] == "App(App, app): target:Kit@12, project:Other/Remote@13, project:Missing/Remote@14, external:Charts@15, "
            + "target:Util@17, external:Alamofire@19, sdk:StoreKit@20, sdk:libz.tbd@21, product:Kingfisher@Kingfisher@22, "
            + "product:LocalA@Local@23, product:LocalB@Local@23, product:Thing@Undeclared@25")
        let app = project.target(named: "App")!
        #expect(app.dependencies.map(\.condition) == [
            nil, nil, nil, "platformFilter: iOS", "destinationFilters: [iOS, macCatalyst]", nil, nil, nil, nil, nil, nil, nil,
        ])
        #expect(app.dependencies[1].project == "Other" && app.dependencies[2].project == "Missing")
        #expect(warnings(project) == [
            "14: target `Missing/Remote` names a project `Missing` that `projectReferences:` does not declare",
            "25: package `Undeclared` is not declared in `packages:`; XcodeGen leaves this dependency out",
            "28: a dependency needs `target:`, `framework:`, `carthage:`, `sdk:`, `package:` or `bundle:`",
        ])
    }

    @Test func definesIsolationAndModuleNamesFromSettings() {
        let project = readSpec(["project.yml": """
            configs:
              Debug: debug
              Staging Debug: debug
              Release: release
            settings:
              APP_NAME: Shop App
            settingGroups:
              Flags:
                SWIFT_ACTIVE_COMPILATION_CONDITIONS: GROUPED
            targets:
              App:
                type: application
                platform: iOS
                settings:
                  groups: [Flags]
                  base:
                    PRODUCT_NAME: $(APP_NAME)
                    SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor
                  configs:
                    debug:
                      SWIFT_ACTIVE_COMPILATION_CONDITIONS: $(inherited) VERBOSE
                    Staging Debug:
                      OTHER_SWIFT_FLAGS: ["-D", "STAGING", "-DBETA", "-warnings-as-errors"]
              Plain:
                type: framework
                platform: iOS
              Unknown:
                type: framework
                platform: iOS
                settings:
                  PRODUCT_MODULE_NAME: $(SOMETHING_ELSE)
                  SWIFT_ACTIVE_COMPILATION_CONDITIONS: $(FLAGS)
              Configured:
                type: framework
                platform: iOS
                configFiles:
                  Debug: Configured.xcconfig
            """])
        let app = project.target(named: "App")!
        #expect(app.moduleName == "Shop_App")
        #expect(app.defines == ["BETA", "DEBUG", "GROUPED", "STAGING", "VERBOSE"])
        #expect(app.defaultIsolationMainActor)
        #expect(project.target(named: "Plain")?.defines == ["DEBUG"])
        #expect(project.target(named: "Plain")?.defaultIsolationMainActor == false)
        #expect(project.target(named: "Unknown")?.defines == nil)
        #expect(project.target(named: "Unknown")?.moduleName == "Unknown")
        #expect(project.target(named: "Configured")?.defines == nil)
        #expect(warnings(project) == ["27: the module name of target Unknown comes from build settings archlint cannot resolve; taken from the target's name"])
    }

    /// `platform` and `supportedDestinations` say which `os()` a target builds for (`#if os(...)`).
    @Test func platformsOfTargets() {
        let project = readSpec(["project.yml": """
            targets:
              Phone: { type: application, platform: iOS }
              Watch: { type: application, platform: watchOS }
              Everywhere: { type: framework, platform: auto, supportedDestinations: [iOS, macOS, visionOS] }
              Catalyst: { type: application, platform: iOS, supportedDestinations: [iOS, macCatalyst] }
              Open: { type: framework, platform: auto }
              Kit: { type: framework, platform: [iOS, tvOS] }
            """])
        #expect(project.targets.map { "\($0.name): \($0.platforms?.joined(separator: " ") ?? "any")" }.sorted() == [
            "Catalyst: iOS", "Everywhere: iOS macOS visionOS", "Kit_iOS: iOS", "Kit_tvOS: tvOS", "Open: any", "Phone: iOS", "Watch: watchOS",
        ])
    }

    @Test func theModuleNameComesFromTheDefaultConfiguration() {
        let settings = "settings: {configs: {Release: {PRODUCT_MODULE_NAME: Shipped}, Beta: {PRODUCT_MODULE_NAME: Beta}}}"
        let byName = readSpec(["project.yml": "configs: {Release: release, Beta: release}\ntargets: {A: {type: framework, platform: iOS, \(settings)}}"])
        #expect(byName.targets[0].moduleName == "Beta")
        let chosen = readSpec(["project.yml": "configs: {Release: release, Beta: release}\noptions: {defaultConfig: Release}\ntargets: {A: {type: framework, platform: iOS, \(settings)}}"])
        #expect(chosen.targets[0].moduleName == "Shipped")
    }

    @Test func productTypesAsKinds() {
        let kinds = [
            "application": ProjectTarget.Kind.app, "application.watchapp2": .app, "app-extension": .appExtension, "watchkit2-extension": .appExtension,
            "extensionkit-extension": .appExtension, "framework": .library, "framework.static": .library, "library.static": .library,
            "library.dynamic": .library, "bundle.unit-test": .test, "bundle.ui-testing": .test, "tool": .executable, "bundle": .other,
            "com.apple.product-type.application": .app,
        ]
        for (type, kind) in kinds { #expect(TargetReader.kind(ofProductType: type) == kind, "\(type)") }
        let project = readSpec(["project.yml": "targets: {Odd: {type: made-up, platform: iOS}, Make: {type: \"\", platform: macOS, legacy: {toolPath: /usr/bin/make}}}"])
        #expect(project.targets.map { "\($0.name):\($0.kind.rawValue):\($0.productType)" } == ["Make:other:", "Odd:other:made-up"])
        #expect(warnings(project) == ["1: unknown product type `made-up` of target Odd: read as `other`"])
    }

    @Test func packagesWithTheirRequirements() {
        let project = readSpec(["project.yml": """
            packages:
              A: {url: https://example.com/a.git, exactVersion: 1.2.3}
              B: {github: owner/b, branch: main}
              C: {url: https://example.com/c, minVersion: 1.0.0, maxVersion: 2.0.0}
              D: {url: https://example.com/d, revision: abc123}
              E: {url: https://example.com/e, minorVersion: 1.4.0}
              F: {path: ../F}
            localPackages: [Packages/G]
            """])
        #expect(project.packages.map { "\($0.kind.rawValue) \($0.location) \($0.name ?? "-") \($0.requirement ?? "-") @\($0.position.line)" } == [
            "url https://example.com/a.git A exact: 1.2.3 @2", "url https://github.com/owner/b B branch: main @3",
            "url https://example.com/c C \"1.0.0\"..<\"2.0.0\" @4", "url https://example.com/d D revision: abc123 @5",
            "url https://example.com/e E upToNextMinor: 1.4.0 @6", "path ../F F - @7", "path Packages/G G - @8",
        ])
    }

    @Test func jsonSpecs() {
        let project = readSpec(["project.json": """
            {
              "name": "Json",
              "targets": {
                "App": {"type": "application", "platform": "iOS", "sources": ["App"], "dependencies": [{"target": "Kit"}]},
                "Kit": {"type": "framework", "platform": "iOS"}
              }
            }
            """], spec: "project.json")
        #expect(project.name == "Json")
        #expect(summary(project) == ["App(App, app): target:Kit@4", "Kit(Kit, library): "])
        let broken = readSpec(["project.json": "{\"name\": \"Json\",\n \"targets\": }"], spec: "project.json")
        #expect(warnings(broken) == ["2: expected a value, found '}'; the rest of the file is not read"])
    }

    @Test func unreadableSpecsAndOddShapes() {
        #expect(warnings(readSpec([:])) == ["0: cannot read the spec"])
        #expect(warnings(readSpec(["project.yml": "- a\n- b\n"])) == ["1: a spec is a mapping of keys (`name:`, `targets:`…); this file is not"])
        #expect(readSpec(["project.yml": ""]).targets.isEmpty)
        let directives = readSpec(["project.yml": "# archlint:disable layers\nname: A\n"]).directives
        #expect(directives.map(\.text) == ["archlint:disable layers"])
    }
}
