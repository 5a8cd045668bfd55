/// "Did you mean …?" suggestions for misspelled subcommands, options and values.
enum CLISuggestion {
    /// The candidate closest to `word`, or `nil` when none is close enough to be a plausible typo.
    ///
    /// Closeness is the Damerau–Levenshtein distance (insertions, deletions, substitutions and transpositions
    /// of adjacent characters, each costing 1). A candidate is accepted when its distance is at most 1 for
    /// words of up to 3 characters, 2 up to 6 and 3 beyond; a candidate that starts with `word` (an
    /// abbreviation such as `max-dist`) is accepted too when it is the only one. Ties go to the earlier
    /// candidate, so list candidates in declaration order.
    /// - Complexity: O(Σ |word| · |candidate|).
    static func closest(to word: String, among candidates: [String]) -> String? {
        guard !word.isEmpty else { return nil }
        let limit = word.count <= 3 ? 1 : (word.count <= 6 ? 2 : 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let d = damerauLevenshtein(word, candidate)
            if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        if let best { return best.candidate }
        let prefixed = candidates.filter { $0.hasPrefix(word) }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// The (unrestricted) Damerau–Levenshtein distance between two strings, compared by `Character`.
    ///
    /// Lowrance & Wagner's algorithm ("An Extension of the String-to-String Correction Problem", JACM 1975):
    /// unlike the restricted "optimal string alignment" variant it allows edits between transposed
    /// characters, so `ca` → `abc` costs 2.
    /// - Complexity: O(|a| · |b|) time and space.
    static func damerauLevenshtein(_ a: String, _ b: String) -> Int {
        let s = Array(a), t = Array(b)
        let m = s.count, n = t.count
        if m == 0 { return n }
        if n == 0 { return m }
        let infinity = m + n
        // Matrix with one extra sentinel row and column: d[i + 1][j + 1] is the distance of s[..<i], t[..<j].
        let width = n + 2
        var d = [Int](repeating: 0, count: (m + 2) * width)
        d[0] = infinity
        for i in 0 ... m { d[(i + 1) * width] = infinity; d[(i + 1) * width + 1] = i }
        for j in 0 ... n { d[j + 1] = infinity; d[width + j + 1] = j }
        var lastRow: [Character: Int] = [:]
        for i in 1 ... m {
            var lastMatchColumn = 0
            for j in 1 ... n {
                let i1 = lastRow[t[j - 1]] ?? 0
                let j1 = lastMatchColumn
                let cost: Int
                if s[i - 1] == t[j - 1] { cost = 0; lastMatchColumn = j } else { cost = 1 }
                let substitution = d[i * width + j] + cost
                let insertion = d[(i + 1) * width + j] + 1
                let deletion = d[i * width + j + 1] + 1
                let transposition = d[i1 * width + j1] + (i - i1 - 1) + 1 + (j - j1 - 1)
                d[(i + 1) * width + j + 1] = min(substitution, insertion, deletion, transposition)
            }
            lastRow[s[i - 1]] = i
        }
        return d[(m + 1) * width + n + 1]
    }
}
