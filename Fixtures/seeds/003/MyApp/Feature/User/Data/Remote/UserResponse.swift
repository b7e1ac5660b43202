// seed 003:L1105-1119, recommended (block L899-1129, "### Remote DataSource (URLSession)")
// ---
/**
 * API レスポンスモデル
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
