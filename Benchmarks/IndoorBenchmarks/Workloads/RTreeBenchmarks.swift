import IndoorGeometry

/// R-tree workloads: STR bulk load, point and small-box queries, k-nearest with exact segment distances.
///
/// Data: `n` random boxes (0–10 m sides) in a square of side `10·√n` m, about one box per 100 m², so a
/// point query hits about one box, like rooms and furniture in a venue.
func rtreeBenchmarks(quick: Bool) -> [Benchmark] {
    let buildSizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000]
    let querySize = quick ? 10_000 : 100_000
    var out: [Benchmark] = []
    for n in buildSizes {
        out.append(
            Benchmark(name: "rtree.build", n: n) {
                let boxes = rtreeBenchBoxes(n, seed: 11)
                let probe = boxes[n / 2].center
                let expected = boxes.indices.filter { boxes[$0].contains(probe) }.count
                return Workload(
                    operationsPerRun: 1,
                    run: {
                        let tree = RTree(boxes: boxes)
                        return tree.search(containing: probe).count * 1_000_000_000 + tree.count
                    },
                    check: { r in try expect(r == expected * 1_000_000_000 + n, "build checksum \(r), expected \(expected) hits and \(n) items") },
                    throughputUnit: ("Mbox", Double(n) / 1e6))
            })
    }
    let capacities = quick ? [16] : [4, 8, 16, 32, 64]
    for capacity in capacities {
        let suffix = capacity == 16 ? "" : ".cap\(capacity)"
        out.append(rtreeQueryBenchmark(name: "rtree.query.point" + suffix, n: querySize, capacity: capacity, querySide: 0))
        out.append(rtreeQueryBenchmark(name: "rtree.query.box-small" + suffix, n: querySize, capacity: capacity, querySide: 5))
    }
    for k in [1, 10] {
        out.append(
            Benchmark(name: "rtree.nearest.k\(k)", n: querySize) {
                let segments = rtreeBenchSegments(querySize, seed: 13)
                let tree = RTree(boxes: segments.map(\.boundingBox))
                let side = 10 * Double(querySize).squareRoot()
                var g = SeededGenerator(seed: 14)
                let points = (0 ..< 2_000).map { _ in Point(x: Double.random(in: 0 ..< side, using: &g), y: Double.random(in: 0 ..< side, using: &g)) }
                // Oracle on a prefix of the queries: sort all exact distances.
                for p in points.prefix(5) {
                    let got = tree.nearest(to: p, k: k) { segments[$0].distance(to: p) }.map(\.index)
                    let brute = segments.indices.map { (i: $0, d: segments[$0].distance(to: p)) }
                        .sorted { $0.d != $1.d ? $0.d < $1.d : $0.i < $1.i }.prefix(k).map(\.i)
                    try expect(got == Array(brute), "nearest k=\(k) at \(p): \(got) != brute force \(Array(brute))")
                }
                let run: () -> Int = {
                    var s = 0
                    for p in points {
                        for r in tree.nearest(to: p, k: k, distance: { segments[$0].distance(to: p) }) { s &+= r.index }
                    }
                    return s
                }
                let expected = run()
                return Workload(operationsPerRun: points.count, run: run, check: { try expect($0 == expected, "nearest checksum \($0) != \(expected)") })
            })
    }
    return out
}

/// A query benchmark: `querySide == 0` means point queries, otherwise square boxes of that side in metres.
private func rtreeQueryBenchmark(name: String, n: Int, capacity: Int, querySide: Double) -> Benchmark {
    Benchmark(name: name, n: n) {
        let boxes = rtreeBenchBoxes(n, seed: 12)
        let tree = RTree(boxes: boxes, nodeCapacity: capacity)
        let side = 10 * Double(n).squareRoot()
        var g = SeededGenerator(seed: 15)
        let queries = (0 ..< 10_000).map { _ in
            let p = Point(x: Double.random(in: 0 ..< side, using: &g), y: Double.random(in: 0 ..< side, using: &g))
            return BoundingBox(minX: p.x, minY: p.y, maxX: p.x + querySide, maxY: p.y + querySide)
        }
        // Oracle: brute force on a prefix of the queries.
        for q in queries.prefix(50) {
            let got = tree.search(intersecting: q).sorted()
            let brute = boxes.indices.filter { boxes[$0].intersects(q) }
            try expect(got == brute, "\(name): query \(q) found \(got), brute force \(brute)")
        }
        let run: () -> Int = {
            var s = 0
            if querySide == 0 {
                for q in queries {
                    tree.search(containing: q.min) { i in
                        s &+= i
                        return true
                    }
                }
            } else {
                for q in queries {
                    tree.search(intersecting: q) { i in
                        s &+= i
                        return true
                    }
                }
            }
            return s
        }
        let expected = run()
        return Workload(operationsPerRun: queries.count, run: run, check: { try expect($0 == expected, "\(name) checksum \($0) != \(expected)") })
    }
}

private func rtreeBenchBoxes(_ n: Int, seed: UInt64) -> [BoundingBox] {
    var g = SeededGenerator(seed: seed)
    let side = 10 * Double(n).squareRoot()
    return (0 ..< n).map { _ in
        let x = Double.random(in: 0 ..< side, using: &g)
        let y = Double.random(in: 0 ..< side, using: &g)
        return BoundingBox(minX: x, minY: y, maxX: x + Double.random(in: 0 ..< 10, using: &g), maxY: y + Double.random(in: 0 ..< 10, using: &g))
    }
}

private func rtreeBenchSegments(_ n: Int, seed: UInt64) -> [Segment] {
    var g = SeededGenerator(seed: seed)
    let side = 10 * Double(n).squareRoot()
    return (0 ..< n).map { _ in
        let a = Point(x: Double.random(in: 0 ..< side, using: &g), y: Double.random(in: 0 ..< side, using: &g))
        return Segment(a, a + Point(x: Double.random(in: -8 ..< 8, using: &g), y: Double.random(in: -8 ..< 8, using: &g)))
    }
}
