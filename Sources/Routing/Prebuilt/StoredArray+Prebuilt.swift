import IndoorGeometry

/// ``StoredArray`` in a prebuilt file: stored as its bytes and read in place from the file's mapping, no copy.
extension StoredArray {
    /// Writes `value`, or (`value` nil) reads the next array in place. The values are not checked: use it
    /// for values no other table is indexed by.
    static func coded(_ value: Self?, _ c: inout PrebuiltCoder, _ name: StaticString) throws(PrebuiltError) -> Self {
        let stride = MemoryLayout<Element>.stride
        let (bytes, _) = try c.stored(value.map { ($0.storedBytes, stride) }, name, stride: stride, or: stride)
        if let value { return value }
        guard let owner = c.storageOwner else { throw c.damaged("'\(name)' read without a file") }
        return StoredArray(stored: bytes, owner: owner)
    }
}

extension StoredArray where Element == UInt16 {
    /// Writes `value`, or (`value` nil) reads in place an array whose every value is below `bound` or equal
    /// to `sentinel`, checked in one pass.
    static func coded(
        _ value: Self?, _ c: inout PrebuiltCoder, _ name: StaticString, below bound: Int, orEqualTo sentinel: UInt16
    ) throws(PrebuiltError) -> Self {
        let out = try coded(value, &c, name)
        guard value == nil else { return out }
        // One more than the greatest value other than the sentinel (0: none).
        let top = out.withUnsafeBufferPointer { b in
            var top: UInt32 = 0
            for v in b { top = Swift.max(top, v == sentinel ? 0 : UInt32(v) + 1) }
            return Int(top)
        }
        if top > bound { throw c.damaged("'\(name)' holds \(top - 1), neither below \(bound) nor \(sentinel)") }
        return out
    }
}

extension StoredArray where Element == Int32 {
    /// Writes `value`, or (`value` nil) reads in place an array whose every value lies in `range`, checked in
    /// one pass.
    static func coded(_ value: Self?, _ c: inout PrebuiltCoder, _ name: StaticString, in range: Range<Int>) throws(PrebuiltError) -> Self {
        let out = try coded(value, &c, name)
        guard value == nil, let (lo, hi) = out.extremes() else { return out }
        if Int(lo) < range.lowerBound || Int(hi) >= range.upperBound {
            throw c.damaged("'\(name)' holds values from \(lo) to \(hi), outside \(range.lowerBound)..<\(range.upperBound)")
        }
        return out
    }

    /// Writes `value`, or (`value` nil) reads in place the offsets of `lists` lists laid end to end: the
    /// first 0, never falling, the last `total`.
    static func codedStarts(_ value: Self?, _ c: inout PrebuiltCoder, _ name: StaticString, lists: Int, total: Int) throws(PrebuiltError) -> Self {
        let out = try coded(value, &c, name)
        guard value == nil else { return out }
        try c.check(out.count == lists + 1, "'\(name)' holds \(out.count) offsets for \(lists) lists")
        try c.check(out[0] == 0 && Int(out[out.count - 1]) == total, "'\(name)' does not run from 0 to \(total)")
        let fall = out.withUnsafeBufferPointer { b in (1 ..< b.count).first { b[$0] < b[$0 - 1] } }
        if let fall { throw c.damaged("'\(name)' falls at \(fall)") }
        return out
    }

    /// The least and greatest value (nil when empty), in one pass.
    func extremes() -> (min: Int32, max: Int32)? {
        guard count > 0 else { return nil }
        return withUnsafeBufferPointer { b in
            var lo = Int32.max, hi = Int32.min
            for v in b {
                lo = Swift.min(lo, v)
                hi = Swift.max(hi, v)
            }
            return (lo, hi)
        }
    }
}
