import IndoorGeometry

/// A read-only array of indices (and `-1`) in two bytes each when every value is below ``narrowLimit``,
/// else in four: the per-floor tables of a mesh (its polygon rows and adjacency, its point grid, its dead ends)
/// hold polygon and vertex numbers that stay far below 65,535 on the floors of a building, so most floors of a
/// large campus take half the memory, and a floor of any size still works.
///
/// The values live in one allocation of their own, or in place in a prebuilt file's mapping
/// (``init(stored:stride:owner:)``), read through a raw pointer: a read is a bounds check, one load and
/// (two-byte values) the `-1` mapping, with no array header to follow and no reference counting, as the mesh
/// searches read these tables in their innermost loops. Immutable once built, so it is `Sendable`.
struct CompactIndices: RandomAccessCollection, @unchecked Sendable {
    /// Values at or above this (or below -1) make the array wide.
    static let narrowLimit = Int32(UInt16.max)

    /// Owns the values' memory (freed with the last copy of the array).
    private final class Owner {
        let memory: UnsafeMutableRawPointer
        init(bytes: Int) { memory = .allocate(byteCount: Swift.max(bytes, 1), alignment: MemoryLayout<Int32>.alignment) }
        deinit { memory.deallocate() }
    }

    /// Keeps the values' memory alive: an ``Owner``, or the mapping of the file the values lie in.
    private let owner: AnyObject
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

    /// Values stored as ``storedBytes`` holds them (`stride` 2: narrow, `UInt16.max` standing for -1; 4:
    /// `Int32`), read in place; `owner` keeps `bytes` alive. The caller checked the values; `bytes` is aligned
    /// for `stride` and a whole number of values.
    init(stored bytes: UnsafeRawBufferPointer, stride: Int, owner: AnyObject) {
        precondition((stride == 2 || stride == 4) && bytes.count % stride == 0, "CompactIndices: \(bytes.count) bytes of \(stride)-byte values")
        precondition(bytes.baseAddress.map { Int(bitPattern: $0) % stride == 0 } ?? true, "CompactIndices: misaligned values")
        if let b = bytes.baseAddress {
            self.owner = owner
            self.base = b
        } else {
            let empty = Owner(bytes: 0)
            self.owner = empty
            self.base = UnsafeRawPointer(empty.memory)
        }
        self.count = bytes.count / stride
        self.isNarrow = stride == 2
    }

    /// The values' bytes as a prebuilt file stores them, and their stride (2 narrow, 4 wide).
    var storedBytes: (bytes: UnsafeRawBufferPointer, stride: Int) {
        let stride = isNarrow ? 2 : 4
        return (UnsafeRawBufferPointer(start: base, count: count * stride), stride)
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

    /// The least and greatest value (nil when empty), in one pass over the values.
    func extremes() -> (min: Int32, max: Int32)? {
        guard count > 0 else { return nil }
        if isNarrow {
            // Shifted by one (wrapping) so that -1, stored as UInt16.max, compares as the least.
            let p = base.assumingMemoryBound(to: UInt16.self)
            var lo = UInt16.max, hi = UInt16.min
            for i in 0 ..< count {
                let v = p[i] &+ 1
                lo = Swift.min(lo, v)
                hi = Swift.max(hi, v)
            }
            return (Int32(lo) - 1, Int32(hi) - 1)
        }
        let p = base.assumingMemoryBound(to: Int32.self)
        var lo = Int32.max, hi = Int32.min
        for i in 0 ..< count {
            lo = Swift.min(lo, p[i])
            hi = Swift.max(hi, p[i])
        }
        return (lo, hi)
    }

    /// The first index whose value is less than the one before it (nil when the values never fall; -1,
    /// stored narrow, compares as `UInt16.max`).
    func firstFall() -> Int? {
        guard count > 1 else { return nil }
        if isNarrow {
            let p = base.assumingMemoryBound(to: UInt16.self)
            return (1 ..< count).first { p[$0] < p[$0 - 1] }
        }
        let p = base.assumingMemoryBound(to: Int32.self)
        return (1 ..< count).first { p[$0] < p[$0 - 1] }
    }

    /// Bytes the values take (``MemoryFootprint``).
    var footprintBytes: Int { count * (isNarrow ? 2 : 4) }
}
