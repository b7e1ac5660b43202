/// The name someone probably meant when they typed one that does not exist (`lnt` → `lint`,
/// `--formt` → `--format`, `vm-thn` → `vm-thin`): the closest by edit distance, a swap of two
/// neighbours counting as one edit, or else the only name that starts with what was typed.
public enum NearMiss {
    public static func suggestion(for typed: String, among names: [String]) -> String? {
        let typedCharacters = Array(typed)
        // A third of the word may be wrong, at least one character: `ab` → `cd` is no near miss.
        let allowed = max(1, typedCharacters.count / 3)
        var best: (name: String, distance: Int)?
        for name in names where name != typed {
            let distance = editDistance(typedCharacters, Array(name))
            if distance <= allowed, distance < (best?.distance ?? Int.max) { best = (name, distance) }
        }
        if let best { return best.name }
        let extending = names.filter { $0.hasPrefix(typed) }
        return typedCharacters.count >= 3 && extending.count == 1 ? extending[0] : nil
    }

    /// Insertions, deletions, substitutions and swaps of neighbours that turn `a` into `b`
    /// (optimal string alignment).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
