import ArchlintProject
import Testing
@testable import ArchlintXcode

/// A project of one target `App` compiling the build files `files` among `objects`, with build
/// settings `settings` in its one configuration `Release`, and the project file at `path`.
private func project(
    objects: String = "", files: String = "", settings: String = "", projectSettings: String = "", targetFields: String = "",
    projectFields: String = "", targetConfigurationFields: String = "", path: String = "Apps/App.xcodeproj/project.pbxproj",
    configurationFiles: [String: String] = [:]
) -> Project {
    let text = """
        // !$*UTF8*$!
        {
        \tobjectVersion = 77;
        \tobjects = {
        \t\tP = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T, ); \(projectFields)};
        \t\tG = {isa = PBXGroup; children = (S, ); sourceTree = "<group>"; };
        \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PC, ); defaultConfigurationName = Release; };
        \t\tPC = {isa = XCBuildConfiguration; buildSettings = {\(projectSettings)}; name = Release; };
        \t\tT = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (SP, ); name = App; productType = "com.apple.product-type.application"; \(targetFields)};
        \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TC, ); defaultConfigurationName = Release; };
        \t\tTC = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = Release; \(targetConfigurationFields)};
        \t\tSP = {isa = PBXSourcesBuildPhase; files = (\(files)); };
        \(objects)
        \t};
        \trootObject = P;
        }
        """
    return XcodeProjectReader().read(path: path, source: Array(text.utf8)) { configurationFiles[$0].map { Array($0.utf8) } }
}

@Suite("Xcode projects: the rules")
struct XcodeProjectRuleTests {
    @Test(arguments: [
        ("", "App"),
        ("PRODUCT_NAME = \"My App\";", "My_App"),
        ("PRODUCT_NAME = \"${TARGET_NAME}-iOS\";", "App_iOS"),
        ("PRODUCT_NAME = \"$(PROJECT_NAME)\";", "App"),
        ("PRODUCT_NAME = \"3D\"; ", "_3D"),
        ("PRODUCT_MODULE_NAME = Core; PRODUCT_NAME = Other;", "Core"),
        ("PRODUCT_MODULE_NAME = \"$(PRODUCT_NAME:c99extidentifier)\"; PRODUCT_NAME = \"Shop Kit\";", "Shop_Kit"),
        ("PRODUCT_MODULE_NAME = \"$(TARGET_NAME:rfc1034identifier)\";", "App"),
        ("PRODUCT_MODULE_NAME = \"$(PRODUCT_NAME:rfc1034identifier:lower)\"; PRODUCT_NAME = \"A b\";", "a-b"),
    ])
    func moduleNames(settings: String, module: String) {
        let read = project(settings: settings)
        #expect(read.targets.first?.moduleName == module)
        #expect(read.warnings.isEmpty)
    }

    @Test func targetSettingsOverrideProjectSettings() {
        #expect(project(settings: "", projectSettings: "PRODUCT_NAME = Base;").targets.first?.moduleName == "Base")
        #expect(project(settings: "PRODUCT_NAME = Own;", projectSettings: "PRODUCT_NAME = Base;").targets.first?.moduleName == "Own")
    }

    @Test func configurationsThatDisagreeUseTheDefaultOne() {
        let text = """
            { objects = {
              P = {isa = PBXProject; mainGroup = G; targets = (T, ); };
              G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
              T = {isa = PBXNativeTarget; buildConfigurationList = L; name = Tests; productType = "com.apple.product-type.bundle.unit-test"; };
              L = {isa = XCConfigurationList; buildConfigurations = (D, R, ); defaultConfigurationName = Release; };
              D = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = TestsDebug; }; name = Debug; };
              R = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
            }; rootObject = P; }
            """
        let read = XcodeProjectReader().read(path: "X.xcodeproj/project.pbxproj", source: Array(text.utf8))
        #expect(read.targets.first?.moduleName == "Tests")
        #expect(read.warnings.map(\.message) == [
            "target 'Tests' has a different module name per configuration (Debug: TestsDebug, Release: Tests); Release's is used",
        ])
        #expect(read.warnings.map(\.position) == [ProjectPosition(line: 4, column: 66)])
    }

    @Test func aSettingFromElsewhereFallsBackToTheTargetNameWithAWarning() {
        let read = project(settings: "PRODUCT_NAME = \"$(APP_NAME)\";")
        #expect(read.targets.first?.moduleName == "App")
        #expect(read.warnings.map(\.message) == [
            "the module name of target 'App' uses a build setting this file does not define (an .xcconfig?) in Release; the target name is used",
        ])
    }

    @Test func definesFromConditionsAndFlags() {
        let read = project(
            settings: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"$(inherited) APP\"; \"SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=iphoneos*]\" = DEVICE; OTHER_SWIFT_FLAGS = (\"-DFLAG\", \"-D\", TWO, \"-Xcc\", \"-DCLANG\");",
            projectSettings: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = BASE;")
        #expect(read.targets.first?.defines == ["BASE", "APP", "DEVICE", "FLAG", "TWO"])
        #expect(project(settings: "OTHER_SWIFT_FLAGS = \"$(MORE_FLAGS)\";").targets.first?.defines == nil)
        #expect(project().targets.first?.defines == [])
        #expect(project(settings: "SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated;").targets.first?.defaultIsolationMainActor == false)
        #expect(project(projectSettings: "SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;").targets.first?.defaultIsolationMainActor == true)
    }

    @Test func configurationFilesSetWhatTheProjectDoesNotShow() {
        let objects = """
            \t\tX = {isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = SOURCE_ROOT; };
            """
        let files = [
            "Apps/Config/App.xcconfig": """
                #include "Shared.xcconfig"
                #include? "Local.xcconfig"
                PRODUCT_MODULE_NAME = AppCore // the module code imports
                SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) STAGING
                """,
            "Apps/Config/Shared.xcconfig": "SWIFT_ACTIVE_COMPILATION_CONDITIONS = SHARED\nSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor\n",
        ]
        let read = project(
            objects: objects, settings: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"$(inherited) DEBUG\";", projectSettings: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = BASE;",
            targetConfigurationFields: "baseConfigurationReference = X;", configurationFiles: files)
        // The target's settings over its .xcconfig's over the project's, each `$(inherited)` the
        // level below; in the file a later line overrides an included one.
        #expect(read.targets.first?.defines == ["BASE", "STAGING", "DEBUG"])
        #expect(read.targets.first?.moduleName == "AppCore")
        #expect(read.targets.first?.defaultIsolationMainActor == true)
        #expect(read.warnings.isEmpty, "\(read.warnings)")
        // A file that cannot be read leaves the flags unknown, with a warning.
        let unreadable = project(objects: objects, targetConfigurationFields: "baseConfigurationReference = X;")
        #expect(unreadable.targets.first?.defines == nil)
        #expect(unreadable.warnings.map(\.message) == ["Apps/Config/App.xcconfig cannot be read: the build settings it sets are not known"])
    }

    @Test func pathsThroughTheGroupTree() {
        let objects = """
            \t\tS = {isa = PBXGroup; children = (F, A, B, V, ); path = Sources; sourceTree = "<group>"; };
            \t\tF = {isa = PBXFileReference; path = "../Shared/./Model.swift"; sourceTree = "<group>"; };
            \t\tA = {isa = PBXFileReference; path = /Users/me/Elsewhere/Tool.swift; sourceTree = "<absolute>"; };
            \t\tB = {isa = PBXFileReference; path = Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
            \t\tV = {isa = PBXVariantGroup; children = (VF, ); name = Strings.swift; sourceTree = "<group>"; };
            \t\tVF = {isa = PBXFileReference; path = en.lproj/Strings.swift; sourceTree = "<group>"; };
            \t\tBF = {isa = PBXBuildFile; fileRef = F; };
            \t\tBF2 = {isa = PBXBuildFile; fileRef = A; };
            \t\tBF3 = {isa = PBXBuildFile; fileRef = B; };
            \t\tBF4 = {isa = PBXBuildFile; fileRef = V; };
            \t\tBF5 = {isa = PBXBuildFile; fileRef = MISSING; };
            """
        // `projectDirPath` moves every path; `projectRoot` (the source-control root) moves none.
        let read = project(objects: objects, files: "BF, BF2, BF3, BF4, BF5, ", projectFields: "projectDirPath = Code; projectRoot = ..; ")
        #expect(read.targets.first?.sources == SourceSelection(include: [.file("Apps/Code/Shared/Model.swift"), .file("Apps/Code/Sources/en.lproj/Strings.swift")]))
        #expect(read.warnings.map(\.message) == [
            "/Users/me/Elsewhere/Tool.swift is ignored: an absolute path cannot be placed in the repository from the project file alone",
            "the file reference MISSING is not defined",
        ])
    }

    /// A file listed by two groups (a bad merge) is placed under the group defined first in the
    /// file, whichever that is: never by the order of a hash table.
    @Test(arguments: [("X", "Y", "Apps/Sources/A/Model.swift"), ("Y", "X", "Apps/Sources/B/Model.swift")])
    func aFileInTwoGroupsBelongsToTheFirstInTheFile(first: String, second: String, expected: String) {
        let groups = [
            "X": "\t\tX = {isa = PBXGroup; children = (F, ); path = A; sourceTree = \"<group>\"; };",
            "Y": "\t\tY = {isa = PBXGroup; children = (F, ); path = B; sourceTree = \"<group>\"; };",
        ]
        let objects = """
            \t\tS = {isa = PBXGroup; children = (X, Y, ); path = Sources; sourceTree = "<group>"; };
            \(groups[first]!)
            \(groups[second]!)
            \t\tF = {isa = PBXFileReference; path = Model.swift; sourceTree = "<group>"; };
            \t\tBF = {isa = PBXBuildFile; fileRef = F; };
            """
        #expect(project(objects: objects, files: "BF, ").targets.first?.sources == SourceSelection(include: [.file(expected)]))
    }

    @Test func aggregateTargetsAreKeptAsOther() {
        let text = """
            { objects = {
              P = {isa = PBXProject; mainGroup = G; targets = (T, X, ); };
              G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
              T = {isa = PBXAggregateTarget; name = Lint; dependencies = (); };
              X = {isa = PBXLegacyTarget; name = Make; buildToolPath = /usr/bin/make; };
            }; rootObject = P; }
            """
        let read = XcodeProjectReader().read(path: "X.xcodeproj/project.pbxproj", source: Array(text.utf8))
        #expect(read.targets.map { "\($0.name) \($0.kind) \($0.productType)" } == ["Lint other PBXAggregateTarget", "Make other PBXLegacyTarget"])
        #expect(read.targets.allSatisfy { $0.sources == SourceSelection() })
    }

    @Test(arguments: [
        ("com.apple.product-type.application.on-demand-install-capable", ProjectTarget.Kind.app),
        ("com.apple.product-type.application.watchapp2-container", .app),
        ("com.apple.product-type.app-extension.messages", .appExtension),
        ("com.apple.product-type.extensionkit-extension", .appExtension),
        ("com.apple.product-type.watchkit2-extension", .appExtension),
        ("com.apple.product-type.tv-app-extension", .appExtension),
        ("com.apple.product-type.framework.static", .library),
        ("com.apple.product-type.library.dynamic", .library),
        ("com.apple.product-type.bundle.ui-testing", .test),
        ("com.apple.product-type.tool", .executable),
        ("com.apple.product-type.bundle", .other),
        ("com.apple.product-type.metal-library", .other),
    ])
    func productTypes(type: String, kind: ProjectTarget.Kind) {
        #expect(XcodeProductType.kind(of: type) == kind)
    }

    @Test func unreadableProjects() {
        let xml = XcodeProjectReader().read(path: "X.xcodeproj/project.pbxproj", source: Array("<?xml version=\"1.0\"?>\n<plist/>".utf8))
        #expect(xml.targets.isEmpty)
        #expect(xml.warnings.first?.message.hasPrefix("an XML or binary project.pbxproj is not read") == true)
        let empty = XcodeProjectReader().read(path: "X.xcodeproj/project.pbxproj", source: [])
        #expect(empty.warnings.map(\.message) == ["project.pbxproj cannot be read: the file is empty"])
        let noRoot = XcodeProjectReader().read(path: "X.xcodeproj/project.pbxproj", source: Array("{ objects = {}; }".utf8))
        #expect(noRoot.warnings.map(\.message) == ["project.pbxproj names no PBXProject as its rootObject"])
    }
}

@Suite("Xcode workspaces")
struct XcodeWorkspaceReaderTests {
    @Test func nestedGroupsAndLocationKinds() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <Group location = "group:Modules" name = "Modules">
                  <Group location = "group:Features">
                     <FileRef location = "group:Home/Home.xcodeproj"/>
                  </Group>
                  <FileRef location = "group:../Apps/App.xcodeproj"></FileRef>
                  <Group name = "Pathless">
                     <FileRef location = "group:Core/Core.xcodeproj"></FileRef>
                  </Group>
               </Group>
               <FileRef location = "container:Tools/Tools &amp; More.xcodeproj"></FileRef>
               <FileRef location = "self:"></FileRef>
               <FileRef location = "group:../../Outside.xcodeproj"></FileRef>
               <FileRef location = "developer:Platforms/Thing.xcodeproj"></FileRef>
            </Workspace>
            """
        let workspace = XcodeWorkspaceReader().read(path: "Repo/All.xcworkspace/contents.xcworkspacedata", source: Array(text.utf8))
        #expect(workspace.projects == [
            "Repo/Modules/Features/Home/Home.xcodeproj", "Repo/Apps/App.xcodeproj", "Repo/Modules/Core/Core.xcodeproj",
            "Repo/Tools/Tools & More.xcodeproj",
        ])
        #expect(workspace.otherReferences == ["Repo"])
        #expect(workspace.warnings.map(\.position.line) == [14, 15])
    }

    @Test func brokenXML() {
        let workspace = XcodeWorkspaceReader().read(
            path: "A.xcworkspace/contents.xcworkspacedata", source: Array("<Workspace>\n<FileRef location = \"group:A.xcodeproj".utf8))
        #expect(workspace.projects.isEmpty)
        #expect(workspace.warnings.map(\.message) == ["contents.xcworkspacedata cannot be read past here (unterminated attribute value)"])
        #expect(XcodeWorkspaceReader().read(path: "A.xcworkspace/contents.xcworkspacedata", source: [0xFF, 0x3C, 0x00]).projects.isEmpty)
    }
}

@Suite("Root-relative paths")
struct RelativePathJoinTests {
    /// The concatenation shortcut for normal paths gives what component-wise normalizing gives.
    @Test(arguments: [
        ("", "A/B.swift", "A/B.swift"), ("App", "", "App"), ("App", "Views/List.swift", "App/Views/List.swift"),
        ("App", "../Shared/./M.swift", "Shared/M.swift"), ("App/", "x.swift", "App/x.swift"), ("App", "a//b.swift", "App/a/b.swift"),
        ("App", ".hidden/...swift", "App/.hidden/...swift"), ("App", "..", ""), ("App", "x/", "App/x"),
    ])
    func join(folder: String, relative: String, joined: String) {
        #expect(RelativePath.join(folder, relative) == joined)
    }
}
