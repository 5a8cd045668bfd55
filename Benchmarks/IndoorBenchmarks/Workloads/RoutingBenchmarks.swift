import Foundation
import IndoorGeometry
import Routing

/// A generated office building: per floor, `combs` double-loaded corridors (rooms above and below,
/// 5 m × 4 m, 0.9 m doorway gaps in 0.2 m walls, pillars in the corridor) joined by a west spine corridor;
/// stairs at both ends, two elevators on the spine, a pair of one-way escalators on every floor.
enum RoutingBenchmarkVenue {
    static let roomWidth = 5.0, roomDepth = 4.0, corridorWidth = 2.5, wall = 0.2, gap = 1.0

    static func combHeight() -> Double { corridorWidth + 2 * (wall + roomDepth) }

    /// One floor's free space: a single polygon with pillar holes.
    static func floor(combs: Int, roomsPerSide: Int, seed: UInt64) -> Polygon {
        var g = SeededGenerator(seed: seed)
        let length = Double(roomsPerSide) * roomWidth
        var pts: [Point] = []
        var holes: [Ring] = []
        func door(_ x0: Double) -> (Double, Double) {
            let d0 = x0 + wall + 0.2 + Double(Int.random(in: 0 ... 30, using: &g)) * 0.1
            return (d0, d0 + 0.9)
        }
        var ys: [Double] = []
        for c in 0 ..< combs { ys.append(Double(c) * (combHeight() + gap) + wall + roomDepth) }
        for (c, y) in ys.enumerated() {
            if c == 0 { pts.append(Point(x: 0, y: y)) }
            // Bottom side, west to east, rooms below.
            for i in 0 ..< roomsPerSide {
                let x0 = Double(i) * roomWidth, x1 = x0 + roomWidth
                let (d0, d1) = door(x0)
                pts += [
                    Point(x: d0, y: y), Point(x: d0, y: y - wall), Point(x: x0 + wall / 2, y: y - wall),
                    Point(x: x0 + wall / 2, y: y - wall - roomDepth), Point(x: x1 - wall / 2, y: y - wall - roomDepth),
                    Point(x: x1 - wall / 2, y: y - wall), Point(x: d1, y: y - wall), Point(x: d1, y: y)
                ]
            }
            pts += [Point(x: length, y: y), Point(x: length, y: y + corridorWidth)]
            // Top side, east to west, rooms above.
            let yt = y + corridorWidth
            for i in stride(from: roomsPerSide - 1, through: 0, by: -1) {
                let x0 = Double(i) * roomWidth, x1 = x0 + roomWidth
                let (d0, d1) = door(x0)
                pts += [
                    Point(x: d1, y: yt), Point(x: d1, y: yt + wall), Point(x: x1 - wall / 2, y: yt + wall),
                    Point(x: x1 - wall / 2, y: yt + wall + roomDepth), Point(x: x0 + wall / 2, y: yt + wall + roomDepth),
                    Point(x: x0 + wall / 2, y: yt + wall), Point(x: d0, y: yt + wall), Point(x: d0, y: yt)
                ]
            }
            pts.append(Point(x: 0, y: yt))
            if c + 1 < combs { pts.append(Point(x: 0, y: ys[c + 1])) }
            var x = roomWidth * 1.5
            while x < length - roomWidth {
                let p0 = y + corridorWidth / 2 - 0.2
                holes.append(
                    Ring(uncheckedPoints: [
                        Point(x: x, y: p0), Point(x: x, y: p0 + 0.4), Point(x: x + 0.4, y: p0 + 0.4),
                        Point(x: x + 0.4, y: p0), Point(x: x, y: p0)
                    ]))
                x += roomWidth * 3
            }
        }
        let top = ys[ys.count - 1] + corridorWidth
        pts += [Point(x: -3, y: top), Point(x: -3, y: ys[0]), Point(x: 0, y: ys[0])]
        return Polygon(shell: Ring(uncheckedPoints: pts), holes: holes)
    }

    /// The same building with doors modelled as connections (as MVF does): the corridors (an E-shaped
    /// polygon with the spine) and every room are separate polygons, each door a two-way connection
    /// between a point in the corridor and a point in the room.
    static func floorWithDoorConnections(floor f: Int, combs: Int, roomsPerSide: Int) -> (MultiPolygon, [Connection]) {
        let length = Double(roomsPerSide) * roomWidth
        var ys: [Double] = []
        for c in 0 ..< combs { ys.append(Double(c) * (combHeight() + gap) + wall + roomDepth) }
        var outline: [Point] = [Point(x: -3, y: ys[0])]
        for (c, y) in ys.enumerated() {
            if c > 0 { outline.append(Point(x: 0, y: y)) }
            outline += [Point(x: length, y: y), Point(x: length, y: y + corridorWidth)]
            if c + 1 < combs { outline.append(Point(x: 0, y: y + corridorWidth)) }
        }
        outline += [Point(x: -3, y: ys[ys.count - 1] + corridorWidth), Point(x: -3, y: ys[0])]
        var polygons = [Polygon(shell: Ring(uncheckedPoints: outline))]
        var doors: [Connection] = []
        for (c, y) in ys.enumerated() {
            for i in 0 ..< roomsPerSide {
                let x0 = Double(i) * roomWidth + wall / 2, x1 = x0 + roomWidth - wall
                let dx = x0 + roomWidth / 2
                let below = (y - wall - roomDepth, y - wall), above = (y + corridorWidth + wall, y + corridorWidth + wall + roomDepth)
                for (k, (r0, r1)) in [below, above].enumerated() {
                    polygons.append(
                        Polygon(
                            shell: Ring(uncheckedPoints: [
                                Point(x: x0, y: r0), Point(x: x1, y: r0), Point(x: x1, y: r1),
                                Point(x: x0, y: r1), Point(x: x0, y: r0)
                            ])))
                    let inCorridor = Point(x: dx, y: k == 0 ? y + 0.3 : y + corridorWidth - 0.3)
                    let inRoom = Point(x: dx, y: k == 0 ? r1 - 0.3 : r0 + 0.3)
                    doors.append(
                        .twoWay(
                            id: "door-\(f)-\(c)-\(i)-\(k)", type: .door,
                            anchors: [PortalAnchor(floor: f, point: inCorridor), PortalAnchor(floor: f, point: inRoom)],
                            rawEntryCost: 100))
                }
            }
        }
        return (MultiPolygon(polygons), doors)
    }

    /// The spine and corridor points where vertical connections stand.
    static func connections(floors: Int, combs: Int, roomsPerSide: Int) -> [Connection] {
        let length = Double(roomsPerSide) * roomWidth
        func y(_ c: Int) -> Double { Double(c) * (combHeight() + gap) + wall + roomDepth + corridorWidth / 2 }
        func all(_ p: Point) -> [PortalAnchor] { (0 ..< floors).map { PortalAnchor(floor: $0, point: p) } }
        var result: [Connection] = [
            .twoWay(
                id: "stairs-west", type: .stairs, anchors: all(Point(x: -1.5, y: y(0))), flags: .publicAccess,
                rawEntryCost: 1000, rawFloorCostMultiplier: 1000),
            .twoWay(
                id: "stairs-east", type: .stairs, anchors: all(Point(x: length - 1, y: y(combs - 1))), flags: .publicAccess,
                rawEntryCost: 1000, rawFloorCostMultiplier: 1000),
            .twoWay(id: "elevator-a", type: .elevator, anchors: all(Point(x: -1.5, y: y(combs / 2))), rawEntryCost: 3000, rawFloorCostMultiplier: 1),
            .twoWay(id: "elevator-b", type: .elevator, anchors: all(Point(x: -1.5, y: y(combs / 2) - 2)), rawEntryCost: 3000, rawFloorCostMultiplier: 1)
        ]
        let mid = Point(x: length / 2, y: y(combs > 1 ? 1 : 0))
        for f in 0 ..< floors - 1 {
            result.append(
                Connection(
                    id: "escalator-up-\(f)", type: .escalator, entrances: [PortalAnchor(floor: f, point: mid)],
                    exits: [PortalAnchor(floor: f + 1, point: mid + Point(x: 3, y: 0))], flags: .publicAccess))
            result.append(
                Connection(
                    id: "escalator-down-\(f)", type: .escalator, entrances: [PortalAnchor(floor: f + 1, point: mid)],
                    exits: [PortalAnchor(floor: f, point: mid + Point(x: 3, y: 0))], flags: .publicAccess))
        }
        return result
    }

    static func floors(count: Int, combs: Int, roomsPerSide: Int) -> [FloorFreeSpace] {
        (0 ..< count).map {
            FloorFreeSpace(id: "L\($0)", ordinal: $0, freeSpace: MultiPolygon([floor(combs: combs, roomsPerSide: roomsPerSide, seed: UInt64($0 + 1))]))
        }
    }

    /// A random point in a room or corridor of a floor (rooms are sampled at their centres).
    static func randomPoint(combs: Int, roomsPerSide: Int, using g: inout SeededGenerator) -> Point {
        let c = Int.random(in: 0 ..< combs, using: &g)
        let i = Int.random(in: 0 ..< roomsPerSide, using: &g)
        let y = Double(c) * (combHeight() + gap) + wall + roomDepth
        let x = Double(i) * roomWidth + roomWidth / 2
        switch Int.random(in: 0 ..< 3, using: &g) {
        case 0: return Point(x: x, y: y - wall - roomDepth / 2)
        case 1: return Point(x: x, y: y + corridorWidth + wall + roomDepth / 2)
        default: return Point(x: x + 0.7, y: y + 0.5)
        }
    }
}

/// Per-query timing: each run answers one query of a fixed list in turn, so the harness's median and
/// p90 are per-query percentiles; `check` compares against the answer computed in set-up.
private final class RoutingBenchmarkCursor {
    var next = 0
    var last = 0
}

func routingBenchmarks(quick: Bool) -> [Benchmark] {
    let floorCount = quick ? 3 : 20
    let combs = quick ? 2 : 4
    let roomsPerSide = quick ? 5 : 25
    let rooms = floorCount * combs * roomsPerSide * 2
    let queryCount = quick ? 20 : 200

    func queries(sameFloor: Bool, seed: UInt64) -> [(RoutePoint, RoutePoint)] {
        var g = SeededGenerator(seed: seed)
        return (0 ..< queryCount).map { _ in
            let f = Int.random(in: 0 ..< floorCount, using: &g)
            let h = sameFloor ? f : (f + 1 + Int.random(in: 0 ..< floorCount - 1, using: &g)) % floorCount
            return (
                RoutePoint(floor: f, point: RoutingBenchmarkVenue.randomPoint(combs: combs, roomsPerSide: roomsPerSide, using: &g)),
                RoutePoint(floor: h, point: RoutingBenchmarkVenue.randomPoint(combs: combs, roomsPerSide: roomsPerSide, using: &g))
            )
        }
    }

    func routeBenchmark(name: String, sameFloor: Bool) -> Benchmark {
        Benchmark(name: name, n: rooms) {
            let graph = try RoutingGraph(
                floors: RoutingBenchmarkVenue.floors(count: floorCount, combs: combs, roomsPerSide: roomsPerSide),
                connections: RoutingBenchmarkVenue.connections(floors: floorCount, combs: combs, roomsPerSide: roomsPerSide))
            try expect(graph.issues.isEmpty, "venue has build issues: \(graph.issues.prefix(3))")
            let qs = queries(sameFloor: sameFloor, seed: sameFloor ? 11 : 12)
            let scratch = RoutingScratch()
            let expected = qs.map { graph.route(from: $0.0, to: $0.1, scratch: scratch) }
            for (i, r) in expected.enumerated() {
                try expect(r.status == .found, "query \(i) \(qs[i]) not found: \(r.status)")
            }
            // The harness reports median and p90 of its samples; the tail (p99, max) over every query is
            // measured here, untimed by the harness, and printed to stderr.
            var times: [Double] = []
            for q in qs {
                let t0 = Runner.now()
                _ = graph.route(from: q.0, to: q.1, scratch: scratch)
                times.append(Runner.now() - t0)
            }
            times.sort()
            func pct(_ p: Double) -> String { Runner.formatTime(times[Swift.min(times.count - 1, Int(Double(times.count) * p))]) }
            FileHandle.standardError.write(
                Data(
                    "\(name): \(qs.count) queries, p50 \(pct(0.5)), p90 \(pct(0.9)), p99 \(pct(0.99)), max \(pct(1))\n".utf8))
            let cursor = RoutingBenchmarkCursor()
            return Workload(
                operationsPerRun: 1,
                run: {
                    let i = cursor.next
                    cursor.last = i
                    cursor.next = (i + 1) % qs.count
                    let r = graph.route(from: qs[i].0, to: qs[i].1, scratch: scratch)
                    return Int((r.cost * 1000).rounded())
                },
                check: { c in
                    let want = Int((expected[cursor.last].cost * 1000).rounded())
                    try expect(c == want, "query \(cursor.last): cost \(c) != \(want) (mm)")
                })
        }
    }

    return [
        Benchmark(name: "routing.build.graph", n: rooms) {
            let floors = RoutingBenchmarkVenue.floors(count: floorCount, combs: combs, roomsPerSide: roomsPerSide)
            let connections = RoutingBenchmarkVenue.connections(floors: floorCount, combs: combs, roomsPerSide: roomsPerSide)
            return Workload(
                operationsPerRun: 1,
                run: {
                    let graph = try RoutingGraph(floors: floors, connections: connections)
                    return graph.meshes.reduce(0) { $0 + $1.triangleCount } &+ graph.anchorCount
                }, check: { c in try expect(c > floorCount * 100, "too few triangles: \(c)") })
        },
        Benchmark(name: "routing.build.mesh.floor", n: combs * roomsPerSide * 2) {
            let floor = MultiPolygon([RoutingBenchmarkVenue.floor(combs: combs, roomsPerSide: roomsPerSide, seed: 1)])
            return Workload(
                operationsPerRun: 1,
                run: {
                    NavigationMesh(freeSpace: floor).triangleCount
                }, check: { c in try expect(c > 100, "too few triangles: \(c)") })
        },
        Benchmark(name: "routing.build.graph.door-connections", n: rooms) {
            var floors: [FloorFreeSpace] = []
            var connections = RoutingBenchmarkVenue.connections(floors: floorCount, combs: combs, roomsPerSide: roomsPerSide)
            for f in 0 ..< floorCount {
                let (space, doors) = RoutingBenchmarkVenue.floorWithDoorConnections(floor: f, combs: combs, roomsPerSide: roomsPerSide)
                floors.append(FloorFreeSpace(id: "L\(f)", ordinal: f, freeSpace: space))
                connections += doors
            }
            let graph = try RoutingGraph(floors: floors, connections: connections)
            try expect(graph.issues.isEmpty, "door venue has build issues: \(graph.issues.prefix(3))")
            // Timed: the build; also report one cross-building query through doors, untimed.
            let scratch = RoutingScratch()
            var g = SeededGenerator(seed: 5)
            var times: [Double] = []
            for _ in 0 ..< (quick ? 10 : 100) {
                let a = RoutePoint(
                    floor: Int.random(in: 0 ..< floorCount, using: &g),
                    point: RoutingBenchmarkVenue.randomPoint(combs: combs, roomsPerSide: roomsPerSide, using: &g))
                let b = RoutePoint(
                    floor: Int.random(in: 0 ..< floorCount, using: &g),
                    point: RoutingBenchmarkVenue.randomPoint(combs: combs, roomsPerSide: roomsPerSide, using: &g))
                let t0 = Runner.now()
                let r = graph.route(from: a, to: b, scratch: scratch)
                times.append(Runner.now() - t0)
                try expect(r.status == .found, "door venue query not found: \(r.status)")
            }
            times.sort()
            FileHandle.standardError.write(
                Data(
                    ("routing.build.graph.door-connections: \(graph.anchorCount) anchors; route p50 "
                        + "\(Runner.formatTime(times[times.count / 2])), p90 \(Runner.formatTime(times[times.count * 9 / 10])), "
                        + "max \(Runner.formatTime(times[times.count - 1]))\n").utf8))
            return Workload(
                operationsPerRun: 1,
                run: {
                    try RoutingGraph(floors: floors, connections: connections).anchorCount
                }, check: { c in try expect(c == graph.anchorCount, "anchor count \(c) != \(graph.anchorCount)") })
        },
        routeBenchmark(name: "routing.route.same-floor", sameFloor: true),
        routeBenchmark(name: "routing.route.multi-floor", sameFloor: false)
    ]
}
