import Foundation

/*
The Domain module is pure Swift: it imports Foundation and Common, nothing else.
A line such as
import UIKit
or a SwiftUI import would tie these entities to one UI framework, so keep them out.
*/

/// A city or region a traveller can search for and plan a trip to.
public struct Place: Identifiable, Equatable, Hashable, Sendable {
    public let id: String
    public let name: String
    public let countryCode: String
    public let summary: String
    /// Remote hero picture. Domain only passes the URL along; the UI layer turns it into an Image.
    public let heroImageURL: URL?
    public let rating: Double
    public let tags: [String]

    public init(
        id: String,
        name: String,
        countryCode: String,
        summary: String,
        heroImageURL: URL?,
        rating: Double,
        tags: [String]
    ) {
        self.id = id
        self.name = name
        self.countryCode = countryCode
        self.summary = summary
        self.heroImageURL = heroImageURL
        self.rating = rating
        self.tags = tags
    }
}
