import ArchlintProject
import Foundation
@testable import ArchlintXcode

/// A fixture repository under `Fixtures/projects/`, read as archlint reads it: the project file by
/// its root-relative path, and the Swift files on disk for resolving source selections.
struct XcodeFixture {
    static let root: String = {
        let source = "\(#filePath)"
        return String(source[..<source.range(of: "/Tests/ArchlintXcodeTests/")!.lowerBound]) + "/Fixtures/projects"
    }()

    let folder: String

    init(_ name: String) {
        folder = "\(Self.root)/\(name)"
    }

    func bytes(_ relative: String) -> [UInt8] {
        Array(FileManager.default.contents(atPath: "\(folder)/\(relative)") ?? Data())
    }

    func project(_ relative: String) -> Project {
        XcodeProjectReader().read(path: relative, source: bytes(relative)) { path in
            FileManager.default.contents(atPath: "\(folder)/\(path)").map { Array($0) }
        }
    }

    /// Every Swift file of the fixture, root-relative, sorted.
    var swiftFiles: [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift"), RelativePath.lastComponent(of: path) != "Package.swift" { files.append(path) }
        }
        return files.sorted()
    }

    /// The fixture's Swift files each target compiles, by target name.
    func members(of project: Project) -> [String: [String]] {
        let files = swiftFiles
        var result: [String: [String]] = [:]
        for target in project.targets {
            let matcher = SourceMatcher(target.sources)
            result[target.name] = files.filter { matcher.match($0) != .none }
        }
        return result
    }
}

/// `Name(module kind productType)@line: dependency@line [condition], …`, the productType without its
/// `com.apple.product-type.` prefix.
func summary(_ project: Project) -> [String] {
    project.targets.map { target in
        let dependencies = target.dependencies.map { dependency in
            "\(dependency.reference)@\(dependency.position.line)" + (dependency.condition.map { " [\($0)]" } ?? "")
        }
        let type = target.productType.replacingOccurrences(of: "com.apple.product-type.", with: "")
        return "\(target.name)(\(target.moduleName) \(target.kind.rawValue) \(type))@\(target.position.line): "
            + dependencies.joined(separator: ", ")
    }
}
