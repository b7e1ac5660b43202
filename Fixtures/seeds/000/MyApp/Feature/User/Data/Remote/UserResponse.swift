// seed 000:L1105-1119, recommended (block L899-1129, "### Remote DataSource (URLSession)")
// ---
/**
 * API Response model
 */
struct UserResponse: Codable {
    let id: String
    let name: String
    let email: String
    let joinedAt: Date
    let status: String

    enum CodingKeys: String, CodingKey {
        case id, name, email, status
        case joinedAt = "joined_at"
    }
}
