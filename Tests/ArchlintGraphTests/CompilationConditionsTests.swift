import ArchlintGraph
import Testing

@Suite("Compilation conditions")
struct CompilationConditionsTests {
    static let package = CompilationConditions(defines: ["SWIFT_PACKAGE", "USE_NIO"])
    static let app = CompilationConditions(defines: nil)

    @Test(arguments: [
        ("false", false, false),
        ("!true", false, false),
        ("true", true, true),
        ("DEBUG", true, true),
        ("!DEBUG", true, true),
        ("USE_NIO", true, true),
        ("!USE_NIO", false, true),
        ("SINGLE_MODULE", false, true),
        ("!(SINGLE_MODULE)", true, true),
        ("canImport(UIKit) && SINGLE_MODULE", false, true),
        ("canImport(UIKit) || SINGLE_MODULE", true, true),
        ("os(iOS) && !SWIFT_PACKAGE", false, true),
        ("swift(>=5.9) && compiler(>=6.0)", true, true),
        ("(false || USE_NIO) && !false", true, true),
        ("targetEnvironment(simulator)", true, true),
        ("hasFeature(StrictConcurrency) && false", false, false),
        ("weird ~ syntax", true, true),
    ])
    func decidesOnlyWhatTheBuildCannotChange(condition: String, inPackage: Bool, inApp: Bool) {
        #expect(Self.package.canHold([condition]) == inPackage, "package: \(condition)")
        #expect(Self.app.canHold([condition]) == inApp, "app: \(condition)")
    }

    @Test func aSetHoldsOnlyWhenEveryClauseCan() {
        #expect(Self.package.canHold([]))
        #expect(Self.package.canHold(["DEBUG", "USE_NIO"]))
        #expect(!Self.package.canHold(["DEBUG", "!(USE_NIO)"]))
    }

    /// A target that builds for known platforms only (an Xcode or XcodeGen watch app) decides `os()`.
    @Test(arguments: [
        ("os(watchOS)", true, false, true),
        ("!os(watchOS)", false, true, true),
        ("os(iOS) || os(macOS)", false, true, true),
        ("os(iOS) && !os(macOS)", false, true, true),
        ("os(Linux)", false, false, true),
        ("canImport(UIKit)", true, true, true),
        ("os(macOS) && DEBUG", false, true, true),
    ])
    func platformsDecideOS(condition: String, onWatch: Bool, onPhoneAndMac: Bool, anywhere: Bool) {
        #expect(CompilationConditions(defines: nil, platforms: ["watchOS"]).canHold([condition]) == onWatch, "watch: \(condition)")
        #expect(CompilationConditions(defines: nil, platforms: ["iOS", "macOS"]).canHold([condition]) == onPhoneAndMac, "iOS+macOS: \(condition)")
        #expect(CompilationConditions(defines: nil).canHold([condition]) == anywhere, "unknown: \(condition)")
    }
}
