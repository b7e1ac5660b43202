struct Order {
    let id: String
}
