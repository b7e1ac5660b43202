import Foundation
import Domain

struct BookingListViewData: Equatable {
    let bookings: [Booking]
    let selectedKind: Booking.Kind?
    let expandedBookingId: String?
    let voucherURLs: [String: URL]

    init(
        bookings: [Booking] = [],
        selectedKind: Booking.Kind? = nil,
        expandedBookingId: String? = nil,
        voucherURLs: [String: URL] = [:]
    ) {
        self.bookings = bookings
        self.selectedKind = selectedKind
        self.expandedBookingId = expandedBookingId
        self.voucherURLs = voucherURLs
    }

    var visibleBookings: [Booking] {
        guard let selectedKind else {
            return bookings
        }
        return bookings.filter { $0.kind == selectedKind }
    }
}
