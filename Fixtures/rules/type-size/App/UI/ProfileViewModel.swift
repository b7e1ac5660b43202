final class ProfileViewModel {
    private(set) var name = ""
    init(session: Session) {}
    func load() {}
}
