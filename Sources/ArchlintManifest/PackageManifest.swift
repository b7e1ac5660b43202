import ArchlintProject
/// What a `Package.swift` declares, read statically (the manifest is never run).
public struct PackageManifest: Sendable, Equatable {
    /// Path of the manifest file relative to the linted root.
    public var path: String
    public var name: String?
    public var toolsVersion: String?
    public var products: [ProjectProduct] = []
    public var dependencies: [PackageReference] = []
    public var targets: [Target] = []
    /// The package traits (`traits: ["Tracing", .trait(name: "Metrics")]`): each is a compilation
    /// flag of every target of the package when enabled.
    public var traits: [String] = []
    /// Values the reader could not follow, each with its line: never a silently dropped edge.
    public var warnings: [ProjectWarning] = []
    /// `// archlint:…` comments, for suppressing findings on a dependency line.
    public var directives: [ProjectDirective] = []

    public init(path: String) {
        self.path = path
    }

    /// The folder holding the manifest, relative to the root ("" for the root itself).
    public var directory: String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    public func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }
}

public struct Target: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case regular, executable, test, plugin, macro, system, binary
    }

    public var name: String
    public var kind: Kind
    public var path: String?
    public var exclude: [String] = []
    public var sources: [String]?
    public var dependencies: [TargetDependency] = []
    /// Of the target's name where it is written, else of its constructor call.
    public var position: ProjectPosition
    /// `swiftSettings: [.defaultIsolation(MainActor.self)]`: code in the target is main-actor isolated unless marked otherwise.
    public var defaultIsolationMainActor: Bool = false
    /// Compilation flags from `swiftSettings: [.define("FLAG")]` (conditional ones included).
    public var defines: [String] = []

    /// The source folder SwiftPM uses when `path:` is absent, relative to the package folder.
    public var defaultPath: String {
        switch kind {
        case .test: "Tests/\(name)"
        case .plugin: "Plugins/\(name)"
        default: "Sources/\(name)"
        }
    }
}

public struct TargetDependency: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case target, product, byName
    }

    public var kind: Kind
    public var name: String
    /// The package of a `.product(name:package:)`.
    public var package: String?
    /// The `condition:` as written (`.when(platforms: [.iOS])`), or nil.
    public var condition: String?
    public var position: ProjectPosition

    /// `target:X`, `product:Y@package`, `byName:Z`: the form `archlint dump` prints.
    public var reference: String {
        switch kind {
        case .target: "target:\(name)"
        case .product: "product:\(name)@\(package ?? "")"
        case .byName: "byName:\(name)"
        }
    }
}
