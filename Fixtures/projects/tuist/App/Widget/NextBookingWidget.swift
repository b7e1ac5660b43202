import BookingsFeatureInterface
import WidgetKit

struct NextBookingWidget {
    let source: BookingSource?
}
