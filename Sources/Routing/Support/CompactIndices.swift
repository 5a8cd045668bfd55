import IndoorGeometry

/// A read-only array of indices (and `-1`) in two bytes each when every value is below ``narrowLimit``,
/// else in four: the per-floor tables of a mesh (its point grid, its dead ends) hold polygon numbers and
/// offsets that stay far below 65,535 on the floors of a building, so most floors of a large campus take half
/// the memory, and a floor of any size still works.
struct CompactIndices: RandomAccessCollection, Sendable {
    /// Values at or above this (or below -1) make the array wide.
    static let narrowLimit = Int32(UInt16.max)

    private let narrow: [UInt16]
    private let wide: [Int32]
    /// Whether the values are in ``narrow`` (`UInt16.max` standing for -1).
    private let isNarrow: Bool

    /// The indices of `values` (each ≥ -1).
    init(_ values: [Int32]) {
        if values.allSatisfy({ $0 >= -1 && $0 < Self.narrowLimit }) {
            narrow = values.map { $0 < 0 ? UInt16.max : UInt16($0) }
            wide = []
            isNarrow = true
        } else {
            narrow = []
            wide = values
            isNarrow = false
        }
    }

    /// Number of values.
    var count: Int { isNarrow ? narrow.count : wide.count }
    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// Value `i`.
    @inline(__always) subscript(i: Int) -> Int32 {
        if isNarrow {
            let v = narrow[i]
            return v == UInt16.max ? -1 : Int32(v)
        }
        return wide[i]
    }

    /// Bytes the values take (``MemoryFootprint``).
    var footprintBytes: Int { MemoryFootprint.bytes(narrow) + MemoryFootprint.bytes(wide) }
}
