public enum Tracker {
    public static func track(_ event: String) {}
}
