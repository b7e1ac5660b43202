// Decoding lives in the data layer, but the type it decodes is a domain type.
extension Profile: Codable {}

struct ProfileDTO: Codable {
    let name: String
}
