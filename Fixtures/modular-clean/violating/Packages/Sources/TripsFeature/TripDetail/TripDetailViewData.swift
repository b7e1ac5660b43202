import Foundation
import Common
import Domain

struct TripDetailViewData: Equatable {
    let trip: Trip?
    let expandedBookingId: String?

    init(
        trip: Trip? = nil,
        expandedBookingId: String? = nil
    ) {
        self.trip = trip
        self.expandedBookingId = expandedBookingId
    }

    static let mock = TripDetailViewData(
        trip: Trip(
            id: "trip-azores",
            title: "Whales & hot springs",
            placeName: "São Miguel, Azores",
            dates: DateRange(
                start: Date(timeIntervalSince1970: 1_781_913_600),
                end: Date(timeIntervalSince1970: 1_782_518_400)
            ),
            status: .upcoming,
            itinerary: [
                ItineraryItem(
                    id: "item-1",
                    title: "Flight LIS → PDL",
                    kind: .flight,
                    startsAt: Date(timeIntervalSince1970: 1_781_942_400),
                    location: "Lisbon Humberto Delgado Airport"
                ),
                ItineraryItem(
                    id: "item-2",
                    title: "Check in at Quinta das Lagoas",
                    kind: .stay,
                    startsAt: Date(timeIntervalSince1970: 1_781_956_800),
                    location: "Furnas"
                ),
                ItineraryItem(
                    id: "item-3",
                    title: "Whale watching from Ponta Delgada",
                    kind: .activity,
                    startsAt: Date(timeIntervalSince1970: 1_782_028_800),
                    location: "Ponta Delgada marina",
                    notes: "Bring a windproof jacket."
                )
            ],
            bookings: [
                Booking(
                    id: "booking-1",
                    kind: .flight,
                    provider: "Atlantic Air",
                    confirmationCode: "AZ7Q2K",
                    totalPrice: 189,
                    currencyCode: "EUR",
                    date: Date(timeIntervalSince1970: 1_781_942_400)
                ),
                Booking(
                    id: "booking-2",
                    kind: .hotel,
                    provider: "Quinta das Lagoas",
                    confirmationCode: "QL-55810",
                    totalPrice: 742.5,
                    currencyCode: "EUR",
                    date: Date(timeIntervalSince1970: 1_781_956_800)
                )
            ]
        ),
        expandedBookingId: nil
    )
}

extension TripDetailViewData {
    func copy(
        trip: Trip?? = nil,
        expandedBookingId: String?? = nil
    ) -> TripDetailViewData {
        TripDetailViewData(
            trip: trip ?? self.trip,
            expandedBookingId: expandedBookingId ?? self.expandedBookingId
        )
    }
}
