enum Level: String, Hashable {
    case basic
}
