import ArchlintRules

/// The shipped presets, so `extends` resolves as it does for users.
let loader = ConfigurationLoader(presetDirectories: [
    String(#filePath.prefix(upTo: #filePath.range(of: "/Tools/Fuzz/")!.lowerBound)) + "/rules"
])

/// Configuration loading (JSON5 parser, merging with presets, validation of every rule's
/// options): any bytes as `.archlint.json`. A configuration error is an answer; a trap is not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let configuration = try loader.load(text: text, display: ".archlint.json")
        for rule in configuration.rules { _ = rule.id }
    } catch let error as ConfigurationError {
        _ = error.description
    } catch {
        fatalError("configuration loading threw something else than a ConfigurationError: \(error)")
    }
    return 0
}
