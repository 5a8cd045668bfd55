/// A min-heap (priority queue) of `Comparable` elements stored in one flat array: the one heap of the
/// package.
///
/// The smallest element (by `<`) is always at the top. Elements that compare equal come out in an
/// unspecified order; make the ordering total (add a tie-breaking field such as an index) when the order
/// of ties matters. Searches use it with lazy deletion: push a new entry instead of decreasing a key, skip
/// stale entries when popped. Two kinds of element:
/// - a caller's own `Comparable` struct with a total order, where ties matter: the R-tree's best-first
///   nearest search (`RTreeNearestCandidate`) and the label-point search (cells);
/// - ``HeapEntry``, a `Double` key with a payload, through ``push(_:_:)`` and ``pop()``: routing's
///   searches (Polyanya, the multi-floor A*, the one-to-many search, the floor lower bounds), whose
///   payload is an `Int32` index into the caller's own node or entry array. ``removeAll(keepingCapacity:)``
///   keeps the storage, so a heap kept in a search's scratch allocates nothing once warm.
///
/// The implicit binary tree layout is Williams' (1964, *Algorithm 232: Heapsort*); ``init(_:)`` uses
/// Floyd's bottom-up construction (1964, *Algorithm 245: Treesort 3*).
public struct BinaryHeap<Element: Comparable> {
    /// The elements in heap order: `storage[i] <= storage[2i+1]` and `storage[i] <= storage[2i+2]`.
    @usableFromInline
    internal var storage: [Element]

    /// Creates an empty heap.
    @inlinable
    public init() { storage = [] }

    /// Creates an empty heap with room for `minimumCapacity` elements before it reallocates.
    /// - Parameter minimumCapacity: number of elements to reserve room for (≥ 0).
    @inlinable
    public init(minimumCapacity: Int) {
        storage = []
        storage.reserveCapacity(minimumCapacity)
    }

    /// Creates a heap holding the elements of `elements` (Floyd's bottom-up heap construction).
    /// - Parameter elements: any sequence; may be empty.
    /// - Complexity: O(n).
    @inlinable
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        storage = Array(elements)
        var i = storage.count / 2
        while i > 0 {
            i -= 1
            siftDown(from: i)
        }
    }

    /// The number of elements.
    @inlinable public var count: Int { storage.count }

    /// Whether the heap holds no element.
    @inlinable public var isEmpty: Bool { storage.isEmpty }

    /// The smallest element without removing it, or `nil` when the heap is empty.
    /// - Complexity: O(1).
    @inlinable public var min: Element? { storage.first }

    /// The elements in an unspecified (heap) order, for inspection or iteration.
    @inlinable public var unorderedElements: [Element] { storage }

    /// Adds an element.
    /// - Parameter element: the element to add.
    /// - Complexity: O(log n) (amortised: the storage may grow).
    @inlinable
    public mutating func insert(_ element: Element) {
        storage.append(element)
        siftUp(from: storage.count - 1)
    }

    /// Removes and returns the smallest element, or returns `nil` when the heap is empty.
    /// - Returns: the smallest element, or `nil` for an empty heap.
    /// - Complexity: O(log n).
    @inlinable
    @discardableResult
    public mutating func popMin() -> Element? {
        guard let last = storage.popLast() else { return nil }
        guard !storage.isEmpty else { return last }
        return storage.withUnsafeMutableBufferPointer { h in
            let top = h[0]
            Self.siftDown(last, from: 0, in: h)
            return top
        }
    }

    /// Removes every element.
    /// - Parameter keepingCapacity: keep the allocated storage for reuse (default `true`: reuse a heap
    ///   across searches to avoid reallocating).
    /// - Complexity: O(n).
    @inlinable
    public mutating func removeAll(keepingCapacity: Bool = true) {
        storage.removeAll(keepingCapacity: keepingCapacity)
    }

    /// Reserves room for `minimumCapacity` elements.
    /// - Complexity: O(n) when it reallocates.
    @inlinable
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        storage.reserveCapacity(minimumCapacity)
    }

    // The sift loops work on the buffer directly: their indices stay below `count` by construction, and
    // one uniqueness check per operation replaces one per element write (routing's searches spend a few
    // per cent of their time here).

    /// Moves the element at `index` up until its parent is not larger (a hole moves up, one write per level).
    @inlinable
    internal mutating func siftUp(from index: Int) {
        storage.withUnsafeMutableBufferPointer { h in
            var i = index
            let e = h[i]
            while i > 0 {
                let parent = (i &- 1) &>> 1
                let p = h[parent]
                guard e < p else { break }
                h[i] = p
                i = parent
            }
            h[i] = e
        }
    }

    /// Moves the element at `index` down until no child is smaller.
    @inlinable
    internal mutating func siftDown(from index: Int) {
        storage.withUnsafeMutableBufferPointer { h in Self.siftDown(h[index], from: index, in: h) }
    }

    /// Puts `e` into the hole at `index` of `h`, moving the hole down while a child is smaller than `e`
    /// (one write per level).
    @inlinable
    internal static func siftDown(_ e: Element, from index: Int, in h: UnsafeMutableBufferPointer<Element>) {
        let n = h.count
        var i = index
        while true {
            var child = 2 &* i &+ 1
            guard child < n else { break }
            if child &+ 1 < n && h[child &+ 1] < h[child] { child &+= 1 }
            let c = h[child]
            guard c < e else { break }
            h[i] = c
            i = child
        }
        h[i] = e
    }
}

extension BinaryHeap: Sendable where Element: Sendable {}

/// A heap element ordered by a `Double` key alone, carrying a payload (for example an index into the
/// caller's array of search nodes).
///
/// Equality and order look at the key only, so entries with equal keys are ties and pop in unspecified
/// order (put a tie-breaker into your own `Comparable` element when that order matters).
/// - Precondition: the key is not NaN (NaN is unordered and would break the heap's invariant).
public struct HeapEntry<Payload>: Comparable {
    /// The priority: the smallest key pops first.
    public var key: Double
    /// The data carried along with the key.
    public var payload: Payload

    /// Creates an entry; traps when `key` is NaN.
    @inlinable
    public init(key: Double, payload: Payload) {
        precondition(!key.isNaN, "HeapEntry keys must not be NaN")
        self.key = key
        self.payload = payload
    }

    @inlinable
    public static func < (a: HeapEntry, b: HeapEntry) -> Bool { a.key < b.key }

    @inlinable
    public static func == (a: HeapEntry, b: HeapEntry) -> Bool { a.key == b.key }
}

extension HeapEntry: Sendable where Payload: Sendable {}

extension BinaryHeap {
    /// Adds a `(key, payload)` pair.
    /// - Parameters:
    ///   - key: the priority (smallest first); must not be NaN.
    ///   - payload: the data to carry with it.
    /// - Complexity: O(log n) (amortised: the storage may grow).
    @inlinable
    public mutating func push<Payload>(_ key: Double, _ payload: Payload) where Element == HeapEntry<Payload> {
        insert(HeapEntry(key: key, payload: payload))
    }

    /// Removes and returns the pair with the smallest key, or returns `nil` when the heap is empty.
    /// - Complexity: O(log n).
    @inlinable
    public mutating func pop<Payload>() -> (key: Double, payload: Payload)? where Element == HeapEntry<Payload> {
        guard let e = popMin() else { return nil }
        return (e.key, e.payload)
    }
}
