@testable import Profile
import XCTest

final class ProfileViewTests: XCTestCase {
    func testTheNameIsShown() {
        XCTAssertEqual(ProfileView(name: "Ada").displayName, "Ada")
    }
}
