import OSLog

enum Log {
    static let app = Logger(subsystem: "app", category: "app")
}
