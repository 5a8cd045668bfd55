/// A read-only array of fixed-size plain records that lives in a prebuilt file's bytes: no copy, no
/// per-element object. The file's storage stays alive as long as the view does.
///
/// Records are plain data (`BitwiseCopyable`, no references) in the file's little-endian layout; the
/// reader checked, before making the view, that the section's length is `count * stride` and that its
/// offset is aligned for `Record`. Subscripts are bounds-checked (a bad index is a programmer error).
///
/// - Complexity: O(1) to make and to index; ``copy(_:)`` is one bulk memory copy.
public struct FlatArray<Record: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    /// The bytes of the records.
    public let bytes: UnsafeRawBufferPointer
    /// Keeps the mapping alive.
    let owner: AnyObject?
    /// Number of records.
    public let count: Int

    /// A view of `bytes` as records; `bytes.count` must be a multiple of the record stride and the start
    /// aligned for `Record`.
    init(bytes: UnsafeRawBufferPointer, owner: AnyObject?) {
        let stride = MemoryLayout<Record>.stride
        precondition(stride > 0 && bytes.count % stride == 0, "FlatArray: \(bytes.count) bytes is no whole number of \(stride)-byte records")
        precondition(
            bytes.baseAddress.map { Int(bitPattern: $0) % MemoryLayout<Record>.alignment == 0 } ?? true,
            "FlatArray: records are misaligned")
        self.bytes = bytes
        self.owner = owner
        self.count = bytes.count / stride
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The record at `i` (0 ≤ i < count).
    @inlinable
    public subscript(i: Int) -> Record {
        precondition(i >= 0 && i < count, "FlatArray index \(i) out of range 0..<\(count)")
        return bytes.load(fromByteOffset: i * MemoryLayout<Record>.stride, as: Record.self)
    }

    /// The records in `range` as a Swift array, copied in one bulk copy. The range must lie inside the view.
    public func copy(_ range: Range<Int>) -> [Record] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "FlatArray range \(range) out of 0..<\(count)")
        let stride = MemoryLayout<Record>.stride
        return [Record](unsafeUninitializedCapacity: range.count) { buffer, initialized in
            if range.count > 0, let source = bytes.baseAddress, let target = buffer.baseAddress {
                UnsafeMutableRawPointer(target).copyMemory(from: source + range.lowerBound * stride, byteCount: range.count * stride)
            }
            initialized = range.count
        }
    }
}
