@testable import BookingsFeature
import XCTest

final class BookingStoreTests: XCTestCase {
    func testStore() { _ = BookingStore() }
}
