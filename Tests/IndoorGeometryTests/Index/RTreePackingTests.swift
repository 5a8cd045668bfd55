import Testing
@testable import IndoorGeometry
import TestSupport

/// The radix-sorted STR packing against a plain one: Sort-Tile-Recursive written with comparison sorts of
/// `(centre, entry)` pairs, level by level. Both must give the same tree, entry for entry, so that queries
/// visit items in the same order as before.
@Suite struct RTreePackingTests {
    /// The flat arrays of ``RTree`` built the plain way.
    static func plainPacking(_ boxes: [BoundingBox], capacity: Int) -> (boxes: [Double], items: [Int32], children: [Int32]) {
        func strOrder(_ cx: [Double], _ cy: [Double]) -> [Int] {
            let m = cx.count
            let slices = Int(Double((m + capacity - 1) / capacity).squareRoot().rounded(.up))
            let byX = (0 ..< m).sorted { (cx[$0], $0) < (cx[$1], $1) }
            var out: [Int] = []
            for start in stride(from: 0, to: m, by: slices * capacity) {
                let slice = byX[start ..< min(start + slices * capacity, m)]
                out += slice.sorted { (cy[$0], $0) < (cy[$1], $1) }
            }
            return out
        }
        func centre(_ lo: Double, _ hi: Double) -> Double { (lo + hi) * 0.5 }
        let n = boxes.count
        let cx = boxes.map { $0.isEmpty ? Double.infinity : centre($0.minX, $0.maxX) }
        let cy = boxes.map { $0.isEmpty ? Double.infinity : centre($0.minY, $0.maxY) }
        let items = strOrder(cx, cy)
        var eb: [Double] = []
        for i in items {
            let b = boxes[i]
            eb += b.isEmpty ? [.infinity, .infinity, -.infinity, -.infinity] : [b.minX, b.minY, b.maxX, b.maxY]
        }
        var children: [Int32] = []
        var levelStart = 0, levelEnd = n
        repeat {
            var level: [(box: [Double], first: Int32, last: Int32)] = []
            for first in stride(from: levelStart, to: levelEnd, by: capacity) {
                let last = min(first + capacity, levelEnd)
                var b = [Double.infinity, .infinity, -.infinity, -.infinity]
                for e in first ..< last {
                    b[0] = min(b[0], eb[4 * e])
                    b[1] = min(b[1], eb[4 * e + 1])
                    b[2] = max(b[2], eb[4 * e + 2])
                    b[3] = max(b[3], eb[4 * e + 3])
                }
                level.append((b, Int32(first), Int32(last)))
            }
            if level.count > 1 {
                let lx = level.map { centre($0.box[0], $0.box[2]) }, ly = level.map { centre($0.box[1], $0.box[3]) }
                let finite = level.indices.map { lx[$0].isFinite && ly[$0].isFinite }
                level = strOrder(
                    level.indices.map { finite[$0] ? lx[$0] : .infinity }, level.indices.map { finite[$0] ? ly[$0] : .infinity }
                ).map { level[$0] }
            }
            for node in level {
                eb += node.box
                children += [node.first, node.last]
            }
            levelStart = levelEnd
            levelEnd += level.count
        } while levelEnd - levelStart > 1
        return (eb, items.map { Int32($0) }, children)
    }

    /// Random boxes with ties: repeated boxes, centres on a coarse grid, `-0` and `+0`, empty boxes, and
    /// clustered coordinates whose keys agree in their high 32 bits (the radix sort's tie path).
    static func boxes(_ n: Int, seed: UInt64) -> [BoundingBox] {
        var g = SplitMix64(seed: seed)
        var out: [BoundingBox] = []
        for i in 0 ..< n {
            switch g.int(0 ... 5) {
            case 0 where i > 0: out.append(out[g.int(0 ... i - 1)])
            case 1:
                let x = Double(g.int(-3 ... 3)), y = Double(g.int(-3 ... 3))
                out.append(BoundingBox(minX: x, minY: y, maxX: x, maxY: y))
            case 2: out.append(BoundingBox(minX: -0.0, minY: 0.0, maxX: 0.0, maxY: -0.0))
            case 3:
                out.append(
                    g.int(0 ... 3) == 0 ? .empty : BoundingBox(minX: 1e6 + g.double(0 ..< 1e-6), minY: 2e6, maxX: 1e6 + 1e-6, maxY: 2e6 + g.double(0 ..< 1e-6)))
            default:
                let x = g.double(-100 ..< 100), y = g.double(-100 ..< 100)
                out.append(BoundingBox(minX: x, minY: y, maxX: x + g.double(0 ..< 5), maxY: y + g.double(0 ..< 5)))
            }
        }
        return out
    }

    @Test(
        "the packing equals plain Sort-Tile-Recursive entry for entry",
        arguments: [(n: 1, capacity: 16), (2, 2), (31, 4), (33, 4), (300, 3), (1000, 16), (5000, 16), (20000, 64)])
    func samePacking(n: Int, capacity: Int) {
        let input = Self.boxes(n, seed: UInt64(n * 7 + capacity))
        let tree = RTree(boxes: input, nodeCapacity: capacity)
        let plain = Self.plainPacking(input, capacity: capacity)
        #expect(tree.itemIndices == plain.items)
        #expect(tree.nodeChildren == plain.children)
        #expect(tree.entryBoxes.elementsEqual(plain.boxes) { $0 == $1 || ($0.isNaN && $1.isNaN) })
    }

    @Test("ordered bits sort like the doubles, with -0 equal to +0")
    func orderedBits() {
        let values: [Double] = [-.infinity, -1e300, -2.5, -1, -Double.leastNonzeroMagnitude, 0, 1e-300, 0.5, 1, 3, 1e300, .infinity]
        for (a, b) in zip(values, values.dropFirst()) { #expect(STRSort.orderedBits(a) < STRSort.orderedBits(b), "\(a) < \(b)") }
        #expect(STRSort.orderedBits(-0.0) == STRSort.orderedBits(0.0))
    }
}
