import Foundation
import SwiftData

/// The signed-in athlete, as stored on device.
@Model
final class SessionEntity {
    @Attribute(.unique) var athleteID: String
    var displayName: String
    var signedInAt: Date

    init(athleteID: String, displayName: String, signedInAt: Date) {
        self.athleteID = athleteID
        self.displayName = displayName
        self.signedInAt = signedInAt
    }
}
