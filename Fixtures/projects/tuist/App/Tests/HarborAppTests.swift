@testable import HarborApp
import XCTest

final class HarborAppTests: XCTestCase {
    func testTabs() { XCTAssertNotNil(RootTab.berths) }
}
