import Foundation
import Common
import Domain

struct TripListViewData: Equatable {
    let trips: [Trip]
    let filter: TripFilter

    init(
        trips: [Trip] = [],
        filter: TripFilter = .upcoming
    ) {
        self.trips = trips
        self.filter = filter
    }

    var visibleTrips: [Trip] {
        trips.filter { filter.includes($0.status) }
    }

    static let mock = TripListViewData(
        trips: [
            Trip(
                id: "trip-azores",
                title: "Whales & hot springs",
                placeName: "São Miguel, Azores",
                dates: DateRange(
                    start: Date(timeIntervalSince1970: 1_781_913_600),
                    end: Date(timeIntervalSince1970: 1_782_518_400)
                ),
                status: .upcoming
            ),
            Trip(
                id: "trip-kyoto",
                title: "Autumn in Kyoto",
                placeName: "Kyoto, Japan",
                dates: DateRange(
                    start: Date(timeIntervalSince1970: 1_792_540_800),
                    end: Date(timeIntervalSince1970: 1_793_577_600)
                ),
                status: .upcoming
            ),
            Trip(
                id: "trip-lisbon",
                title: "Long weekend in Lisbon",
                placeName: "Lisbon, Portugal",
                dates: DateRange(
                    start: Date(timeIntervalSince1970: 1_746_144_000),
                    end: Date(timeIntervalSince1970: 1_746_403_200)
                ),
                status: .past
            )
        ],
        filter: .upcoming
    )
}

extension TripListViewData {
    func copy(
        trips: [Trip]? = nil,
        filter: TripFilter? = nil
    ) -> TripListViewData {
        TripListViewData(
            trips: trips ?? self.trips,
            filter: filter ?? self.filter
        )
    }
}
