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
/// The layout follows GEOS `TemplateSTRtree` and Flatbush. The sorts are radix sorts of one word per
/// entry (``STRSort``), ties broken by entry, so the packing is the same as with comparison sorts.
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

        // Entry count: the items, then each level of nodes (`⌈size / capacity⌉` of the level below) up to
        // one root (a single item still gets a root node).
        var total = n
        var levelSize = n
        repeat {
            levelSize = (levelSize + nodeCapacity - 1) / nodeCapacity
            total += levelSize
        } while levelSize > 1
        let nodeCount = total - n

        var levels = 0
        var indices = [Int32](repeating: 0, count: n)
        var children = [Int32](repeating: 0, count: 2 * nodeCount)
        let entries = [Double](unsafeUninitializedCapacity: 4 * total) { buffer, initialized in
            let eb = buffer.baseAddress!
            indices.withUnsafeMutableBufferPointer { indices in
                children.withUnsafeMutableBufferPointer { children in
                    boxes.withUnsafeBufferPointer { boxes in
                        // Items, in STR order. The sort's keys and workspace (4 words per item) live in the
                        // item boxes' part of the output until the boxes are written: no temporary
                        // allocation, whose fresh pages cost as much as the sort at 10^5 items and more.
                        eb.withMemoryRebound(to: UInt64.self, capacity: 4 * n) { keys in
                            for i in 0 ..< n {
                                let b = boxes[i]
                                if b.isEmpty {  // sorts last and stays out of every node box
                                    keys[i] = STRSort.orderedBits(.infinity)
                                    keys[n + i] = keys[i]
                                } else {
                                    keys[i] = STRSort.orderedBits((b.minX + b.maxX) * 0.5)
                                    keys[n + i] = STRSort.orderedBits((b.minY + b.maxY) * 0.5)
                                }
                            }
                            RTree.sortTileOrder(count: n, keys: keys, capacity: nodeCapacity, into: indices.baseAddress!)
                        }
                        for position in 0 ..< n {
                            let b = boxes[Int(indices[position])]
                            let o = eb + 4 * position
                            if b.isEmpty {
                                o[0] = .infinity
                                o[1] = .infinity
                                o[2] = -.infinity
                                o[3] = -.infinity
                            } else {
                                o[0] = b.minX
                                o[1] = b.minY
                                o[2] = b.maxX
                                o[3] = b.maxY
                            }
                        }
                    }
                    // Node levels: group runs of `capacity` entries of the level below, then STR-order the new level.
                    var levelStart = 0
                    var levelEnd = n
                    repeat {
                        var next = levelEnd
                        var first = levelStart
                        while first < levelEnd {
                            let last = Swift.min(first + nodeCapacity, levelEnd)
                            var minX = Double.infinity, minY = Double.infinity
                            var maxX = -Double.infinity, maxY = -Double.infinity
                            for e in first ..< last {
                                let o = eb + 4 * e
                                minX = Swift.min(minX, o[0])
                                minY = Swift.min(minY, o[1])
                                maxX = Swift.max(maxX, o[2])
                                maxY = Swift.max(maxY, o[3])
                            }
                            let o = eb + 4 * next
                            o[0] = minX
                            o[1] = minY
                            o[2] = maxX
                            o[3] = maxY
                            children[2 * (next - n)] = Int32(first)
                            children[2 * (next - n) + 1] = Int32(last)
                            next += 1
                            first = last
                        }
                        levels += 1
                        if next - levelEnd > 1 {
                            RTree.sortTileLevel(boxes: eb, children: children.baseAddress!, start: levelEnd, end: next, itemCount: n, capacity: nodeCapacity)
                        }
                        levelStart = levelEnd
                        levelEnd = next
                    } while levelEnd - levelStart > 1
                    precondition(levelEnd == total, "RTree: packed \(levelEnd) entries, expected \(total)")
                }
            }
            initialized = 4 * total
        }

        entryBoxes = entries
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

    /// The STR permutation of `count` entries, written to `order` (entry indices in packing order).
    /// `keys` holds `4 · count` words: the ``STRSort/orderedBits(_:)`` of the centres (x of entry `i` at
    /// `i`, y at `count + i`), then `2 · count` words of workspace.
    static func sortTileOrder(count m: Int, keys: UnsafeMutablePointer<UInt64>, capacity: Int, into order: UnsafeMutablePointer<Int32>) {
        let nodes = (m + capacity - 1) / capacity
        let slices = Int(Double(nodes).squareRoot().rounded(.up))
        let sliceSize = slices * capacity
        let byX = UnsafeMutableBufferPointer(start: keys + 2 * m, count: m)
        let byY = UnsafeMutableBufferPointer(start: keys + 3 * m, count: m)
        let histogram = UnsafeMutablePointer<Int>.allocate(capacity: STRSort.histogramCount)
        histogram.initialize(repeating: 0, count: STRSort.histogramCount)
        defer { histogram.deallocate() }
        let keysX = UnsafePointer(keys), keysY = UnsafePointer(keys + m)
        for i in 0 ..< m { byX[i] = STRSort.word(key: keysX[i], entry: i) }
        STRSort.sort(byX, scratch: byY, keys: keysX, histogram: histogram)
        // Each vertical slice by centre y; the slice's part of `byX` is spent, so it is the scratch space.
        var start = 0
        while start < m {
            let end = Swift.min(start + sliceSize, m)
            for i in start ..< end {
                let e = STRSort.entry(byX[i])
                byY[i] = STRSort.word(key: keysY[e], entry: e)
            }
            STRSort.sort(
                UnsafeMutableBufferPointer(rebasing: byY[start ..< end]), scratch: UnsafeMutableBufferPointer(rebasing: byX[start ..< end]),
                keys: keysY, histogram: histogram)
            for i in start ..< end { order[i] = Int32(truncatingIfNeeded: STRSort.entry(byY[i])) }
            start = end
        }
    }

    /// Reorders the node entries `start ..< end` (boxes and child ranges together) into STR order.
    static func sortTileLevel(
        boxes eb: UnsafeMutablePointer<Double>, children: UnsafeMutablePointer<Int32>, start: Int, end: Int, itemCount n: Int, capacity: Int
    ) {
        let m = end - start
        let keys = UnsafeMutablePointer<UInt64>.allocate(capacity: 4 * m)
        let order = UnsafeMutablePointer<Int32>.allocate(capacity: m)
        let oldBoxes = UnsafeMutablePointer<Double>.allocate(capacity: 4 * m)
        let oldChildren = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * m)
        defer {
            keys.deallocate()
            order.deallocate()
            oldBoxes.deallocate()
            oldChildren.deallocate()
        }
        for i in 0 ..< m {
            let o = eb + 4 * (start + i)
            var cx = (o[0] + o[2]) * 0.5
            var cy = (o[1] + o[3]) * 0.5
            if !cx.isFinite || !cy.isFinite {  // a node of only empty items
                cx = .infinity
                cy = .infinity
            }
            keys[i] = STRSort.orderedBits(cx)
            keys[m + i] = STRSort.orderedBits(cy)
        }
        sortTileOrder(count: m, keys: keys, capacity: capacity, into: order)
        oldBoxes.update(from: eb + 4 * start, count: 4 * m)
        oldChildren.update(from: children + 2 * (start - n), count: 2 * m)
        for k in 0 ..< m {
            let src = Int(order[k])
            for c in 0 ..< 4 { eb[4 * (start + k) + c] = oldBoxes[4 * src + c] }
            children[2 * (start - n + k)] = oldChildren[2 * src]
            children[2 * (start - n + k) + 1] = oldChildren[2 * src + 1]
        }
    }
}

extension RTree {
    /// Bytes the tree's arrays hold (``MemoryFootprint`` accounting: capacity × stride plus a 32-byte header
    /// per array): entry boxes, item indices and node children.
    package var indexBytes: Int {
        MemoryFootprint.bytes(entryBoxes) + MemoryFootprint.bytes(itemIndices) + MemoryFootprint.bytes(nodeChildren)
    }
}
