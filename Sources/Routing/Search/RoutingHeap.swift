/// A binary min-heap of `(key, value)` pairs with `Double` keys and `Int32` payloads, stored in two flat
/// arrays so that clearing it between queries keeps its capacity (no allocation once warm).
///
/// Ties pop in unspecified order. Keys must not be NaN.
struct RoutingHeap {
    private var keys: [Double] = []
    private var values: [Int32] = []

    init() {}

    var isEmpty: Bool { keys.isEmpty }
    var count: Int { keys.count }

    /// The smallest key, or `nil` when empty.
    var minKey: Double? { keys.first }

    /// Removes everything, keeping capacity.
    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    /// Inserts a pair. - Complexity: O(log n).
    mutating func push(_ key: Double, _ value: Int32) {
        precondition(!key.isNaN, "RoutingHeap keys must not be NaN")
        keys.append(key)
        values.append(value)
        var i = keys.count - 1
        while i > 0 {
            let parent = (i - 1) >> 1
            if keys[parent] <= key { break }
            keys[i] = keys[parent]
            values[i] = values[parent]
            i = parent
        }
        keys[i] = key
        values[i] = value
    }

    /// Removes and returns the pair with the smallest key. - Complexity: O(log n).
    mutating func pop() -> (key: Double, value: Int32)? {
        guard let top = keys.first else { return nil }
        let topValue = values[0]
        let lastKey = keys.removeLast()
        let lastValue = values.removeLast()
        let n = keys.count
        if n > 0 {
            var i = 0
            while true {
                let l = 2 * i + 1
                if l >= n { break }
                let r = l + 1
                let c = r < n && keys[r] < keys[l] ? r : l
                if keys[c] >= lastKey { break }
                keys[i] = keys[c]
                values[i] = values[c]
                i = c
            }
            keys[i] = lastKey
            values[i] = lastValue
        }
        return (top, topValue)
    }
}
