import Foundation
import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// Our routes against the Pacific University bundle's own node graph (a 0.24 m lattice), between the same
/// two points: for each of a set of seeded room pairs, the room's tagged node nearest its label point.
/// Shortest paths on the lattice are measured in metres (Dijkstra; door, stair and elevator connections
/// joined through shared geometry ids, as MVF defines them). Ours are taut any-angle paths in free space
/// with zero clearance, so wherever both find a route ours must not be longer.
@Suite(.sharedVenues, .tags(.slow)) struct NodeGraphComparisonSlowTests {
    /// Dijkstra in metres over the node graph plus connection edges, from one node to one node.
    static func latticeDistance(_ g: MVFNodeGraph, _ extra: [[(Int, Double)]], from s: Int, to t: Int) -> Double? {
        var dist = [Double](repeating: .infinity, count: g.nodeCount)
        var heap = BinaryHeap<HeapEntry<Int>>()
        dist[s] = 0
        heap.push(0, s)
        while let (d, n) = heap.pop() {
            if d > dist[n] { continue }
            if n == t { return d }
            for e in g.edges(from: n) where !g.isBlocked(edge: e) {
                let m = Int(g.edgeTargets[e])
                let nd = d + g.points[n].distance(to: g.points[m])
                if nd < dist[m] {
                    dist[m] = nd
                    heap.push(nd, m)
                }
            }
            for (m, len) in extra[n] where d + len < dist[m] {
                dist[m] = d + len
                heap.push(dist[m], m)
            }
        }
        return nil
    }

    @Test("ours is never longer than the bundle's lattice between the same points")
    func compareWithNodeGraph() throws {
        let source = try FolderSource(root: SharedVenues.pacificFolder)
        let venue = try MVFReader.read(source)
        let graph = try #require(try MVFReader.readNodeGraph(source, venue: venue))
        let byGeometry = graph.nodesByGeometry()
        // Connection edges: every node of an entrance or exit geometry to every other, metres = straight
        // distance on one floor (a door), 0 between floors (stairs, elevators).
        var extra = [[(Int, Double)]](repeating: [], count: graph.nodeCount)
        var groups: [[String]] = venue.connections.map { ($0.entrances + $0.exits).compactMap(\.geometryID) }
        groups += venue.doors.filter { !$0.isBlocked }.map { d in (d.anchors.compactMap(\.geometryID)) + (d.lineGeometryID.map { [$0] } ?? []) }
        for ids in groups {
            let nodes = Array(Set(ids.flatMap { byGeometry[$0] ?? [] }))
            if nodes.count > 400 { continue }
            for a in nodes {
                for b in nodes where a != b {
                    let same = graph.floorIndices[a] == graph.floorIndices[b]
                    extra[a].append((b, same ? graph.points[a].distance(to: graph.points[b]) : 0))
                }
            }
        }
        let router = try VenueRouter(venue: venue, key: RouterKey(clearance: 0))
        // Rooms with tagged nodes; the node nearest the room's label point is the endpoint for both.
        var endpoints: [(space: Int, node: Int)] = []
        for (i, s) in venue.spaces.enumerated() where s.kind == .room {
            guard let nodes = byGeometry[s.id], !nodes.isEmpty else { continue }
            let p = PlaceResolver.point(of: s)
            let n = nodes.min { graph.points[$0].squaredDistance(to: p) < graph.points[$1].squaredDistance(to: p) }!
            endpoints.append((i, n))
        }
        var rng = SplitMix64(seed: 2026)
        var both = 0, oursOnly = 0, theirsOnly = 0, neither = 0, longer: [String] = []
        var ratios: [Double] = []
        for _ in 0 ..< 200 {
            let a = endpoints[Int(rng.next() % UInt64(endpoints.count))], b = endpoints[Int(rng.next() % UInt64(endpoints.count))]
            let theirs = Self.latticeDistance(graph, extra, from: a.node, to: b.node)
            let r = router.graph.route(
                from: RoutePoint(floor: Int(graph.floorIndices[a.node]), point: graph.points[a.node]),
                to: RoutePoint(floor: Int(graph.floorIndices[b.node]), point: graph.points[b.node]))
            let ours = r.status == .found ? r.distance : nil
            switch (ours, theirs) {
            case let (o?, t?):
                both += 1
                ratios.append(o / max(t, 1e-9))
                if o > t + 0.05 {
                    longer.append(
                        "\(venue.spaces[a.space].names.first ?? venue.spaces[a.space].id) → \(venue.spaces[b.space].names.first ?? venue.spaces[b.space].id): ours \(o) m, lattice \(t) m"
                    )
                }
            case (.some, nil): oursOnly += 1
            case (nil, .some): theirsOnly += 1
            case (nil, nil): neither += 1
            }
        }
        ratios.sort()
        print(
            "node-graph comparison: both \(both), ours only \(oursOnly), lattice only \(theirsOnly), neither \(neither); ours/lattice median \(ratios.isEmpty ? 0 : ratios[ratios.count / 2]), max \(ratios.last ?? 0)"
        )
        for l in longer { print("  longer: \(l)") }
        #expect(both >= 20, "too few comparable pairs")
        #expect(longer.isEmpty, "ours longer than the lattice: \(longer)")
    }
}
