/// A static R-tree over bounding boxes, bulk-loaded once with Sort-Tile-Recursive packing.
///
/// Item `i` of the tree is the box `boxes[i]` given to ``init(boxes:nodeCapacity:)``; queries report that
/// index, so callers keep their geometry in their own array and index into it. The tree cannot be modified
/// after construction: build a new one when the items change (building is fast, see the benchmarks).
///
/// Storage is flat (no class nodes): one array of entry boxes (four `Double`s per entry) holding first the
/// items in packing order, then the nodes level by level (leaf parents first, the root last); one array
/// mapping item entries to the caller's indices; and one array of child ranges for the nodes. The children
/// of every node are a contiguous run of entries of the level below.
///
/// Boxes are closed (edges belong to them). An empty box (``BoundingBox/empty``, or any box with
/// `min > max` or a NaN coordinate) is kept as an item but never matches any query.
///
/// Bulk loading: Leutenegger, Edgington, Lopez, *STR: A Simple and Efficient Algorithm for R-Tree
/// Packing*, ICDE 1997. Each level is packed the same way: sort the entries by centre x, cut them into
/// `⌈√P⌉` vertical slices of `⌈√P⌉·capacity` entries (P = number of nodes of the level), sort each slice by
/// centre y and group runs of `capacity` entries into nodes; repeat on the nodes until one root remains.
/// The layout follows GEOS `TemplateSTRtree` and Flatbush.
public struct RTree: Sendable {
    /// The number of items (including items with empty boxes).
    public let count: Int
    /// The maximum number of children per node (at least 2).
    public let nodeCapacity: Int

    /// Entry boxes, four per entry (`minX, minY, maxX, maxY`): items `0 ..< count` in packing order, then
    /// nodes; the root, when there is one, is the last entry.
    @usableFromInline let entryBoxes: [Double]
    /// For item entry `e` (`e < count`), the caller's index of that item.
    @usableFromInline let itemIndices: [Int32]
    /// For node entry `count + j`, its children are the entries `nodeChildren[2j] ..< nodeChildren[2j+1]`.
    @usableFromInline let nodeChildren: [Int32]
    /// Number of node levels (0 for an empty tree, 1 when the root's children are items).
    @usableFromInline let height: Int

    /// Builds the tree from item boxes with Sort-Tile-Recursive bulk loading.
    ///
    /// - Parameters:
    ///   - boxes: the item boxes, in metres; item `i` is `boxes[i]`. May be empty; may contain duplicates,
    ///     zero-area boxes (points, segments along an axis) and empty boxes (never matched).
    ///   - nodeCapacity: maximum children per node, 2 through 1024. Default 16: in the `rtree.query.*`
    ///     benchmarks (10^5 boxes) 4 and 16 tie for point and small-box queries, 8, 32 and 64 are 10–60 %
    ///     slower, and 16 builds fewer levels and stores a quarter of the nodes of 4.
    /// - Precondition: fewer than 2^30 boxes; `nodeCapacity` in `2 ... 1024`.
    /// - Complexity: O(n log n) time, O(n) memory.
    public init(boxes: [BoundingBox], nodeCapacity: Int = 16) {
        precondition((2 ... 1024).contains(nodeCapacity), "RTree node capacity must be in 2...1024, got \(nodeCapacity)")
        precondition(boxes.count < Int(Int32.max) / 2, "RTree holds fewer than 2^30 items, got \(boxes.count)")
        let n = boxes.count
        count = n
        self.nodeCapacity = nodeCapacity
        guard n > 0 else {
            entryBoxes = []
            itemIndices = []
            nodeChildren = []
            height = 0
            return
        }

        // Items, in STR order.
        var centreX = [Double](repeating: 0, count: n)
        var centreY = [Double](repeating: 0, count: n)
        for i in 0 ..< n {
            let b = boxes[i]
            if b.isEmpty {
                centreX[i] = .infinity  // sorts last and stays out of every node box
                centreY[i] = .infinity
            } else {
                centreX[i] = (b.minX + b.maxX) * 0.5
                centreY[i] = (b.minY + b.maxY) * 0.5
            }
        }
        let itemOrder = RTree.sortTileOrder(centreX: centreX, centreY: centreY, capacity: nodeCapacity)
        var estimatedEntries = n
        var levelSize = n
        while levelSize > 1 {
            levelSize = (levelSize + nodeCapacity - 1) / nodeCapacity
            estimatedEntries += levelSize
        }
        if n == 1 { estimatedEntries += 1 }
        var eb: [Double] = []
        eb.reserveCapacity(4 * estimatedEntries)
        var indices = [Int32](repeating: 0, count: n)
        for (position, original) in itemOrder.enumerated() {
            let b = boxes[Int(original)]
            if b.isEmpty {
                eb.append(.infinity)
                eb.append(.infinity)
                eb.append(-.infinity)
                eb.append(-.infinity)
            } else {
                eb.append(b.minX)
                eb.append(b.minY)
                eb.append(b.maxX)
                eb.append(b.maxY)
            }
            indices[position] = original
        }

        // Node levels: group runs of `capacity` entries of the level below, then STR-order the new level.
        var children: [Int32] = []
        children.reserveCapacity(2 * (estimatedEntries - n))
        var levelStart = 0
        var levelEnd = n
        var levels = 0
        repeat {
            let newStart = levelEnd
            var first = levelStart
            while first < levelEnd {
                let last = Swift.min(first + nodeCapacity, levelEnd)
                var minX = Double.infinity, minY = Double.infinity
                var maxX = -Double.infinity, maxY = -Double.infinity
                for e in first ..< last {
                    minX = Swift.min(minX, eb[4 * e])
                    minY = Swift.min(minY, eb[4 * e + 1])
                    maxX = Swift.max(maxX, eb[4 * e + 2])
                    maxY = Swift.max(maxY, eb[4 * e + 3])
                }
                eb.append(minX)
                eb.append(minY)
                eb.append(maxX)
                eb.append(maxY)
                children.append(Int32(first))
                children.append(Int32(last))
                first = last
            }
            let newEnd = eb.count / 4
            levels += 1
            if newEnd - newStart > 1 {
                RTree.sortTileLevel(boxes: &eb, children: &children, start: newStart, end: newEnd, itemCount: n, capacity: nodeCapacity)
            }
            levelStart = newStart
            levelEnd = newEnd
        } while levelEnd - levelStart > 1

        entryBoxes = eb
        itemIndices = indices
        nodeChildren = children
        height = levels
    }

    /// Whether the tree holds no item.
    @inlinable public var isEmpty: Bool { count == 0 }

    /// The box of all non-empty items, ``BoundingBox/empty`` when there is none.
    public var bounds: BoundingBox {
        guard !entryBoxes.isEmpty else { return .empty }
        let r = entryBoxes.count - 4
        return BoundingBox(minX: entryBoxes[r], minY: entryBoxes[r + 1], maxX: entryBoxes[r + 2], maxY: entryBoxes[r + 3])
    }

    /// The position of the root entry, or -1 for an empty tree.
    @usableFromInline var rootEntry: Int { entryBoxes.count / 4 - 1 }

    /// The STR permutation of `centreX.count` entries: returns entry indices in packing order.
    static func sortTileOrder(centreX: [Double], centreY: [Double], capacity: Int) -> [Int32] {
        let m = centreX.count
        let nodes = (m + capacity - 1) / capacity
        let slices = Int(Double(nodes).squareRoot().rounded(.up))
        let sliceSize = slices * capacity
        var byX = (0 ..< m).map { RTreeSortKey(key: centreX[$0], entry: Int32($0)) }
        byX.sort()
        var order = [Int32](repeating: 0, count: m)
        var slice: [RTreeSortKey] = []
        slice.reserveCapacity(sliceSize)
        var start = 0
        while start < m {
            let end = Swift.min(start + sliceSize, m)
            slice.removeAll(keepingCapacity: true)
            for i in start ..< end {
                let e = byX[i].entry
                slice.append(RTreeSortKey(key: centreY[Int(e)], entry: e))
            }
            slice.sort()
            for (k, s) in slice.enumerated() { order[start + k] = s.entry }
            start = end
        }
        return order
    }

    /// Reorders the node entries `start ..< end` (boxes and child ranges together) into STR order.
    static func sortTileLevel(boxes eb: inout [Double], children: inout [Int32], start: Int, end: Int, itemCount n: Int, capacity: Int) {
        let m = end - start
        var cx = [Double](repeating: 0, count: m)
        var cy = [Double](repeating: 0, count: m)
        for i in 0 ..< m {
            let e = start + i
            cx[i] = (eb[4 * e] + eb[4 * e + 2]) * 0.5
            cy[i] = (eb[4 * e + 1] + eb[4 * e + 3]) * 0.5
            if !cx[i].isFinite || !cy[i].isFinite {  // a node of only empty items
                cx[i] = .infinity
                cy[i] = .infinity
            }
        }
        let order = sortTileOrder(centreX: cx, centreY: cy, capacity: capacity)
        let oldBoxes = Array(eb[(4 * start) ..< (4 * end)])
        let oldChildren = Array(children[(2 * (start - n)) ..< (2 * (end - n))])
        for (k, o) in order.enumerated() {
            let src = Int(o)
            for c in 0 ..< 4 { eb[4 * (start + k) + c] = oldBoxes[4 * src + c] }
            children[2 * (start - n + k)] = oldChildren[2 * src]
            children[2 * (start - n + k) + 1] = oldChildren[2 * src + 1]
        }
    }
}

/// A sort key of the STR packing: a centre coordinate and the entry it belongs to (ties by entry, so the
/// packing is deterministic).
struct RTreeSortKey: Comparable {
    var key: Double
    var entry: Int32

    static func < (a: RTreeSortKey, b: RTreeSortKey) -> Bool {
        a.key < b.key || (a.key == b.key && a.entry < b.entry)
    }
}
