/// An open-addressing hash map from a pair of 64-bit words to a small integer, for the overlay's node
/// and edge identities. Swift's `Dictionary` with SipHash spent a fifth of `buffer.geos-cases` hashing
/// grid points; this table uses a multiply–xorshift mix and linear probing instead.
struct BooleanKeyTable {
    private var keysA: [UInt64]
    private var keysB: [UInt64]
    private var values: [Int32]
    private var mask: Int
    private(set) var count = 0

    /// A table that holds `capacity` entries without growing.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keysA = [UInt64](repeating: 0, count: size)
        keysB = [UInt64](repeating: 0, count: size)
        values = [Int32](repeating: -1, count: size)
        mask = size - 1
    }

    @inline(__always)
    private static func slot(_ a: UInt64, _ b: UInt64) -> Int {
        var h = a &* 0x9E37_79B9_7F4A_7C15 ^ (b &+ 0x632B_E59B_D9B4_E019) &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 31
        return Int(truncatingIfNeeded: h)
    }

    /// The value stored for `(a, b)`, inserting `make()` first when absent.
    @inline(__always)
    mutating func value(for a: UInt64, _ b: UInt64, orInsert make: () -> Int32) -> Int32 {
        if count * 2 >= values.count { grow() }
        var i = Self.slot(a, b) & mask
        while true {
            let v = values[i]
            if v < 0 {
                let nv = make()
                keysA[i] = a
                keysB[i] = b
                values[i] = nv
                count += 1
                return nv
            }
            if keysA[i] == a && keysB[i] == b { return v }
            i = (i + 1) & mask
        }
    }

    /// The value stored for `(a, b)`, inserting `value` first when absent.
    @inline(__always)
    mutating func value(for a: UInt64, _ b: UInt64, orInsert value: Int32) -> Int32 {
        self.value(for: a, b) { value }
    }

    private mutating func grow() {
        let oldA = keysA, oldB = keysB, oldV = values
        let size = values.count * 2
        keysA = [UInt64](repeating: 0, count: size)
        keysB = [UInt64](repeating: 0, count: size)
        values = [Int32](repeating: -1, count: size)
        mask = size - 1
        for k in oldV.indices where oldV[k] >= 0 {
            var i = Self.slot(oldA[k], oldB[k]) & mask
            while values[i] >= 0 { i = (i + 1) & mask }
            keysA[i] = oldA[k]
            keysB[i] = oldB[k]
            values[i] = oldV[k]
        }
    }

    /// The key words of a point (its coordinates' bit patterns; grid points have no negative zero issue
    /// because `rounded()` of a tiny negative gives -0.0 only for inputs in (-0.5, 0], normalised here).
    @inline(__always)
    static func words(_ p: Point) -> (UInt64, UInt64) {
        ((p.x == 0 ? 0 : p.x).bitPattern, (p.y == 0 ? 0 : p.y).bitPattern)
    }
}
