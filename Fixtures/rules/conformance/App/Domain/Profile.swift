struct Profile: Equatable {
    let name: String
}
