import ArchlintFacts

/// Lexer and fact extraction: any bytes, as a `.swift` file's contents.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = FactExtractor().extract(UnsafeBufferPointer(start: data, count: size))
    return 0
}
