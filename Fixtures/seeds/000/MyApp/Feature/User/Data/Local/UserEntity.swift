// seed 000:L869-893, recommended (block L800-893, "### Local DataSource (SwiftData / iOS 17+)")
// ---
/**
 * SwiftData Entity
 */
@Model
final class UserEntity {
    @Attribute(.unique) var id: String
    var name: String
    var email: String
    var joinedAt: Date
    var status: String

    init(
        id: String,
        name: String,
        email: String,
        joinedAt: Date,
        status: String
    ) {
        self.id = id
        self.name = name
        self.email = email
        self.joinedAt = joinedAt
        self.status = status
    }
}
