import Foundation
import SwiftUI

/// One scheduled entry of a trip itinerary: a flight, a hotel stay, a tour, a transfer.
public struct ItineraryItem: Identifiable, Equatable, Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case flight
        case stay
        case activity
        case transfer

        /// Colour of the timeline dot, so every screen draws the same itinerary.
        public var tint: Color {
            switch self {
            case .flight: .blue
            case .stay: .indigo
            case .activity: .orange
            case .transfer: .gray
            }
        }
    }

    public let id: String
    public let title: String
    public let kind: Kind
    public let startsAt: Date
    public let location: String
    public let notes: String?

    public init(
        id: String,
        title: String,
        kind: Kind,
        startsAt: Date,
        location: String,
        notes: String? = nil
    ) {
        self.id = id
        self.title = title
        self.kind = kind
        self.startsAt = startsAt
        self.location = location
        self.notes = notes
    }
}
