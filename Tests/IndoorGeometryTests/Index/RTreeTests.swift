import Testing
@testable import IndoorGeometry
import TestSupport

@Suite struct RTreeTests {
    // MARK: oracles

    static func bruteIntersecting(_ boxes: [BoundingBox], _ q: BoundingBox) -> [Int] {
        boxes.indices.filter { !boxes[$0].isEmpty && !q.isEmpty && boxes[$0].intersects(q) }
    }

    static func bruteNearest(_ d: [Double], k: Int, maxDistance: Double = .infinity) -> [(index: Int, distance: Double)] {
        let all = d.indices.filter { d[$0] <= maxDistance }.map { (index: $0, distance: d[$0]) }
        let sorted = all.sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.index < $1.index }
        return Array(sorted.prefix(k))
    }

    static func randomBoxes(_ n: Int, seed: UInt64, size: Double = 100, maxExtent: Double = 5) -> [BoundingBox] {
        var g = SplitMix64(seed: seed)
        return (0 ..< n).map { _ in
            let p = g.point(size)
            return BoundingBox(minX: p.x, minY: p.y, maxX: p.x + g.double(0 ..< maxExtent), maxY: p.y + g.double(0 ..< maxExtent))
        }
    }

    // MARK: search

    @Test(
        "random box and point queries match brute force",
        arguments: [(n: 0, capacity: 16), (1, 16), (2, 2), (17, 4), (300, 3), (1000, 16), (2000, 9), (5000, 64)])
    func searchAgainstBruteForce(n: Int, capacity: Int) {
        let seed = UInt64(n * 131 + capacity)
        let boxes = Self.randomBoxes(n, seed: seed)
        let tree = RTree(boxes: boxes, nodeCapacity: capacity)
        #expect(tree.count == n)
        var g = SplitMix64(seed: seed ^ 0xABCD)
        for q in 0 ..< 200 {
            let c = g.point(110)
            let query = BoundingBox(minX: c.x - 5, minY: c.y - 5, maxX: c.x - 5 + g.double(0 ..< 20), maxY: c.y - 5 + g.double(0 ..< 20))
            let got = tree.search(intersecting: query).sorted()
            #expect(got == Self.bruteIntersecting(boxes, query), "seed \(seed) query \(q) \(query)")
            let p = g.point(100)
            let gotPoint = tree.search(containing: p).sorted()
            let expectedPoint = boxes.indices.filter { boxes[$0].contains(p) }
            #expect(gotPoint == expectedPoint, "seed \(seed) point query \(q) \(p)")
        }
    }

    @Test("a mix of points, axis segments, duplicates and empty boxes matches brute force", arguments: [2, 5, 16])
    func mixedAgainstBruteForce(capacity: Int) {
        let seed = UInt64(500 + capacity)
        var g = SplitMix64(seed: seed)
        var boxes: [BoundingBox] = []
        for _ in 0 ..< 1500 {
            // Integer coordinates on a small grid: many exact touches and duplicates.
            let x = Double(Int.random(in: 0 ..< 30, using: &g)), y = Double(Int.random(in: 0 ..< 30, using: &g))
            switch Int.random(in: 0 ..< 5, using: &g) {
            case 0: boxes.append(BoundingBox(point: Point(x: x, y: y)))
            case 1: boxes.append(BoundingBox(minX: x, minY: y, maxX: x + Double(Int.random(in: 0 ..< 4, using: &g)), maxY: y))
            case 2: boxes.append(boxes.last ?? .empty)
            case 3: boxes.append(.empty)
            default: boxes.append(BoundingBox(minX: x, minY: y, maxX: x + 2, maxY: y + 3))
            }
        }
        let tree = RTree(boxes: boxes, nodeCapacity: capacity)
        for q in 0 ..< 300 {
            let x = Double(Int.random(in: -2 ..< 33, using: &g)), y = Double(Int.random(in: -2 ..< 33, using: &g))
            let query = BoundingBox(
                minX: x, minY: y, maxX: x + Double(Int.random(in: 0 ..< 3, using: &g)), maxY: y + Double(Int.random(in: 0 ..< 3, using: &g)))
            #expect(tree.search(intersecting: query).sorted() == Self.bruteIntersecting(boxes, query), "seed \(seed) query \(q) \(query)")
        }
    }

    @Test("queries on box edges and corners count as hits (closed boxes)")
    func closedBoundaries() {
        let boxes = [
            BoundingBox(minX: 0, minY: 0, maxX: 1, maxY: 1),
            BoundingBox(minX: 1, minY: 0, maxX: 2, maxY: 1),
            BoundingBox(minX: 3, minY: 3, maxX: 4, maxY: 4)
        ]
        let tree = RTree(boxes: boxes, nodeCapacity: 2)
        #expect(tree.search(containing: Point(x: 1, y: 0.5)).sorted() == [0, 1])  // shared edge
        #expect(tree.search(containing: Point(x: 4, y: 4)) == [2])  // corner
        #expect(tree.search(containing: Point(x: 2.5, y: 2.5)).isEmpty)
        #expect(tree.search(intersecting: BoundingBox(minX: 2, minY: 1, maxX: 3, maxY: 3)).sorted() == [1, 2])  // corner touches
    }

    @Test("duplicate boxes are all reported")
    func duplicates() {
        let b = BoundingBox(minX: 1, minY: 1, maxX: 2, maxY: 2)
        let boxes = Array(repeating: b, count: 100) + [BoundingBox(minX: 10, minY: 10, maxX: 11, maxY: 11)]
        let tree = RTree(boxes: boxes, nodeCapacity: 4)
        #expect(tree.search(containing: Point(x: 1.5, y: 1.5)).sorted() == Array(0 ..< 100))
        #expect(tree.search(containing: Point(x: 10, y: 10)) == [100])
    }

    @Test("zero-area boxes (points and axis-parallel segments) are found")
    func degenerate() {
        let boxes = [
            BoundingBox(point: Point(x: 1, y: 1)),
            BoundingBox(corner: Point(x: 0, y: 5), Point(x: 10, y: 5)),  // horizontal segment
            BoundingBox(corner: Point(x: 7, y: 0), Point(x: 7, y: 10))  // vertical segment
        ]
        let tree = RTree(boxes: boxes)
        #expect(tree.search(containing: Point(x: 1, y: 1)) == [0])
        #expect(tree.search(containing: Point(x: 1, y: 1.0000001)).isEmpty)
        #expect(tree.search(containing: Point(x: 7, y: 5)).sorted() == [1, 2])
        #expect(tree.search(intersecting: BoundingBox(minX: 0.5, minY: 0.5, maxX: 1, maxY: 1)) == [0])
        #expect(tree.bounds == BoundingBox(minX: 0, minY: 0, maxX: 10, maxY: 10))
    }

    @Test("empty and NaN item boxes are kept but never match; empty queries match nothing")
    func emptyBoxes() {
        let nan = BoundingBox(minX: .nan, minY: 0, maxX: 1, maxY: 1)
        let boxes = [BoundingBox.empty, BoundingBox(minX: 0, minY: 0, maxX: 1, maxY: 1), nan, .empty]
        let tree = RTree(boxes: boxes, nodeCapacity: 2)
        #expect(tree.count == 4)
        #expect(tree.search(intersecting: BoundingBox(minX: -1e300, minY: -1e300, maxX: 1e300, maxY: 1e300)) == [1])
        #expect(tree.search(intersecting: .empty).isEmpty)
        #expect(tree.search(containing: Point(x: .nan, y: 0)).isEmpty)
        #expect(tree.nearest(to: Point(x: 5, y: 5), k: 10) { _ in 1 }.map(\.index) == [1])
        let allEmpty = RTree(boxes: [.empty, .empty, .empty])
        #expect(allEmpty.search(containing: Point(x: 0, y: 0)).isEmpty)
        #expect(allEmpty.nearest(to: .zero, k: 2) { _ in 0 }.isEmpty)
        #expect(allEmpty.bounds.isEmpty)
    }

    @Test("empty tree answers nothing")
    func emptyTree() {
        let tree = RTree(boxes: [])
        #expect(tree.isEmpty)
        #expect(tree.bounds.isEmpty)
        #expect(tree.search(containing: .zero).isEmpty)
        #expect(tree.search(intersecting: BoundingBox(minX: -1, minY: -1, maxX: 1, maxY: 1)).isEmpty)
        #expect(tree.nearest(to: .zero, k: 3) { _ in 0 }.isEmpty)
    }

    @Test("single item tree")
    func singleItem() {
        let tree = RTree(boxes: [BoundingBox(minX: 2, minY: 2, maxX: 3, maxY: 3)])
        #expect(tree.search(containing: Point(x: 2.5, y: 3)) == [0])
        #expect(tree.search(containing: Point(x: 0, y: 0)).isEmpty)
        let near = tree.nearest(to: .zero, k: 5) { _ in 7 }
        #expect(near.count == 1)
        #expect(near.first?.index == 0 && near.first?.distance == 7)
    }

    @Test("early exit stops the search after the visitor returns false")
    func earlyExit() {
        let boxes = Array(repeating: BoundingBox(minX: 0, minY: 0, maxX: 1, maxY: 1), count: 1000)
        let tree = RTree(boxes: boxes, nodeCapacity: 4)
        var visits = 0
        let completed = tree.search(containing: Point(x: 0.5, y: 0.5)) { _ in
            visits += 1
            return visits < 3
        }
        #expect(!completed)
        #expect(visits == 3)
        var all = 0
        let finished = tree.search(intersecting: BoundingBox(minX: 0, minY: 0, maxX: 1, maxY: 1)) { _ in
            all += 1
            return true
        }
        #expect(finished && all == 1000)
    }

    @Test("invalid node capacity is rejected")
    func capacityBounds() async {
        await #expect(processExitsWith: .failure) { _ = RTree(boxes: [], nodeCapacity: 1) }
    }

    // MARK: nearest

    @Test("equal distances come out by index, also across the k cut")
    func nearestTies() {
        // Four unit boxes around the origin at the same distance, inserted in scrambled order.
        let boxes = [
            BoundingBox(minX: 2, minY: -0.5, maxX: 3, maxY: 0.5), BoundingBox(minX: -3, minY: -0.5, maxX: -2, maxY: 0.5),
            BoundingBox(minX: -0.5, minY: 2, maxX: 0.5, maxY: 3), BoundingBox(minX: -0.5, minY: -3, maxX: 0.5, maxY: -2),
            BoundingBox(minX: 10, minY: 10, maxX: 11, maxY: 11)
        ]
        for capacity in [2, 3, 16] {
            let tree = RTree(boxes: boxes, nodeCapacity: capacity)
            let got = tree.nearest(to: .zero, k: 3) { i in boxes[i].distance(to: .zero) }
            #expect(got.map(\.index) == [0, 1, 2], "capacity \(capacity)")
            #expect(got.allSatisfy { $0.distance == 2 })
        }
    }

    @Test("maxDistance is inclusive and k = 0 returns nothing")
    func maxDistanceAndZeroK() {
        let boxes = [BoundingBox(point: Point(x: 3, y: 4)), BoundingBox(point: Point(x: 6, y: 8))]
        let tree = RTree(boxes: boxes)
        let d: (Int) -> Double = { boxes[$0].distance(to: .zero) }
        #expect(tree.nearest(to: .zero, k: 2, maxDistance: 5, distance: d).map(\.index) == [0])
        #expect(tree.nearest(to: .zero, k: 2, maxDistance: 4.999, distance: d).isEmpty)
        #expect(tree.nearest(to: .zero, k: 0, distance: d).isEmpty)
        #expect(tree.nearest(to: .zero, k: 2, maxDistance: 10, distance: d).map(\.distance) == [5, 10])
    }

    @Test("exact distance larger than box distance reorders results (polygon-like items)")
    func exactDistanceOrdering() {
        // Item 0's box is nearest, but its geometry (a far corner) is farther than item 1's.
        let boxes = [BoundingBox(minX: 1, minY: -5, maxX: 10, maxY: 5), BoundingBox(minX: 3, minY: -1, maxX: 4, maxY: 1)]
        let exact = [9.0, 3.0]
        let tree = RTree(boxes: boxes, nodeCapacity: 2)
        let got = tree.nearest(to: .zero, k: 1) { exact[$0] }
        #expect(got.map(\.index) == [1])
        #expect(got.first?.distance == 3)
    }
}

extension RTreeTests {
    /// Generated venues or large seeded inputs against a slow oracle: seconds.
    /// Tagged `.slow`: `swift test --skip Slow` leaves them out.
    @Suite(.tags(.slow)) struct Slow {
        @Test("k-nearest segments match sorting all exact distances", arguments: [(n: 1, capacity: 16), (10, 2), (500, 4), (3000, 16)])
        func nearestAgainstSort(n: Int, capacity: Int) {
            let seed = UInt64(7 * n + capacity)
            let segments = indexTestSegments(count: n, size: 100, maxLength: 8, seed: seed)
            let tree = RTree(boxes: segments.map(\.boundingBox), nodeCapacity: capacity)
            var g = SplitMix64(seed: seed ^ 0x5EED)
            for q in 0 ..< 60 {
                let p = g.point(120)
                let exact = segments.map { $0.distance(to: p) }
                for k in [1, 3, 10, n + 5] {
                    var calls = 0
                    let got = tree.nearest(to: p, k: k) { i in
                        calls += 1
                        return segments[i].distance(to: p)
                    }
                    let expected = RTreeTests.bruteNearest(exact, k: k)
                    #expect(got.map(\.index) == expected.map(\.index), "seed \(seed) query \(q) k \(k) at \(p)")
                    #expect(got.map(\.distance) == expected.map(\.distance), "seed \(seed) query \(q) k \(k)")
                    if k < n / 10 { #expect(calls < n / 2, "best-first should not call distance for most items, seed \(seed)") }
                }
                let radius = g.double(0 ..< 15)
                let cut = tree.nearest(to: p, k: 20, maxDistance: radius) { segments[$0].distance(to: p) }
                let expectedCut = RTreeTests.bruteNearest(exact, k: 20, maxDistance: radius)
                #expect(cut.map(\.index) == expectedCut.map(\.index), "seed \(seed) query \(q) maxDistance \(radius)")
            }
        }
    }
}
