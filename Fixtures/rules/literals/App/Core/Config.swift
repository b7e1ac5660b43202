enum Config {
    static let api = "https://api.example.com"
}
