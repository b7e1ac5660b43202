import Foundation
import Combine
import Domain

/// Bookings of one trip: filter by kind, expand a booking, download and share its voucher.
final class BookingListViewModel: ObservableObject {
    @Published private(set) var viewState: BookingListViewState = .idle
    @Published private(set) var viewData: BookingListViewData = BookingListViewData()

    private let trip: Trip

    init(trip: Trip) {
        self.trip = trip
    }

    func load() {
        viewData = BookingListViewData(bookings: trip.bookings.sorted { $0.date < $1.date })
        viewState = .success(viewData)
    }

    func didSelectKind(_ kind: Booking.Kind?) {
        update(BookingListViewData(
            bookings: viewData.bookings,
            selectedKind: kind,
            expandedBookingId: viewData.expandedBookingId,
            voucherURLs: viewData.voucherURLs
        ))
    }

    func clearFilter() {
        didSelectKind(nil)
    }

    func didTapBooking(_ booking: Booking) {
        let expanded = viewData.expandedBookingId == booking.id ? nil : booking.id
        update(BookingListViewData(
            bookings: viewData.bookings,
            selectedKind: viewData.selectedKind,
            expandedBookingId: expanded,
            voucherURLs: viewData.voucherURLs
        ))
    }

    func didTapCopyConfirmationCode(_ booking: Booking) -> String {
        booking.confirmationCode
    }

    func didTapDownloadVoucher(_ booking: Booking, from url: URL) async {
        do {
            let (fileURL, _) = try await URLSession.shared.download(from: url)
            var urls = viewData.voucherURLs
            urls[booking.id] = fileURL
            update(BookingListViewData(
                bookings: viewData.bookings,
                selectedKind: viewData.selectedKind,
                expandedBookingId: viewData.expandedBookingId,
                voucherURLs: urls
            ))
        } catch {
            viewState = .error(.unknown(error.localizedDescription))
        }
    }

    func didTapShare() -> String {
        viewData.visibleBookings
            .map { "\($0.provider): \($0.confirmationCode)" }
            .joined(separator: "\n")
    }

    func totalPrice(currencyCode: String) -> Decimal {
        viewData.visibleBookings
            .filter { $0.currencyCode == currencyCode }
            .reduce(0) { $0 + $1.totalPrice }
    }

    func update(_ data: BookingListViewData) {
        viewData = data
        viewState = .success(data)
    }
}
