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
}
