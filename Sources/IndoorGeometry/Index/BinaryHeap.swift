/// A min-heap (priority queue) of `Comparable` elements stored in one flat array.
///
/// The smallest element (by `<`) is always at the top. Elements that compare equal come out in an
/// unspecified order; make the ordering total (add a tie-breaking field such as an index) when the order
/// of ties matters. Used by the R-tree's best-first nearest search and the label-point search (with lazy
/// deletion: push a new entry instead of decreasing a key, skip stale entries when popped). Routing's
/// searches use their own `RoutingHeap` (Double keys and Int32 payloads in two flat arrays); folding it
/// into this type is open (issue 16, item 5) until a benchmark shows the generic one as fast.
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
        let top = storage[0]
        storage[0] = last
        siftDown(from: 0)
        return top
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

    /// Moves the element at `i` up until its parent is not larger.
    @inlinable
    internal mutating func siftUp(from index: Int) {
        var i = index
        let e = storage[i]
        while i > 0 {
            let parent = (i - 1) / 2
            let p = storage[parent]
            guard e < p else { break }
            storage[i] = p
            i = parent
        }
        storage[i] = e
    }

    /// Moves the element at `i` down until no child is smaller (a hole moves down, one write per level).
    @inlinable
    internal mutating func siftDown(from index: Int) {
        let n = storage.count
        var i = index
        let e = storage[i]
        while true {
            var child = 2 * i + 1
            guard child < n else { break }
            if child + 1 < n && storage[child + 1] < storage[child] { child += 1 }
            let c = storage[child]
            guard c < e else { break }
            storage[i] = c
            i = child
        }
        storage[i] = e
    }
}

extension BinaryHeap: Sendable where Element: Sendable {}
