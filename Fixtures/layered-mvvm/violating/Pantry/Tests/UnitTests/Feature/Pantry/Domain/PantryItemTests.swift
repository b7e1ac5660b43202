import XCTest
@testable import Pantry

/**
 * Domain model unit test
 */
final class PantryItemTests: XCTestCase {

    private let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    private let today = Date(timeIntervalSince1970: 1_750_000_000)

    private func day(_ offset: Int) -> Date {
        calendar.date(byAdding: .day, value: offset, to: today)!
    }

    func test_expiryStatus_coversEveryCase() {
        XCTAssertEqual(PantryItem.stub(expiresOn: day(-2)).expiryStatus(on: today, calendar: calendar), .expired(daysAgo: 2))
        XCTAssertEqual(PantryItem.stub(expiresOn: day(0)).expiryStatus(on: today, calendar: calendar), .expiringSoon(daysLeft: 0))
        XCTAssertEqual(PantryItem.stub(expiresOn: day(3)).expiryStatus(on: today, calendar: calendar), .expiringSoon(daysLeft: 3))
        XCTAssertEqual(PantryItem.stub(expiresOn: day(4)).expiryStatus(on: today, calendar: calendar), .fresh(daysLeft: 4))
        XCTAssertEqual(PantryItem.stub(expiresOn: nil).expiryStatus(on: today, calendar: calendar), .noExpiry)
    }

    func test_isUsable_falseWhenExpiredOrEmpty() {
        XCTAssertFalse(PantryItem.stub(quantity: 1, expiresOn: day(-1)).isUsable(on: today, calendar: calendar))
        XCTAssertFalse(PantryItem.stub(quantity: 0).isUsable(on: today, calendar: calendar))
        XCTAssertTrue(PantryItem.stub(quantity: 1, expiresOn: day(1)).isUsable(on: today, calendar: calendar))
    }

    func test_matches_ignoresCasePluralAndAccents() {
        XCTAssertTrue(PantryItem.stub(name: "Tomatoes").matches(ingredientName: "tomato"))
        XCTAssertTrue(PantryItem.stub(name: "Eggs").matches(ingredientName: "egg"))
        XCTAssertTrue(PantryItem.stub(name: "Crème fraîche").matches(ingredientName: "creme fraiche"))
        XCTAssertFalse(PantryItem.stub(name: "Rice").matches(ingredientName: "Rice noodles"))
    }
}
