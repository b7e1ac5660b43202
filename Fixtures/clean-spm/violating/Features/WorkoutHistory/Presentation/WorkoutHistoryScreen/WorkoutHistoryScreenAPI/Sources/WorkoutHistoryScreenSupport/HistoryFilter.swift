/// Which workouts the history screen lists first.
public enum HistoryFilter: String, CaseIterable, Sendable {
    case all
    case runs
    case walksAndHikes
}
