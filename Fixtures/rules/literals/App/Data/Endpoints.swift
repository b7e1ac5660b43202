/// See https://docs.example.com for the API.
enum Endpoints {
    static let users = "\(Config.api)/users"
    static let legacy = "http://old.example.com/users"
    static let socket = #"wss://stream.example.com"#
}
