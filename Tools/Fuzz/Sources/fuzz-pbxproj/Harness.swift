import ArchlintXcode

/// Xcode project files: any bytes as `App.xcodeproj/project.pbxproj` (the property-list parser and
/// the project reader, with every `.xcconfig` it names reading as the same bytes) and as a
/// workspace's `contents.xcworkspacedata`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = XcodeProjectReader().read(path: "App/App.xcodeproj/project.pbxproj", source: bytes, load: { _ in bytes })
    _ = XcodeWorkspaceReader().read(path: "App.xcworkspace/contents.xcworkspacedata", source: bytes)
    return 0
}
