import IndoorGeometry

/// A read-only array of indices (and `-1`) in two bytes each when every value is below ``narrowLimit``,
/// else in four: the per-floor tables of a mesh (its polygon rows and adjacency, its point grid, its dead ends)
/// hold polygon and vertex numbers that stay far below 65,535 on the floors of a building, so most floors of a
/// large campus take half the memory, and a floor of any size still works.
///
/// The values live in one allocation of their own, read through a raw pointer: a read is a bounds check, one
/// load and (two-byte values) the `-1` mapping, with no array header to follow and no reference counting, as
/// the mesh searches read these tables in their innermost loops. Immutable once built, so it is `Sendable`.
struct CompactIndices: RandomAccessCollection, @unchecked Sendable {
    /// Values at or above this (or below -1) make the array wide.
    static let narrowLimit = Int32(UInt16.max)

    /// Owns the values' memory (freed with the last copy of the array).
    private final class Owner {
        let memory: UnsafeMutableRawPointer
        init(bytes: Int) { memory = .allocate(byteCount: Swift.max(bytes, 1), alignment: MemoryLayout<Int32>.alignment) }
        deinit { memory.deallocate() }
    }

    private let owner: Owner
    /// The owner's memory (kept beside it so that a read does not go through the owner).
    private let base: UnsafeRawPointer
    /// Number of values.
    let count: Int
    /// Whether the values take two bytes each (`UInt16.max` standing for -1), else four (`Int32`).
    private let isNarrow: Bool

    /// The indices of `values` (each ≥ -1).
    init(_ values: [Int32]) {
        let narrow = values.allSatisfy { $0 >= -1 && $0 < Self.narrowLimit }
        let owner = Owner(bytes: values.count * (narrow ? 2 : 4))
        if narrow {
            let out = owner.memory.bindMemory(to: UInt16.self, capacity: values.count)
            for (i, v) in values.enumerated() { out[i] = v < 0 ? UInt16.max : UInt16(v) }
        } else {
            let out = owner.memory.bindMemory(to: Int32.self, capacity: values.count)
            for (i, v) in values.enumerated() { out[i] = v }
        }
        self.owner = owner
        self.base = UnsafeRawPointer(owner.memory)
        self.count = values.count
        self.isNarrow = narrow
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// Value `i` (a trap when `i` is out of range, as an array's).
    @inline(__always) subscript(i: Int) -> Int32 {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "CompactIndices index out of range")
        if isNarrow {
            let v = base.load(fromByteOffset: i &* 2, as: UInt16.self)
            return v == UInt16.max ? -1 : Int32(v)
        }
        return base.load(fromByteOffset: i &* 4, as: Int32.self)
    }

    /// Bytes the values take (``MemoryFootprint``).
    var footprintBytes: Int { count * (isNarrow ? 2 : 4) }
}
