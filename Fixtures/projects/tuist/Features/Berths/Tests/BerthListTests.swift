@testable import BerthsFeature
import XCTest

final class BerthListTests: XCTestCase {
    func testEmpty() { XCTAssertNil(BerthList().bookings) }
}
