import Foundation
import SwiftData

/// Cached trip summary. Itinerary and bookings are always fetched fresh, so they are not persisted.
@Model
final class TripEntity {
    @Attribute(.unique) var id: String
    var title: String
    var placeName: String
    var startDate: Date
    var endDate: Date
    var status: String

    init(id: String, title: String, placeName: String, startDate: Date, endDate: Date, status: String) {
        self.id = id
        self.title = title
        self.placeName = placeName
        self.startDate = startDate
        self.endDate = endDate
        self.status = status
    }

    convenience init(dto: TripDTO) {
        self.init(
            id: dto.id,
            title: dto.title,
            placeName: dto.placeName,
            startDate: dto.startDate,
            endDate: dto.endDate,
            status: dto.status
        )
    }

    func toDTO() -> TripDTO {
        TripDTO(
            id: id,
            title: title,
            placeName: placeName,
            startDate: startDate,
            endDate: endDate,
            status: status,
            itinerary: [],
            bookings: []
        )
    }
}
