import BookingsFeatureInterface
import HarborNetworking
import ProfileFeature

public final class BookingStore: BookingSource {
    let client = HarborClient()
    let owner: ProfileScreen?
    public init() { owner = nil }
}
