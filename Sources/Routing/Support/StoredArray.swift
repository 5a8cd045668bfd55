import IndoorGeometry

/// A read-only array of plain values in one block of memory of its own, or in place in a prebuilt file's
/// mapping (``init(stored:owner:)``): the large per-floor tables of a router opened from a file are read
/// where they lie, shared by every process that maps the file, instead of being copied into private memory.
///
/// Read like an array (a random-access collection, ``withUnsafeBufferPointer(_:)``); a read is a bounds check
/// and one load through a raw pointer. Immutable once made, so it is `Sendable`.
struct StoredArray<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    /// Owns the values' memory (freed with the last copy of the array).
    private final class Owner {
        let memory: UnsafeMutableRawPointer
        init(bytes: Int) { memory = .allocate(byteCount: Swift.max(bytes, 1), alignment: Swift.max(MemoryLayout<Element>.alignment, 8)) }
        deinit { memory.deallocate() }
    }

    /// Keeps the values alive: an ``Owner``, or the mapping of the file they lie in.
    private let owner: AnyObject
    private let base: UnsafePointer<Element>
    /// Number of values.
    let count: Int

    /// A copy of `values` (an empty one allocates nothing: a route query makes empty tables for its scratch).
    init(_ values: [Element]) {
        guard !values.isEmpty else {
            self.init()
            return
        }
        let owner = Owner(bytes: values.count * MemoryLayout<Element>.stride)
        let out = owner.memory.bindMemory(to: Element.self, capacity: values.count)
        values.withUnsafeBufferPointer { if let b = $0.baseAddress { out.initialize(from: b, count: values.count) } }
        self.init(owner: owner, base: UnsafePointer(out), count: values.count)
    }

    /// `count` values made in place: each set to `value`, then handed to `fill` to change (the array's one
    /// block: a large table is built where it stays, without a second copy of it alive while it is copied).
    init(count: Int, repeating value: Element, filling fill: (UnsafeMutableBufferPointer<Element>) -> Void) {
        guard count > 0 else {
            self.init()
            fill(UnsafeMutableBufferPointer(start: nil, count: 0))
            return
        }
        let owner = Owner(bytes: count * MemoryLayout<Element>.stride)
        let out = owner.memory.bindMemory(to: Element.self, capacity: count)
        out.initialize(repeating: value, count: count)
        fill(UnsafeMutableBufferPointer(start: out, count: count))
        self.init(owner: owner, base: UnsafePointer(out), count: count)
    }

    /// The values `bytes` holds, read in place; `owner` keeps them alive. `bytes` is aligned for `Element` and a
    /// whole number of values (the caller checked the values).
    init(stored bytes: UnsafeRawBufferPointer, owner: AnyObject) {
        let stride = MemoryLayout<Element>.stride
        precondition(bytes.count % stride == 0, "StoredArray: \(bytes.count) bytes of \(stride)-byte values")
        guard let b = bytes.baseAddress, bytes.count > 0 else {
            self.init()
            return
        }
        precondition(Int(bitPattern: b) % MemoryLayout<Element>.alignment == 0, "StoredArray: misaligned values")
        self.init(owner: owner, base: b.assumingMemoryBound(to: Element.self), count: bytes.count / stride)
    }

    /// No values, with no memory of its own: the base is an aligned address that is never read.
    private init() {
        self.init(owner: storedArrayNoOwner, base: UnsafePointer(bitPattern: MemoryLayout<Element>.alignment)!, count: 0)
    }

    private init(owner: AnyObject, base: UnsafePointer<Element>, count: Int) {
        self.owner = owner
        self.base = base
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// Value `i` (a trap when `i` is out of range, as an array's).
    @inline(__always) subscript(i: Int) -> Element {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "StoredArray index out of range")
        return base[i]
    }

    /// Calls `body` with the values as a buffer (valid only during the call).
    @inline(__always) func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try withExtendedLifetime(owner) { try body(UnsafeBufferPointer(start: base, count: count)) }
    }

    /// The values' bytes, as a prebuilt file stores them.
    var storedBytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count * MemoryLayout<Element>.stride) }

    /// Bytes the values take (``MemoryFootprint``).
    var footprintBytes: Int { count * MemoryLayout<Element>.stride }
}

/// What keeps an empty ``StoredArray``'s (absent) values alive: one object shared by all of them.
private final class StoredArrayNoOwner: Sendable {}
private let storedArrayNoOwner = StoredArrayNoOwner()
