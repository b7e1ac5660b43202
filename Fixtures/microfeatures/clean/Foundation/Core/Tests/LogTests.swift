@testable import Core
import XCTest

final class LogTests: XCTestCase {
    func testGramsCompare() {
        XCTAssertEqual(Grams(2), Grams(2))
    }
}
