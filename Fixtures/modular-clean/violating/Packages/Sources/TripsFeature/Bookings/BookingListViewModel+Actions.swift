import Foundation
import Domain

@MainActor
extension BookingListViewModel {
    func didTapCancelBooking(_ booking: Booking) {
        update(BookingListViewData(
            bookings: viewData.bookings.filter { $0.id != booking.id },
            selectedKind: viewData.selectedKind,
            expandedBookingId: nil,
            voucherURLs: viewData.voucherURLs
        ))
    }

    func didTapAddToCalendar(_ booking: Booking) -> DateInterval {
        DateInterval(start: booking.date, duration: 60 * 60)
    }

    func didTapContactProvider(_ booking: Booking) -> URL? {
        URL(string: "mailto:bookings@voyage.example?subject=\(booking.confirmationCode)")
    }
}
