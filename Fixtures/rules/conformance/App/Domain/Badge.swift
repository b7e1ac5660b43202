protocol Persistable: Encodable & Decodable {}

struct Badge: Persistable {
    let id: Int
}
