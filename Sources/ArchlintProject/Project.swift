/// How part of a repository is built: one project file (a `Package.swift`, an Xcode project, a
/// Tuist `Project.swift`, an XcodeGen spec) and the targets it declares. Every reader of a build
/// description produces this model; the rest of the pipeline sees nothing else.
public struct Project: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case swiftpm, xcode, tuist, xcodegen
    }

    public var kind: Kind
    /// The file that declares the project, relative to the linted root: `Package.swift`,
    /// `App/App.xcodeproj/project.pbxproj`, `Features/Home/Project.swift`, `project.yml`.
    public var path: String
    /// The folder the project's own paths are relative to, relative to the root ("" for the root):
    /// the folder holding the `Package.swift`, the `.xcodeproj`, the `Project.swift` or the spec.
    public var directory: String
    public var name: String?
    public var targets: [ProjectTarget] = []
    /// Packages the project depends on: SwiftPM package dependencies, Xcode package references,
    /// Tuist and XcodeGen `packages`.
    public var packages: [PackageReference] = []
    /// What a SwiftPM package vends to others: products and the targets they are made of.
    public var products: [ProjectProduct] = []
    /// Other files read to build this model (Tuist helpers, XcodeGen `include:`s), relative to the root.
    public var inputs: [String] = []
    /// What the reader could not follow or does not support, each with its line: the targets it
    /// affects are incomplete, never silently wrong.
    public var warnings: [ProjectWarning] = []
    /// `// archlint:…` comments in the project file, for suppressing findings on its lines.
    public var directives: [ProjectDirective] = []

    public init(kind: Kind, path: String, directory: String, name: String? = nil) {
        self.kind = kind
        self.path = path
        self.directory = directory
        self.name = name
    }

    public func target(named name: String) -> ProjectTarget? {
        targets.first { $0.name == name }
    }
}

/// Something a project builds: a SwiftPM target, an Xcode native target, a Tuist or XcodeGen target.
public struct ProjectTarget: Sendable, Equatable {
    /// What a target builds, as far as architecture rules care.
    public enum Kind: String, Sendable, CaseIterable {
        /// A library or framework (SwiftPM `.target`, an Xcode framework or static library).
        case library
        /// A command-line executable (SwiftPM `.executableTarget`, an Xcode tool).
        case executable
        /// An application (iOS, macOS, watchOS… app, App Clip).
        case app
        /// An app extension or a watch extension (widget, share extension, intents…).
        case appExtension
        /// Unit or UI tests.
        case test
        case plugin, macro
        /// A SwiftPM system library (a `module.modulemap` naming a C library).
        case system
        /// A prebuilt binary (SwiftPM `.binaryTarget`).
        case binary
        /// Anything else a project can build (bundles, aggregates, Metal libraries…).
        case other
    }

    public var name: String
    /// The name Swift code imports it by (`PRODUCT_MODULE_NAME`, a target name made an identifier).
    public var moduleName: String
    public var kind: Kind
    /// The product type as the project file writes it (`com.apple.product-type.application`,
    /// `.staticFramework`, `executable`…), for `dump`.
    public var productType: String
    /// Which Swift files the target compiles.
    public var sources: SourceSelection
    public var dependencies: [ProjectDependency] = []
    /// Of the target's name where it is written, else of its declaration.
    public var position: ProjectPosition
    /// Compilation flags the target defines (SwiftPM `.define`, `SWIFT_ACTIVE_COMPILATION_CONDITIONS`
    /// in any configuration, `-D` in `OTHER_SWIFT_FLAGS`); nil when the project file cannot tell
    /// (settings come from an `.xcconfig` or a build script), so only `#if false` is known dead.
    public var defines: [String]?
    /// The operating systems the target builds for, as `#if os()` names them (`iOS`, `watchOS`…),
    /// when its project file says (Xcode `SDKROOT`/`SUPPORTED_PLATFORMS`, XcodeGen `platform`);
    /// nil when it may build for any (a SwiftPM target) or the project file cannot tell.
    public var platforms: [String]?
    /// Code in the target is main-actor isolated unless marked otherwise
    /// (`.defaultIsolation(MainActor.self)`, `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`).
    public var defaultIsolationMainActor = false

    public init(
        name: String, moduleName: String? = nil, kind: Kind, productType: String, sources: SourceSelection, position: ProjectPosition
    ) {
        self.name = name
        self.moduleName = moduleName ?? Self.moduleName(of: name)
        self.kind = kind
        self.productType = productType
        self.sources = sources
        self.position = position
    }

    /// The `os()` name of an SDK or platform as Xcode and XcodeGen write it (`iphoneos`,
    /// `watchsimulator`, `iOS`, `macCatalyst`…), or nil for one it does not know.
    public static func operatingSystem(of platform: String) -> String? {
        switch platform.lowercased() {
        case "iphoneos", "iphonesimulator", "ios", "maccatalyst": "iOS"
        case "macosx", "macos": "macOS"
        case "watchos", "watchsimulator": "watchOS"
        case "appletvos", "appletvsimulator", "tvos": "tvOS"
        case "xros", "xrsimulator", "visionos": "visionOS"
        default: nil
        }
    }

    /// The name code imports a target by when nothing else says: characters other than letters,
    /// digits and `_` become `_`, and a leading digit gets a `_` before it (SwiftPM's C99 name;
    /// Xcode's `PRODUCT_MODULE_NAME` default from the product name is the same).
    public static func moduleName(of name: String) -> String {
        var result = String(name.unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" ? Character(scalar) : "_"
        })
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result
    }

    public var isTest: Bool { kind == .test }
}

/// Which Swift files a target compiles: every file some `include` selects and no `exclude` does.
/// Paths and patterns are relative to the linted root, `/`-separated.
public struct SourceSelection: Sendable, Equatable {
    public enum Item: Sendable, Equatable {
        /// Every file under the folder, at any depth (a SwiftPM target folder, an Xcode 16
        /// synchronized folder, an XcodeGen source path). A folder item never reaches into a nested
        /// package (a folder below the project's own holding a `Package.swift`): that package owns it.
        case folder(String)
        /// One file (an Xcode build file, a membership exception, SwiftPM `sources: ["File.swift"]`).
        case file(String)
        /// Files whose path matches a glob (`Features/Home/Sources/**/*.swift`): `*` within a path
        /// component, `**` across components, `?` one character, `{a,b}` alternatives.
        case glob(String)
    }

    public var include: [Item]
    public var exclude: [Item]

    public init(include: [Item] = [], exclude: [Item] = []) {
        self.include = include
        self.exclude = exclude
    }
}

/// A dependency of a target, as its project file writes it.
public struct ProjectDependency: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// A target of the same project (SwiftPM `.target`, Xcode `PBXTargetDependency`, Tuist
        /// `.target(name:)`, XcodeGen `target:`).
        case target
        /// A target of another project (`.project(target:path:)`, XcodeGen `target: Other/X`, an
        /// Xcode cross-project reference); `project` names that project's folder.
        case projectTarget
        /// A SwiftPM product (`.product(name:package:)`, `XCSwiftPackageProductDependency`,
        /// Tuist `.package(product:)`, XcodeGen `package:`).
        case product
        /// A SwiftPM dependency by name alone (`"Name"`): a target of the package or a product.
        case byName
        /// A module from outside the repository that is not a package product: Tuist
        /// `.external(name:)`, Carthage, a prebuilt `.framework`/`.xcframework`/library.
        case external
        /// A framework or library of the SDK (`.sdk(name:)`, `UIKit.framework` linked).
        case sdk
    }

    public var kind: Kind
    /// The target, product or module name (for `sdk` and `external`, the module name).
    public var name: String
    /// The package of a product, when written.
    public var package: String?
    /// For `projectTarget`: the folder of the other project, relative to the root.
    public var project: String?
    /// A platform or other condition as written (`.when(platforms: [.iOS])`, `platformFilter = ios`), or nil.
    public var condition: String?
    public var position: ProjectPosition

    public init(
        kind: Kind, name: String, package: String? = nil, project: String? = nil, condition: String? = nil, position: ProjectPosition
    ) {
        self.kind = kind
        self.name = name
        self.package = package
        self.project = project
        self.condition = condition
        self.position = position
    }

    /// `target:X`, `product:Y@package`, `byName:Z`, `project:Folder/X`, `external:Z`, `sdk:UIKit`:
    /// the form `archlint dump` prints.
    public var reference: String {
        switch kind {
        case .target: "target:\(name)"
        case .projectTarget: "project:\(project.map { $0.isEmpty ? "" : "\($0)/" } ?? "")\(name)"
        case .product: "product:\(name)@\(package ?? "")"
        case .byName: "byName:\(name)"
        case .external: "external:\(name)"
        case .sdk: "sdk:\(name)"
        }
    }
}

/// A package a project depends on.
public struct PackageReference: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case path, url, registry
    }

    public var kind: Kind
    /// The path (relative to the project's folder, as written), URL or registry identity.
    public var location: String
    /// `name:` when given (older manifests), used to match `.product(package:)`.
    public var name: String?
    /// `from: 1.0.0`, `exact: 2.1.0`, `branch: main`, `"1.0.0"..<"2.0.0"`…; nil for paths.
    public var requirement: String?
    public var position: ProjectPosition

    public init(kind: Kind, location: String, name: String? = nil, requirement: String? = nil, position: ProjectPosition) {
        self.kind = kind
        self.location = location
        self.name = name
        self.requirement = requirement
        self.position = position
    }

    /// The identity SwiftPM gives the package: its last path component without `.git`, lower-cased.
    public var identity: String {
        if kind == .registry { return location.lowercased() }
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }
}

/// A product a SwiftPM package vends.
public struct ProjectProduct: Sendable, Equatable {
    public var name: String
    /// `library`, `executable`, `plugin`, or another product constructor's name.
    public var type: String
    public var targets: [String]
    public var position: ProjectPosition

    public init(name: String, type: String, targets: [String], position: ProjectPosition) {
        self.name = name
        self.type = type
        self.targets = targets
        self.position = position
    }
}

/// A place in a project file: 1-based line and column (0 when unknown).
public struct ProjectPosition: Sendable, Hashable {
    public var line: Int
    public var column: Int
    /// The file the line is in when it is not the project file itself: a file the project file
    /// includes (an XcodeGen `include:`), relative to the root.
    public var file: String?

    public init(line: Int, column: Int, file: String? = nil) {
        self.line = line
        self.column = column
        self.file = file
    }

    public static let unknown = ProjectPosition(line: 0, column: 0)
}

public struct ProjectWarning: Sendable, Equatable {
    public var message: String
    public var position: ProjectPosition
    /// The file the warning is about when it is not the project file itself (an included spec, a helper).
    public var file: String?

    public init(message: String, position: ProjectPosition, file: String? = nil) {
        self.message = message
        self.position = position
        self.file = file
    }
}

public struct ProjectDirective: Sendable, Equatable {
    public var text: String
    public var position: ProjectPosition

    public init(text: String, position: ProjectPosition) {
        self.text = text
        self.position = position
    }
}
