import Foundation

public final class DownloadBookingVoucherUseCaseImpl: DownloadBookingVoucherUseCase {
    private let voucherBaseURL: URL
    private let session: URLSession

    public init(voucherBaseURL: URL, session: URLSession = .shared) {
        self.voucherBaseURL = voucherBaseURL
        self.session = session
    }

    public func execute(booking: Booking) async throws -> URL {
        var request = URLRequest(url: voucherBaseURL.appending(path: booking.confirmationCode))
        request.setValue("application/pdf", forHTTPHeaderField: "Accept")
        let (fileURL, response) = try await session.download(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw TripError.unknown("The voucher for \(booking.provider) is not available yet.")
        }
        return fileURL
    }
}
