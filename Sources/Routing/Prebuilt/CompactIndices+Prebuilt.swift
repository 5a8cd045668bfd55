import IndoorGeometry

/// ``CompactIndices`` in a prebuilt file: stored as their own bytes (two or four a value, the array's entry
/// stride saying which) and read in place from the file's mapping, no copy, after one pass that checks every
/// value against the bound of the table it points into.
extension CompactIndices {
    /// Writes `value`, or (`value` nil) reads indices in place whose every value lies in `range` (-1 only
    /// where `range` starts at -1 or below).
    static func coded(_ value: Self?, _ c: inout PrebuiltCoder, _ name: StaticString, in range: Range<Int>) throws(PrebuiltError) -> Self {
        let out = try stored(value, &c, name)
        if value == nil, let (lo, hi) = out.extremes(), Int(lo) < range.lowerBound || Int(hi) >= range.upperBound {
            throw c.damaged("'\(name)' holds values from \(lo) to \(hi), outside \(range.lowerBound)..<\(range.upperBound)")
        }
        return out
    }

    /// Writes `value`, or (`value` nil) reads in place the offsets of `lists` lists laid end to end (any
    /// number of lists when nil): the first 0, never falling, the last `total`.
    static func codedStarts(_ value: Self?, _ c: inout PrebuiltCoder, _ name: StaticString, lists: Int? = nil, total: Int) throws(PrebuiltError) -> Self {
        let out = try stored(value, &c, name)
        guard value == nil else { return out }
        try c.check(lists.map { out.count == $0 + 1 } ?? !out.isEmpty, "'\(name)' holds \(out.count) offsets for \(lists ?? -1) lists")
        try c.check(out[0] == 0 && Int(out[out.count - 1]) == total, "'\(name)' does not run from 0 to \(total)")
        if let (lo, _) = out.extremes(), lo < 0 { throw c.damaged("'\(name)' holds \(lo)") }
        if let i = out.firstFall() { throw c.damaged("'\(name)' falls at \(i)") }
        return out
    }

    /// The stored bytes of `value`, or (`value` nil) the next stored array as indices in place.
    private static func stored(_ value: Self?, _ c: inout PrebuiltCoder, _ name: StaticString) throws(PrebuiltError) -> Self {
        let (bytes, stride) = try c.stored(value?.storedBytes, name, stride: 2, or: 4)
        if let value { return value }
        guard let owner = c.storageOwner else { throw c.damaged("'\(name)' read without a file") }
        return CompactIndices(stored: bytes, stride: stride, owner: owner)
    }
}
