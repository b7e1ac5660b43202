import BookingsFeature
import ProfileFeature

enum RootTab {
    case berths, bookings, profile
}
