import ArchlintProject

/// Reads an Xcode project (`X.xcodeproj/project.pbxproj`) into the project model: its native
/// targets with the Swift files they compile (build files through the group tree, Xcode 16
/// synchronized folders with their membership exceptions), module names, dependencies, package
/// references, compilation conditions and default isolation. It reads the file's text only.
public struct XcodeProjectReader: Sendable {
    public init() {}

    /// `path` is the project file's root-relative path (`App/App.xcodeproj/project.pbxproj`);
    /// `load` reads the `.xcconfig` files its configurations name (root-relative paths).
    public func read(path: String, source: [UInt8], load: @escaping (String) -> [UInt8]? = { _ in nil }) -> Project {
        let bundle = RelativePath.parent(of: path)
        let bundleName = RelativePath.lastComponent(of: bundle)
        let name = bundleName.hasSuffix(".xcodeproj") ? String(bundleName.dropLast(".xcodeproj".count)) : bundleName
        var project = Project(kind: .xcode, path: path, directory: RelativePath.parent(of: bundle), name: name)
        if Self.isXMLOrBinary(source) {
            project.warnings.append(ProjectWarning(
                message: "an XML or binary project.pbxproj is not read (only the text format Xcode writes); open and save it in Xcode",
                position: ProjectPosition(line: 1, column: 1)))
            return project
        }
        let parsed = PropertyListParser.parse(source)
        if let failure = parsed.failure {
            let message = parsed.root == nil
                ? "project.pbxproj cannot be read: \(failure.message)"
                : "project.pbxproj cannot be read past here (\(failure.message)); what comes before it is used"
            project.warnings.append(ProjectWarning(message: message, position: failure.position))
        }
        guard let root = parsed.root?.dictionary else {
            if parsed.root != nil {
                project.warnings.append(ProjectWarning(message: "project.pbxproj does not hold a dictionary", position: ProjectPosition(line: 1, column: 1)))
            }
            return project
        }
        let objects = PBXObjects(root: root)
        guard let rootObject = objects.rootObject, rootObject.isa == "PBXProject" else {
            if parsed.failure == nil {
                project.warnings.append(ProjectWarning(
                    message: "project.pbxproj names no PBXProject as its rootObject", position: root["rootObject"]?.position ?? .unknown))
            }
            return project
        }
        var context = XcodeProjectContext(objects: objects, project: rootObject, projectFolder: project.directory, projectName: name, load: load)
        project.targets = rootObject.references("targets").compactMap { context.target($0) }
        project.packages = rootObject.references("packageReferences").compactMap { context.packageReference($0) }
        project.warnings += context.warnings
        project.warnings.sort { ($0.position.line, $0.position.column, $0.message) < ($1.position.line, $1.position.column, $1.message) }
        return project
    }

    /// An XML property list (`<?xml`, `<plist`) or a binary one (`bplist`), after any whitespace.
    static func isXMLOrBinary(_ source: [UInt8]) -> Bool {
        let start = source.drop { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        return start.starts(with: Array("<?xml".utf8)) || start.starts(with: Array("<plist".utf8)) || start.starts(with: Array("bplist".utf8))
    }
}
