import BerthsFeatureInterface
import BookingsFeatureInterface
import DesignKit

public struct BerthList {
    let bookings: BookingSource?
    public init() { bookings = nil }
}
