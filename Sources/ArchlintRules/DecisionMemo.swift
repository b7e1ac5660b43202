/// A yes/no question asked about the same keys many times (is this type forbidden? is this file in
/// scope?), answered once per key.
struct DecisionMemo<Key: Hashable> {
    private var answers: [Key: Bool] = [:]

    mutating func decide(_ key: Key, _ answer: () -> Bool) -> Bool {
        if let known = answers[key] { return known }
        let value = answer()
        answers[key] = value
        return value
    }
}
