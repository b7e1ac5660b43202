import ArchlintProject
import ArchlintXcodeGen
/// The build descriptions archlint reads besides `Package.swift`, recognised by name and place.
public enum ProjectFileKind: Sendable, Equatable {
    /// `X.xcodeproj/project.pbxproj`.
    case xcodeProject
    /// `X.xcworkspace/contents.xcworkspacedata` (not the one every `.xcodeproj` holds inside).
    case xcodeWorkspace
    /// An XcodeGen spec: `project.yml`, `project.yaml`, `project.json`, or a YAML file named as
    /// other specs are (`project-pm.yml`, `iOS-Swift/iOS-Swift.yml`), a spec if its text says so.
    case xcodeGenSpec

    /// The kind of the file `name` in `folder` (relative to the root), or nil for any other file.
    public init?(name: String, folder: String) {
        switch name {
        case "project.pbxproj" where folder.hasSuffix(".xcodeproj"):
            self = .xcodeProject
        case "contents.xcworkspacedata" where folder.hasSuffix(".xcworkspace") && !folder.contains(".xcodeproj/"):
            self = .xcodeWorkspace
        case _ where XcodeGenReader.isSpecName(name) || XcodeGenReader.isCandidateSpecName(name, folder: folder):
            self = .xcodeGenSpec
        default:
            return nil
        }
    }

    public init?(path: String) {
        self.init(name: RelativePath.lastComponent(of: path), folder: RelativePath.parent(of: path))
    }
}
