@testable import Shop_App
import ShopKit
import XCTest

final class CartTests: XCTestCase {
    func testTotal() {
        XCTAssertEqual(Cart(items: [Product(name: "Tea", price: 3)]).total, 3)
    }
}
