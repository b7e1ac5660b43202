import Booking
import SwiftUI
import TravelKit

@main
struct TravelApp: App {
    var body: some Scene {
        WindowGroup { TripList(trips: TripStore().trips, booker: Booker()) }
    }
}
