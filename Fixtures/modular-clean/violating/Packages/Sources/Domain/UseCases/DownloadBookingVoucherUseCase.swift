import Foundation

/// Downloads the PDF voucher of a booking so it can be shown offline at the check-in desk.
public protocol DownloadBookingVoucherUseCase: Sendable {
    func execute(booking: Booking) async throws -> URL
}
