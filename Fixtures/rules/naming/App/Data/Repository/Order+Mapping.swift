extension Order {
    var title: String { id }
}
