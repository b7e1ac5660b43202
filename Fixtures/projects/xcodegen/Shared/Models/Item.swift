struct Item: Identifiable {
    var id: Int
    var name: String
}
