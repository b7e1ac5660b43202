import ArchlintRules

/// Baselines: any bytes as a baseline file. One that reads must match (an empty lint: every
/// entry is stale) and write back to a file that reads as the same baseline.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let baseline: Baseline
    do {
        baseline = try Baseline.parse(Array(UnsafeBufferPointer(start: data, count: size)), file: ".archlint-baseline.json")
    } catch let error as ConfigurationError {
        _ = error.description
        return 0
    } catch {
        fatalError("baseline parsing threw something else than a ConfigurationError: \(error)")
    }
    _ = baseline.match([])
    guard let again = try? Baseline.parse(baseline.render(), file: "rendered"), again == baseline else {
        fatalError("a baseline does not read back as itself once written")
    }
    return 0
}
