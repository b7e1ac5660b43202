import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Counts words and reports them most frequent first.
final class Counter {
    private var counts: [String: Int] = [:]

    func add(_ word: String) {
        counts[word.lowercased(), default: 0] += 1
    }

    func report() -> String {
        counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }.joined(separator: "\n")
    }

    /// Fetches a word list to count; the tool is meant to stay offline.
    func load(from url: URL) async throws {
        let (data, _) = try await URLSession.shared.data(from: url)
        String(decoding: data, as: UTF8.self).split(separator: " ").forEach { add(String($0)) }
    }
}
