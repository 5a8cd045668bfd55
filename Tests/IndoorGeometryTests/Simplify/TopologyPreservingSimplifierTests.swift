import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

@Suite struct TopologyPreservingSimplifierTests {
    /// Every validity property the simplifier promises, checked with slow exact oracles.
    static func checkValid(input: [Polygon], output: [Polygon], tolerance: Double, context: String) throws {
        try #require(output.count == input.count, "\(context)")
        var allRings: [(polygon: Int, ring: Ring)] = []
        for (p, (a, b)) in zip(input, output).enumerated() {
            #expect(a.holes.count == b.holes.count, "\(context) polygon \(p): hole count")
            for (r, (ri, ro)) in zip(a.rings, b.rings).enumerated() {
                #expect(ro.points.count >= 4 && ro.points.first == ro.points.last, "\(context) polygon \(p) ring \(r): too short")
                #expect(SimplifyOracle.isSimple(ro), "\(context) polygon \(p) ring \(r): not simple")
                #expect((ri.signedArea > 0) == (ro.signedArea > 0), "\(context) polygon \(p) ring \(r): orientation flipped")
                let dev = try #require(SimplifyOracle.maxRingDeviation(input: ri, output: ro), "\(context) polygon \(p) ring \(r): not a subsequence")
                #expect(dev <= tolerance * (1 + 1e-9), "\(context) polygon \(p) ring \(r): deviation \(dev) > \(tolerance)")
                allRings.append((p, ro))
            }
            for (h, hole) in b.holes.enumerated() {
                // Inside, or a vertex shared with the shell (a hole touching its shell at a vertex).
                let outside = hole.points.filter { SimplifyOracle.locate($0, in: b.shell) != 1 && !b.shell.points.contains($0) }
                #expect(outside.isEmpty, "\(context) polygon \(p) hole \(h): vertices \(outside.prefix(3)) not inside the shell")
            }
        }
        for x in 0 ..< allRings.count {
            for y in (x + 1) ..< allRings.count {
                #expect(
                    SimplifyOracle.ringsMeetCleanly(allRings[x].ring, allRings[y].ring),
                    "\(context): rings of polygons \(allRings[x].polygon) and \(allRings[y].polygon) cross or overlap")
            }
        }
    }

    @Test(
        "tiled rooms with noisy shared walls: valid output, shared walls identical",
        arguments: [(seed: UInt64(1), tolerance: 0.05), (2, 0.2), (3, 0.5), (4, 1.0), (5, 2.0), (6, 0)])
    func grid(seed: UInt64, tolerance: Double) throws {
        let grid = SimplifyTestGrid(columns: 3, rows: 3, cell: 10, verticesPerWall: 25, noise: 0.3, seed: seed)
        let out = grid.polygons.simplifiedPreservingTopology(tolerance: tolerance)
        let context = "seed \(seed) tolerance \(tolerance)"
        try Self.checkValid(input: grid.polygons, output: grid.polygons, tolerance: 0, context: "input of " + context)
        try Self.checkValid(input: grid.polygons, output: out, tolerance: tolerance, context: context)
        for (w, wall) in grid.walls.enumerated() {
            let members = Set(wall.points)
            let from = wall.points[0], to = wall.points[wall.points.count - 1]
            let a = SimplifyOracle.stretch(of: out[wall.rooms.0].shell, from: from, to: to, members: members)
            let b = SimplifyOracle.stretch(of: out[wall.rooms.1].shell, from: from, to: to, members: members)
            #expect(a != nil && a == b, "\(context) wall \(w): neighbours differ\n\(String(describing: a))\n\(String(describing: b))")
        }
        let before = grid.polygons.reduce(0) { $0 + $1.edgeCount }
        let after = out.reduce(0) { $0 + $1.edgeCount }
        if tolerance >= 0.5 { #expect(after < before / 2, "\(context): simplified too little, \(before) -> \(after) edges") }
    }

    @Test("random grids, noise and tolerances: always valid, walls always shared", arguments: [UInt64(31), 32, 33, 34])
    func randomGrids(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        for round in 0 ..< 3 {
            let columns = Int.random(in: 1 ... 3, using: &g), rows = Int.random(in: 1 ... 3, using: &g)
            let cell = g.double(2 ..< 20)
            let noise = cell * g.double(0.005 ..< 0.08)
            let grid = SimplifyTestGrid(
                columns: columns, rows: rows, cell: cell, verticesPerWall: Int.random(in: 2 ..< 30, using: &g), noise: noise,
                seed: seed * 100 + UInt64(round))
            let tolerance = g.double(0 ..< cell / 2)
            let context = "seed \(seed) round \(round) (\(columns)x\(rows), cell \(cell), noise \(noise), tolerance \(tolerance))"
            try Self.checkValid(input: grid.polygons, output: grid.polygons, tolerance: 0, context: "input of " + context)
            let out = grid.polygons.simplifiedPreservingTopology(tolerance: tolerance)
            try Self.checkValid(input: grid.polygons, output: out, tolerance: tolerance, context: context)
            for (w, wall) in grid.walls.enumerated() {
                let members = Set(wall.points)
                let from = wall.points[0], to = wall.points[wall.points.count - 1]
                let a = SimplifyOracle.stretch(of: out[wall.rooms.0].shell, from: from, to: to, members: members)
                let b = SimplifyOracle.stretch(of: out[wall.rooms.1].shell, from: from, to: to, members: members)
                #expect(a != nil && a == b, "\(context) wall \(w): neighbours differ")
            }
        }
    }

    /// Plain DP removes the dent at (5, -0.4) and the bottom edge then cuts through the slot; the topology
    /// mode keeps the dent.
    @Test("a slot ring: plain DP self-intersects, topology mode does not")
    func slotRing() throws {
        let shell = try Ring(closing: [
            Point(x: 0, y: 0), Point(x: 5, y: -0.4), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 5.1, y: 10),
            Point(x: 5.1, y: -0.1), Point(x: 4.9, y: -0.1), Point(x: 4.9, y: 10), Point(x: 0, y: 10)
        ])
        #expect(SimplifyOracle.isSimple(shell))
        let plain = shell.simplified(tolerance: 0.5)
        #expect(!SimplifyOracle.isSimple(plain), "the case must really break plain Douglas–Peucker")
        let polygon = Polygon(shell: shell)
        let safe = polygon.simplifiedPreservingTopology(tolerance: 0.5)
        try Self.checkValid(input: [polygon], output: [safe], tolerance: 0.5, context: "slot")
        #expect(safe.shell.points.contains(Point(x: 5, y: -0.4)))
    }

    /// Plain DP flattens the bump that holds the hole, putting the hole outside the shell.
    @Test("a hole in a bump: plain DP lets it escape, topology mode keeps it inside")
    func holeInBump() throws {
        let shell = try Ring(closing: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 5, y: 10.5), Point(x: 0, y: 10)])
        let hole = try Ring(closing: [Point(x: 4.5, y: 10.1), Point(x: 5, y: 10.3), Point(x: 5.5, y: 10.1)])
        let polygon = Polygon(shell: shell, holes: [hole])
        let plain = polygon.simplified(tolerance: 1)
        #expect(hole.points.contains { SimplifyOracle.locate($0, in: plain.shell) != 1 }, "plain DP must really lose the hole")
        let safe = polygon.simplifiedPreservingTopology(tolerance: 1)
        try Self.checkValid(input: [polygon], output: [safe], tolerance: 1, context: "bump")
    }

    @Test("a room filling a corridor's hole keeps the identical boundary; tiny rings never collapse")
    func islandAndTinyRings() throws {
        var g = SplitMix64(seed: 77)
        let island = (0 ..< 60).map { k -> Point in
            let a = Double(k) / 60 * 2 * Double.pi
            let r = 3 + g.double(-0.2 ..< 0.2)
            return Point(x: 10 + r * cos(a), y: 10 + r * sin(a))
        }
        let islandRing = try Ring(closing: island)
        let corridor = Polygon(
            shell: try Ring(closing: [Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 20, y: 20), Point(x: 0, y: 20)]),
            holes: [islandRing.reversed])
        let room = Polygon(shell: islandRing)
        let tiny = Polygon(
            shell: try Ring(
                closing: (0 ..< 12).map { k in
                    let a = Double(k) / 12 * 2 * Double.pi
                    return Point(x: 2 + 0.1 * cos(a), y: 2 + 0.1 * sin(a))
                }))
        let input = [corridor, room, tiny]
        for tolerance in [0.1, 0.5, 5, 100] {
            let out = input.simplifiedPreservingTopology(tolerance: tolerance)
            try Self.checkValid(input: input, output: out, tolerance: tolerance, context: "island tolerance \(tolerance)")
            #expect(Set(out[0].holes[0].points) == Set(out[1].shell.points), "tolerance \(tolerance): hole and room differ")
            #expect(out[0].holes[0].points.count == out[1].shell.points.count)
            #expect(out[2].shell.points.count >= 4)
        }
    }

    @Test("rings touching at single vertices: corner-to-corner rooms, a hole touching its shell")
    func touchingAtVertices() throws {
        var g = SplitMix64(seed: 5)
        /// A noisy polygon through `corners`, `k` vertices per side, the noise vanishing at the corners.
        func noisy(_ corners: [Point], _ k: Int) -> [Point] {
            var pts: [Point] = []
            for c in 0 ..< corners.count {
                let a = corners[c], b = corners[(c + 1) % corners.count]
                pts.append(a)
                for m in 1 ..< k {
                    let t = Double(m) / Double(k)
                    let n = (b - a).perpendicular / (b - a).length
                    pts.append(a + (b - a) * t + n * (g.double(-0.1 ..< 0.1) * min(t, 1 - t)))
                }
            }
            return pts
        }
        func noisySquare(_ o: Point, _ s: Double, _ k: Int) -> [Point] {
            noisy([o, o + Point(x: s, y: 0), o + Point(x: s, y: s), o + Point(x: 0, y: s)], k)
        }
        let a = Polygon(shell: try Ring(closing: noisySquare(Point(x: 0, y: 0), 5, 12)))
        let b = Polygon(shell: try Ring(closing: noisySquare(Point(x: 5, y: 5), 5, 12)))
        // The hole's first corner is the shell's corner (12, 0): they touch at one vertex.
        let shell = try Ring(closing: noisySquare(Point(x: 12, y: 0), 6, 12))
        let hole = try Ring(closing: noisy([Point(x: 12, y: 0), Point(x: 13, y: 3), Point(x: 15, y: 2)], 8))
        let c = Polygon(shell: shell, holes: [hole])
        let input = [a, b, c]
        try Self.checkValid(input: input, output: input, tolerance: 0, context: "input")
        for tolerance in [0.05, 0.3, 1, 10] {
            let out = input.simplifiedPreservingTopology(tolerance: tolerance)
            try Self.checkValid(input: input, output: out, tolerance: tolerance, context: "touching, tolerance \(tolerance)")
            #expect(out[0].shell.points.contains(Point(x: 5, y: 5)) && out[1].shell.points.contains(Point(x: 5, y: 5)))
        }
    }

    @Test("random crowded holes: stay inside the shell, never cross each other", arguments: [UInt64(41), 42, 43])
    func crowdedHoles(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        func noisyCircle(_ c: Point, _ r: Double, _ n: Int, _ noise: Double, clockwise: Bool) -> [Point] {
            let pts = (0 ..< n).map { k -> Point in
                let a = Double(k) / Double(n) * 2 * Double.pi
                let rr = r + g.double(-noise ..< noise)
                return Point(x: c.x + rr * cos(a), y: c.y + rr * sin(a))
            }
            return clockwise ? pts.reversed() : pts
        }
        let shell = try Ring(closing: noisyCircle(.zero, 20, 200, 0.3, clockwise: false))
        var holes: [Ring] = []
        var placed: [(Point, Double)] = []
        for _ in 0 ..< 200 where placed.count < 25 {
            let c = Point(x: g.double(-17 ..< 17), y: g.double(-17 ..< 17))
            let r = g.double(0.3 ..< 2)
            guard c.length + r + 0.3 < 19.5, placed.allSatisfy({ $0.0.distance(to: c) > $0.1 + r + 0.3 }) else { continue }
            placed.append((c, r))
            holes.append(try Ring(closing: noisyCircle(c, r, Int.random(in: 8 ..< 40, using: &g), 0.1, clockwise: true)))
        }
        let polygon = Polygon(shell: shell, holes: holes)
        try Self.checkValid(input: [polygon], output: [polygon], tolerance: 0, context: "input seed \(seed)")
        for tolerance in [0.2, 1, 3, 50] {
            let out = polygon.simplifiedPreservingTopology(tolerance: tolerance)
            try Self.checkValid(input: [polygon], output: [out], tolerance: tolerance, context: "holes seed \(seed) tolerance \(tolerance)")
        }
    }

    @Test("tolerance zero removes only exactly collinear vertices")
    func zeroTolerance() throws {
        let square = try Ring(closing: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 0), Point(x: 2, y: 2), Point(x: 0, y: 2)])
        let out = Polygon(shell: square).simplifiedPreservingTopology(tolerance: 0)
        #expect(out.shell.points.count == 5)
        #expect(!out.shell.points.contains(Point(x: 1, y: 0)))
    }

    @Test("empty input gives empty output")
    func empty() {
        #expect([Polygon]().simplifiedPreservingTopology(tolerance: 1).isEmpty)
    }
}
