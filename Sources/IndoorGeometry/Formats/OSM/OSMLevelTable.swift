/// The levels of one OSM document: which names stand for which numbers (`level:ref`), the display name
/// of each level, and the floor ordinal each level gets.
///
/// Ordinals: when every level is a whole number, the level itself (`-1` → -1); otherwise levels are
/// numbered in order with ordinal 0 at the lowest level ≥ 0 (`-1, 0, 0.5, 1` → -1, 0, 1, 2). Names that no
/// `level:ref` resolves come above the highest numbered level, in the order first met.
struct OSMLevelTable {
    /// `level:ref` (and `indoor=level` names) → the numeric level they name.
    private var numberOfName: [String: Double] = [:]
    private var displayNames: [Double: String] = [:]
    private var unordered: [String] = []
    private var numbers: Set<Double> = []
    private var sortedNumbers: [Double]? = nil
    /// `level` + `repeat_on` text → levels, for the few distinct values a map repeats on every feature;
    /// emptied when a name is learnt.
    private var cache: [String: [OSMLevel]] = [:]

    /// Records that numeric `level` is called `name`: features may give the name as their level, and
    /// with `display` floors on that level are shown by it (first name wins for display).
    mutating func name(_ level: OSMLevel, _ name: String, display: Bool = true) {
        guard case let .number(v) = level else { return }
        cache = [:]
        if numberOfName[name] == nil { numberOfName[name] = v }
        if display && displayNames[v] == nil { displayNames[v] = name }
    }

    func resolve(_ name: String) -> Double? { numberOfName[name] }

    mutating func addUnordered(_ name: String) {
        if !unordered.contains(name) { unordered.append(name) }
    }

    /// Records a level used by some feature (for ordinals).
    mutating func register(_ level: OSMLevel) {
        if case let .number(v) = level, numbers.insert(v).inserted { sortedNumbers = nil }
    }

    /// The levels of a feature's `level` and `repeat_on`, names resolved to numbers where `level:ref` says.
    mutating func levels(level: String?, repeatOn: String?) -> [OSMLevel] {
        let key = (level ?? "") + "\u{1}" + (repeatOn ?? "")
        if let hit = cache[key] { return hit }
        var out: [OSMLevel] = []
        for l in OSMLevel.parse(level ?? "") + OSMLevel.parse(repeatOn ?? "") {
            var r = l
            if case let .name(n) = l, let v = numberOfName[n] { r = .number(v) }
            if !out.contains(r) { out.append(r) }
        }
        cache[key] = out
        return out
    }

    /// The display name of a level (`level:ref` or the `indoor=level` name), when the data has one.
    func displayName(of level: OSMLevel) -> String? {
        guard case let .number(v) = level else { return nil }
        return displayNames[v]
    }

    /// The floor ordinal of `level` (see the type's description).
    mutating func ordinal(of level: OSMLevel) -> Int {
        if sortedNumbers == nil { sortedNumbers = numbers.sorted() }
        let all = sortedNumbers ?? []
        let whole = all.allSatisfy { $0.rounded() == $0 && abs($0) < 1e6 }
        switch level {
        case let .number(v):
            if whole, v.rounded() == v, abs(v) < 1e6 { return Int(v) }
            let zero = all.firstIndex { $0 >= 0 } ?? all.count
            return (all.firstIndex(of: v) ?? 0) - zero
        case let .name(n):
            let top = whole ? Int(all.last ?? 0) : all.count - (all.firstIndex { $0 >= 0 } ?? all.count) - 1
            return top + 1 + (unordered.firstIndex(of: n) ?? unordered.count)
        }
    }
}
