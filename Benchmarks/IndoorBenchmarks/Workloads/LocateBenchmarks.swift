import Dispatch
import IndoorGeometry

/// Hit-testing: single-thread locates on real and generated venues (1x, 10x, 100x Pacific U), the
/// 10^6-point agreement with a brute-force oracle, and the batch engine end to end in-process.
func locateBenchmarks(quick: Bool) -> [Benchmark] {
    var out: [Benchmark] = []
    let realVenues: [(String, String)] = [("pacific", BenchVenues.pacificFolder), ("spbstu", BenchVenues.spbstuFolder)]
    for (name, folder) in realVenues {
        out.append(Benchmark(name: "locate.\(name).single", n: quick ? 20_000 : 200_000) {
            guard let venue = try BenchVenues.real(folder) else { throw BenchmarkFailure("\(folder) not found (../shared/venues)") }
            return try LocateBench.workload(venue, points: quick ? 20_000 : 200_000, oracle: true)
        })
        out.append(Benchmark(name: "locate.\(name).oracle-agreement", n: quick ? 20_000 : 1_000_000) {
            guard let venue = try BenchVenues.real(folder) else { throw BenchmarkFailure("\(folder) not found (../shared/venues)") }
            return try LocateBench.workload(venue, points: quick ? 20_000 : 1_000_000, oracle: true)
        })
        out.append(Benchmark(name: "locate.\(name).batch-2-threads", n: quick ? 20_000 : 1_000_000) {
            guard let venue = try BenchVenues.real(folder) else { throw BenchmarkFailure("\(folder) not found (../shared/venues)") }
            return LocateBench.batchWorkload(venue, points: quick ? 20_000 : 1_000_000)
        })
    }
    for factor in quick ? [1] : [1, 10, 100] {
        out.append(Benchmark(name: "locate.generated-\(factor)x.single", n: 200_000) {
            try LocateBench.workload(try BenchVenues.generated(factor), points: quick ? 20_000 : 200_000, oracle: factor == 1)
        })
    }
    return out
}

enum LocateBench {
    /// Query points on random floors: 80% uniform in the floor's box, 10% exactly on space vertices, 10% on
    /// edge midpoints (shared edges of neighbouring spaces).
    static func points(_ venue: Venue, count: Int, seed: UInt64) -> [(floor: Int, point: Point)] {
        var g = SeededGenerator(seed: seed)
        var byFloor = [[Int]](repeating: [], count: venue.floors.count)
        for (i, s) in venue.spaces.enumerated() where Locator.isSpace(s) { byFloor[s.floorIndex].append(i) }
        let floors = byFloor.indices.filter { !byFloor[$0].isEmpty }
        let boxes = byFloor.map { $0.reduce(BoundingBox.empty) { $0.union(venue.spaces[$1].polygon.boundingBox) } }
        var out: [(Int, Point)] = []
        out.reserveCapacity(count)
        for k in 0 ..< count {
            let f = floors[Int(g.next() % UInt64(floors.count))]
            let kind = k % 10
            if kind == 0 || kind == 1 {
                let s = venue.spaces[byFloor[f][Int(g.next() % UInt64(byFloor[f].count))]].polygon.shell.points
                let i = Int(g.next() % UInt64(s.count - 1))
                out.append((f, kind == 0 ? s[i] : s[i].interpolated(to: s[i + 1], t: 0.5)))
            } else {
                let b = boxes[f]
                out.append((f, Point(x: Double.random(in: b.minX ... b.maxX, using: &g), y: Double.random(in: b.minY ... b.maxY, using: &g))))
            }
        }
        return out
    }

    /// Brute force: every space polygon of the floor with the plain exact `Polygon.locate`.
    static func oracle(_ venue: Venue, _ byFloor: [[Int]], _ f: Int, _ p: Point) -> (Set<Int>, Bool) {
        var set = Set<Int>()
        var boundary = false
        for i in byFloor[f] {
            switch venue.spaces[i].polygon.locate(p) {
            case .interior: set.insert(i)
            case .boundary:
                set.insert(i)
                boundary = true
            case .exterior: break
            }
        }
        return (set, boundary)
    }

    static func workload(_ venue: Venue, points n: Int, oracle useOracle: Bool) throws -> Workload {
        let locator = Locator(venue: venue)
        let pts = points(venue, count: n, seed: 42)
        var byFloor = [[Int]](repeating: [], count: venue.floors.count)
        for (i, s) in venue.spaces.enumerated() where Locator.isSpace(s) { byFloor[s.floorIndex].append(i) }
        var expectedChecksum: Int? = nil
        if useOracle {
            // Agreement with the oracle is checked once here, point by point; the timed runs are then
            // checked against the checksum of these verified answers.
            var sum = 0
            var mismatches = 0
            for (f, p) in pts {
                let r = locator.locate(p, floorIndex: f)
                let (set, boundary) = oracle(venue, byFloor, f, p)
                if Set(r.spaces) != set || r.isOnBoundary != boundary { mismatches += 1 }
                sum &+= checksum(r)
            }
            try expect(mismatches == 0, "\(mismatches) of \(n) locates disagree with the brute-force oracle")
            expectedChecksum = sum
        }
        return Workload(operationsPerRun: n, run: {
            var sum = 0
            for (f, p) in pts { sum &+= checksum(locator.locate(p, floorIndex: f)) }
            return sum
        }, check: { c in
            if let e = expectedChecksum { try expect(c == e, "locate checksum \(c) != verified \(e)") }
        })
    }

    static func checksum(_ r: LocateResult) -> Int {
        (r.space ?? -1) &* 31 &+ r.spaces.count &* 7 &+ (r.isOnBoundary ? 1 : 0) &+ (r.nearest ?? -2)
    }

    static func batchWorkload(_ venue: Venue, points n: Int) -> Workload {
        let batch = LocateBatch(locator: Locator(venue: venue))
        let pts = points(venue, count: n, seed: 7)
        var text: [UInt8] = []
        for (f, p) in pts {
            let c = venue.projection.unproject(p)
            text += Array("\(venue.floors[f].id),\(c.longitude),\(c.latitude)\n".utf8)
        }
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (i, b) in text.enumerated() where b == 0x0A {
            lines.append(text[start ..< i])
            start = i + 1
        }
        let input = lines
        return Workload(operationsPerRun: n, run: {
            let out = batch.process(lines: input, firstLineNumber: 1, threads: 2)
            return out.reduce(0) { $0 &+ ($1 == 0x0A ? 1 : 0) }
        }, check: { c in try expect(c == n, "batch wrote \(c) lines for \(n)") }, throughputUnit: ("MB in", Double(text.count) / 1e6))
    }
}
