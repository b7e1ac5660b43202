import ArchlintXcodeGen

/// XcodeGen specs: any bytes as `project.yml`; every file it includes reads as the same bytes, so
/// include cycles and repeated includes are exercised too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = XcodeGenReader.declaresProject(bytes)
    _ = XcodeGenReader().read(path: "project.yml", load: { _ in bytes })
    _ = XcodeGenReader().read(path: "project.json", load: { _ in bytes })
    return 0
}
