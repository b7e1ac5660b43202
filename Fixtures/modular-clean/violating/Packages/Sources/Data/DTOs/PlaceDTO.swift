import Foundation
import Domain

/// Wire format of a place returned by `GET /v1/places/search`.
public struct PlaceDTO: Codable, Equatable, Sendable {
    let id: String
    let name: String
    let countryCode: String
    let summary: String
    let heroImageURL: URL?
    let rating: Double
    let tags: [String]

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case countryCode = "country_code"
        case summary
        case heroImageURL = "hero_image_url"
        case rating
        case tags
    }

    /// Envelope of the search endpoint: `{ "results": [...] }`.
    struct SearchResponse: Codable, Sendable {
        let results: [PlaceDTO]
    }

    func toDomain() -> Place {
        Place(
            id: id,
            name: name,
            countryCode: countryCode,
            summary: summary,
            heroImageURL: heroImageURL,
            rating: rating,
            tags: tags
        )
    }
}
