// Referenced relative to the project folder (SOURCE_ROOT), from the project's main group.
enum Secrets {
    static let apiKey = "not-a-secret"
}
