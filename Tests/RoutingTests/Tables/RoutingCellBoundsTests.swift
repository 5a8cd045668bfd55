import Foundation
import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// ``RoutingCellBounds`` on generated campuses: the outdoor floor is the hub, each building a cell with its
/// entrances as gates, and routes with the cell bounds cost exactly what they cost without them, under every
/// profile, with the outdoor floor walked over precomputed walks or over its corner graph.
struct RoutingCellBoundsTests {
    /// A generated campus of `buildings` buildings, its routing floors and connections, and room points.
    private static func campus(buildings: Int, seed: UInt64) throws -> (floors: [FloorFreeSpace], connections: [Connection], rooms: [RoutePoint]) {
        let venue = try MVFReader.read(VenueGenerator.source(GeneratorOptions(buildings: buildings, floors: 3, roomsPerFloor: 8, seed: seed)))
        let router = try VenueRouter(venue: venue)
        let floors = router.graph.floors.enumerated().map { i, f in
            FloorFreeSpace(id: f.id, ordinal: f.ordinal, freeSpace: router.freeSpace[i].region, stack: f.stack, cuts: VenueRouter.doorCuts(of: venue, floor: i))
        }
        let rooms = venue.spaces.filter { $0.kind == .room }.map { RoutePoint(floor: $0.floorIndex, point: PlaceResolver.point(of: $0)) }
        return (floors, VenueRouter.connections(of: venue), rooms)
    }

    @Test("a campus's outdoor floor is the hub; each building is a cell whose gates are its entrances")
    func structure() throws {
        let (floors, connections, _) = try Self.campus(buildings: 5, seed: 3)
        let graph = try RoutingGraph(floors: floors, connections: connections, anchorSnapDistance: VenueRouter.anchorSnapDistance)
        let cells = try #require(graph.cellBounds)
        // The hub holds the most anchors: every building's entrances.
        let perFloor = graph.anchorsByFloor.map(\.count)
        #expect(perFloor[cells.hubFloor] == perFloor.max())
        #expect(cells.cellCount == 5, "one cell per building, got \(cells.cellCount)")
        let a = graph.anchorCount
        for c in 0 ..< cells.cellCount {
            let columns = Int(cells.gateStart[c]) ..< Int(cells.gateStart[c + 1])
            #expect(!columns.isEmpty, "cell \(c) has no gate")
            #expect(!cells.exits.range(c).isEmpty, "cell \(c) has no exit")
            for col in columns {
                // Gates are anchor states on foot on the hub, at relaxed distance 0 from themselves.
                let g = Int(cells.gateRows[col])
                #expect(g < 2 * a && g & 1 == 0 && graph.anchors[g >> 1].floor == cells.hubFloor)
                #expect(cells.bound(hubRow: Int(cells.places[g].hubRow), column: Int(cells.gateColumns[col])) == 0)
            }
        }
        // Every building floor lies in exactly one cell; a cell's states are a positive relaxed distance from the
        // hub, and the hub's states a finite one from every gate.
        for f in floors.indices where f != cells.hubFloor && !graph.anchorsByFloor[f].isEmpty {
            #expect(cells.floorCells[f].count == 1, "floor \(f): cells \(cells.floorCells[f])")
        }
        for row in cells.places.indices where cells.places[row].cell >= 0 {
            #expect(cells.exitDistance[row] >= 0 && cells.exitDistance[row] < .infinity, "row \(row): \(cells.exitDistance[row])")
        }
        #expect(
            cells.places.indices.allSatisfy { r in
                cells.places[r].cell != -1 || (0 ..< cells.columnCount).allSatisfy { cells.bound(hubRow: Int(cells.places[r].hubRow), column: $0) < .infinity }
            })
    }

    /// A hub no door leads from into a cell (one-way exits onto it only) gives no gate: no cell bounds, and
    /// routes as without them (this once indexed the first gate of none).
    @Test("a hub that leads into no cell builds no cell bounds")
    func hubWithoutGates() throws {
        let room = MultiPolygon([RoutingTestDomains.polygon(RoutingTestDomains.rect(0, 0, 10, 10))])
        let yard = MultiPolygon([RoutingTestDomains.polygon(RoutingTestDomains.rect(0, 0, 40, 10))])
        let floors = [
            FloorFreeSpace(id: "A", ordinal: 0, freeSpace: room, stack: 0), FloorFreeSpace(id: "B", ordinal: 0, freeSpace: room, stack: 1),
            FloorFreeSpace(id: "yard", ordinal: 0, freeSpace: yard)
        ]
        let connections = [
            Connection(
                id: "outA", type: .door, entrances: [PortalAnchor(floor: 0, point: Point(x: 5, y: 5))],
                exits: [PortalAnchor(floor: 2, point: Point(x: 5, y: 5))]),
            Connection(
                id: "outB", type: .door, entrances: [PortalAnchor(floor: 1, point: Point(x: 5, y: 5))],
                exits: [PortalAnchor(floor: 2, point: Point(x: 35, y: 5))])
        ]
        let graph = try RoutingGraph(floors: floors, connections: connections)
        #expect(graph.cellBounds == nil)
        let r = graph.route(from: RoutePoint(floor: 0, point: Point(x: 2, y: 2)), to: RoutePoint(floor: 2, point: Point(x: 20, y: 5)))
        #expect(r.status == .found && abs(r.distance - (Point(x: 2, y: 2).distance(to: Point(x: 5, y: 5)) + 15)) < 1e-6, "\(r.status) \(r.distance)")
    }

    /// Relaxed distances must be lower bounds of real walks: from each hub anchor to each gate, the table's
    /// entry is at most the exact walk on the hub between their points.
    @Test("the table never exceeds the walk between a hub anchor and a gate")
    func tableIsALowerBound() throws {
        let (floors, connections, _) = try Self.campus(buildings: 4, seed: 8)
        let graph = try RoutingGraph(floors: floors, connections: connections, anchorSnapDistance: VenueRouter.anchorSnapDistance)
        let cells = try #require(graph.cellBounds)
        let scratch = RoutingScratch()
        var checked = 0
        for id in graph.anchorsByFloor[cells.hubFloor] {
            let x = graph.anchors[Int(id)]
            for col in cells.gateRows.indices {
                let g = graph.anchors[Int(cells.gateRows[col]) >> 1]
                guard let walk = graph.walkingPath(floor: cells.hubFloor, from: x.point, to: g.point, scratch: scratch) else { continue }
                let entry = cells.bound(hubRow: Int(cells.places[2 * Int(id) + 1].hubRow), column: Int(cells.gateColumns[col]))
                #expect(entry <= walk.length + 1e-9, "anchor \(id) to gate column \(col): table \(entry) > walk \(walk.length)")
                checked += 1
            }
        }
        #expect(checked > 20, "only \(checked) pairs checked")
    }

    /// The table is searched over the hub's states only (``HubGraph``); each entry must still be the relaxed
    /// distance in the whole state graph `G'` to the nearest gate of its column (one backward Dijkstra from the
    /// column's gates over every state), rounded down to the table's step (a reference row) or within a delta
    /// step below it (a row kept as deltas from a reference), never above it: with one column per gate, and with
    /// the gates grouped into districts.
    @Test("each table entry is the relaxed distance over the whole state graph, rounded down", arguments: [false, true])
    func tableMatchesWholeGraph(districts: Bool) throws {
        for (buildings, seed): (Int, UInt64) in districts ? [(24, 5)] : [(4, 8), (6, 5)] {
            let (floors, connections, _) = try Self.campus(buildings: buildings, seed: seed)
            for eager in [256, 0] {
                let graph = try Self.graph(floors, connections, eager: eager, districts: districts)
                let cells = try #require(graph.cellBounds)
                #expect(districts == (cells.columnCount < cells.gateCount), "\(cells.columnCount) columns for \(cells.gateCount) gates")
                let data = graph.data
                let edges = RoutingData.relaxedEdges(
                    anchors: data.anchors, byFloor: data.anchorsByFloor, transitions: data.transitions, walks: data.walks,
                    cornerGraphs: data.cornerGraphs, cornerBase: data.cornerStateBase, cornerStates: data.cornerStateCount)
                let n = cells.places.count
                let reversed = edges.reversed(rows: n)
                var compared = 0
                for col in 0 ..< cells.columnCount {
                    let gates = cells.gateRows.indices.filter { Int(cells.gateColumns[$0]) == col }.map { Int(cells.gateRows[$0]) }
                    #expect(!gates.isEmpty, "column \(col) has no gate")
                    let d = reversed.distances(from: gates, rows: n)
                    for u in 0 ..< n where cells.places[u].cell == -1 {
                        let r = Int(cells.places[u].hubRow)
                        let entry = cells.bound(hubRow: r, column: col)
                        guard d[u] < .infinity else {
                            #expect(entry == .infinity, "row \(u) column \(col): \(entry) m for no way")
                            continue
                        }
                        // A reference row: the distance rounded down to a step; another row: within a delta step
                        // more (both searches add the same lengths in another order: a billionth of a step apart).
                        let slack = cells.hubRowSlots[r].delta < 0 ? cells.unit : cells.unit + cells.deltaUnit
                        #expect(
                            entry <= d[u] + 1e-9 * cells.unit && entry > d[u] - slack - 1e-9 * cells.unit, "row \(u) column \(col): \(entry) m for \(d[u]) m")
                        compared += 1
                    }
                }
                #expect(cells.hubRowSlots.contains { $0.delta >= 0 }, "no hub row kept as a delta: nothing tested")
                #expect(compared > 100, "only \(compared) entries compared")
            }
        }
    }

    /// A graph over the campus's floors; with `districts`, a cell table limit of ``RoutingCellBounds/minimumColumns``
    /// columns (the hub's rows counted by a first build), so that the gates are grouped into that many districts.
    private static func graph(
        _ floors: [FloorFreeSpace], _ connections: [Connection], eager: Int, landmarkAnchorMinimum: Int = 1000, cells: Bool = true, districts: Bool
    ) throws -> RoutingGraph {
        func build(_ limit: Int) throws -> RoutingGraph {
            try RoutingGraph(
                floors: floors, connections: connections, anchorSnapDistance: VenueRouter.anchorSnapDistance, eagerWalkAnchorLimit: eager,
                cornerGraphs: true, landmarkAnchorMinimum: landmarkAnchorMinimum, cellBounds: cells, cellBoundEntryLimit: limit)
        }
        let plain = try build(RoutingCellBounds.entryLimit)
        guard districts, let rows = plain.cellBounds?.hubRowCount else { return plain }
        return try build(rows * RoutingCellBounds.minimumColumns)
    }

    /// Districts are runs of whole cells: every gate of a cell has its cell's column, and there are at most as
    /// many districts as the limit allows.
    @Test("districts group whole cells, at most as many as the limit allows")
    func districtsGroupWholeCells() throws {
        let (floors, connections, _) = try Self.campus(buildings: 24, seed: 5)
        let cells = try #require(try Self.graph(floors, connections, eager: 256, districts: true).cellBounds)
        #expect(cells.columnCount <= RoutingCellBounds.minimumColumns && cells.columnCount > 1 && cells.gateCount > cells.columnCount)
        for c in 0 ..< cells.cellCount {
            let columns = Set((Int(cells.gateStart[c]) ..< Int(cells.gateStart[c + 1])).map { cells.gateColumns[$0] })
            #expect(columns.count == 1, "cell \(c) split over columns \(columns.sorted())")
        }
        #expect(Set(cells.gateColumns).count == cells.columnCount, "a district column without a gate")
    }

    @Test(
        "routes with cell bounds cost what they cost without, under every profile",
        arguments: [(256, 1000, false), (0, 1000, false), (0, 0, false), (256, 1000, true), (0, 0, true)])
    func sameCosts(eagerWalkAnchorLimit: Int, landmarkAnchorMinimum: Int, districts: Bool) throws {
        var avoid = RoutingProfile.default
        avoid.avoidedTypes = [.stairs]
        let staff = RouterKey(includesNonPublic: true)
        let profiles: [(RouterKey, RoutingProfile)] = [(.default, .default), (.default, .accessible), (.default, avoid), (staff, .default)]
        var compared = 0
        for seed: UInt64 in [3, 8] {
            let (floors, connections, rooms) = try Self.campus(buildings: districts ? 24 : 4, seed: seed)
            func graph(_ cells: Bool) throws -> RoutingGraph {
                try Self.graph(
                    floors, connections, eager: eagerWalkAnchorLimit, landmarkAnchorMinimum: landmarkAnchorMinimum, cells: cells, districts: districts)
            }
            let with = try graph(true), without = try graph(false)
            #expect(with.cellBounds != nil && without.cellBounds == nil)
            #expect(districts == ((with.cellBounds?.columnCount ?? 0) < (with.cellBounds?.gateCount ?? 0)))
            #expect(eagerWalkAnchorLimit > 0 || with.data.cornerGraphs.contains { $0 != nil }, "the outdoor floor should be walked over its corner graph")
            var rng = SplitMix64(seed: seed)
            let scratch = RoutingScratch(), plain = RoutingScratch()
            for _ in 0 ..< 40 {
                let s = rooms[rng.int(0, rooms.count - 1)], t = rooms[rng.int(0, rooms.count - 1)]
                for (pi, (key, profile)) in profiles.enumerated() {
                    let r = with.under(key).route(from: s, to: t, profile: profile, scratch: scratch)
                    let e = without.under(key).route(from: s, to: t, profile: profile, scratch: plain)
                    #expect(r.status == e.status, "seed \(seed) profile \(pi): \(r.status) vs \(e.status)")
                    guard r.status == .found, e.status == .found else { continue }
                    compared += 1
                    #expect(abs(r.cost - e.cost) <= 1e-6 * Swift.max(1, e.cost), "seed \(seed) profile \(pi): \(r.cost) with cells vs \(e.cost)")
                    #expect(abs(r.distance - r.legs.reduce(0) { $0 + $1.distance }) <= 1e-6 * Swift.max(1, r.distance))
                }
            }
        }
        #expect(compared > 200, "only \(compared) routes compared")
    }
}
