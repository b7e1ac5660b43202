@testable import Booking
import Testing
import TravelKit

@Test func booksACity() {
    #expect(Booker().book(Trip(city: "Lyon")))
}
