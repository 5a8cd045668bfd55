import Testing
@testable import RouteCLI
import TestSupport

@Suite("CLI did-you-mean suggestions")
struct SuggestionTests {
    @Test(
        "Damerau-Levenshtein distances",
        arguments: [
            ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("floor", "floor", 0), ("flor", "floor", 1), ("form", "from", 1),
            ("lcoate", "locate", 1), ("ab", "ba", 1), ("ca", "abc", 2), ("kitten", "sitting", 3), ("abcdef", "badcfe", 3),
            ("avodi", "avoid", 1), ("a", "b", 1), ("héllo", "hello", 1)
        ])
    func distances(a: String, b: String, expected: Int) {
        #expect(CLISuggestion.damerauLevenshtein(a, b) == expected)
        #expect(CLISuggestion.damerauLevenshtein(b, a) == expected)
    }

    /// Plain Levenshtein (no transpositions): an upper bound of Damerau–Levenshtein.
    static func levenshtein(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0 ... b.count)
        for i in 1 ... max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1 ... max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }

    /// Slow oracle: the unrestricted distance by breadth-first search over single edits, on a tiny alphabet.
    static func bruteForce(_ a: String, _ b: String, alphabet: [Character]) -> Int {
        var seen: Set<String> = [a]
        var frontier = [a]
        var distance = 0
        while !frontier.contains(b) {
            distance += 1
            var next: [String] = []
            for word in frontier {
                let w = Array(word)
                var neighbours: [[Character]] = []
                for i in 0 ... w.count {
                    for c in alphabet { var x = w; x.insert(c, at: i); neighbours.append(x) }
                }
                for i in w.indices {
                    var d = w; d.remove(at: i); neighbours.append(d)
                    for c in alphabet where c != w[i] { var s = w; s[i] = c; neighbours.append(s) }
                    if i + 1 < w.count { var t = w; t.swapAt(i, i + 1); neighbours.append(t) }
                }
                for n in neighbours where n.count <= max(a.count, b.count) + 1 {
                    let s = String(n)
                    if seen.insert(s).inserted { next.append(s) }
                }
            }
            frontier = next
        }
        return distance
    }

    @Test func randomStringsAgreeWithOracles() {
        let seed: UInt64 = 0x5EED_C11
        var rng = SplitMix64(seed: seed)
        let alphabet: [Character] = ["a", "b", "c"]
        func word(_ maxLength: Int) -> String {
            String((0 ..< Int.random(in: 0 ... maxLength, using: &rng)).map { _ in alphabet[Int.random(in: 0 ..< 3, using: &rng)] })
        }
        for _ in 0 ..< 60 {
            let a = word(4), b = word(4), c = word(4)
            let dab = CLISuggestion.damerauLevenshtein(a, b)
            #expect(dab == Self.bruteForce(a, b, alphabet: alphabet), "seed \(seed): '\(a)' '\(b)'")
            #expect(dab <= Self.levenshtein(Array(a), Array(b)), "seed \(seed)")
            #expect(dab >= abs(a.count - b.count), "seed \(seed)")
            #expect((dab == 0) == (a == b), "seed \(seed)")
            // A metric: the triangle inequality holds for the unrestricted distance.
            #expect(dab <= CLISuggestion.damerauLevenshtein(a, c) + CLISuggestion.damerauLevenshtein(c, b), "seed \(seed): '\(a)' '\(b)' '\(c)'")
        }
    }

    @Test func closestCandidate() {
        let names = ["at", "floor", "batch", "max-distance", "help"]
        #expect(CLISuggestion.closest(to: "flor", among: names) == "floor")
        #expect(CLISuggestion.closest(to: "max-dist", among: names) == "max-distance")
        #expect(CLISuggestion.closest(to: "a", among: names) == "at")
        #expect(CLISuggestion.closest(to: "zzzzzz", among: names) == nil)
        #expect(CLISuggestion.closest(to: "", among: names) == nil)
        #expect(CLISuggestion.closest(to: "m", among: ["max", "min"]) == nil, "ambiguous prefixes give no suggestion")
        #expect(CLISuggestion.closest(to: "rund", among: ["round", "flat", "square"]) == "round")
    }
}
