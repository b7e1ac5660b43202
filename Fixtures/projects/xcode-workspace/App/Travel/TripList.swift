import Booking
import LegacyUI
import MapKit
import SwiftUI
import TravelKit

struct TripList: View {
    let trips: [Trip]
    let booker: Booker

    var body: some View {
        List(trips, id: \.city) { trip in BannerView(title: trip.city) }
    }
}
