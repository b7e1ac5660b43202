// seed 003:L1121-1129, recommended (block L899-1129, "### Remote DataSource (URLSession)")
// ---
struct CreateUserRequest: Encodable {
    let name: String
    let email: String
}

struct UpdateUserRequest: Encodable {
    let name: String
    let email: String
}
