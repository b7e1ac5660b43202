import ArchlintManifest

/// The static manifest reader (lexer, parser, interpreter, package model): any bytes as `Package.swift`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = ManifestReader(platform: .host).read(path: "Package.swift", source: Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
