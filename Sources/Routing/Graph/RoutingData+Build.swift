import Dispatch
import Foundation
import IndoorGeometry

/// The build steps of ``RoutingData``: anchors located, walk tables, walks and the relaxed state graph.
extension RoutingData {
    /// The anchors of `connections` located on their floors' meshes (snapped within `snapDistance`; farther
    /// ones left out and listed in `issues`), each floor's anchors, and per anchor the anchors its connection
    /// leads to when entering there. An anchor listed as both entrance and exit is one two-way anchor.
    static func locateAnchors(
        of connections: [Connection], floorCount: Int, meshes: [NavigationMesh], snapDistance: Double, issues: inout [RoutingBuildIssue]
    ) throws(RoutingBuildError) -> (anchors: [Anchor], byFloor: [[Int32]], transitions: [[Int32]]) {
        var anchors: [Anchor] = []
        var byFloor = [[Int32]](repeating: [], count: floorCount)
        var transitions: [[Int32]] = []
        for (ci, c) in connections.enumerated() {
            var list: [(PortalAnchor, Bool, Bool)] = []
            for a in c.entrances { list.append((a, true, false)) }
            for a in c.exits {
                if let k = list.firstIndex(where: { $0.0 == a }) { list[k].2 = true } else { list.append((a, false, true)) }
            }
            var ids: [Int32] = []
            for (a, enter, exit) in list {
                guard a.floor >= 0 && a.floor < floorCount else {
                    throw .anchorFloorOutOfRange(connectionId: c.id, floor: a.floor, floorCount: floorCount)
                }
                guard let (p, poly) = meshes[a.floor].snap(a.point, within: snapDistance) else {
                    issues.append(.anchorOutsideFreeSpace(connectionId: c.id, floor: a.floor, point: a.point))
                    continue
                }
                let id = Int32(anchors.count)
                anchors.append(
                    Anchor(
                        floor: a.floor, point: p, connection: ci, canEnter: enter, canExit: exit,
                        flags: a.flags, slot: byFloor[a.floor].count, component: meshes[a.floor].component[poly]))
                byFloor[a.floor].append(id)
                ids.append(id)
                transitions.append([])
            }
            for i in ids where anchors[Int(i)].canEnter {
                transitions[Int(i)] = ids.filter { $0 != i && anchors[Int($0)].canExit }
            }
        }
        return (anchors, byFloor, transitions)
    }

    /// Per eager floor with at most `walkTableAnchorLimit` anchors: its walk table (every corner's and anchor's
    /// exact distance to every anchor), built in parallel over floors. Eager floors with more anchors than a
    /// table by exhaustive searches affords (a campus's outdoor floor): the table read off the floor's corner
    /// graph (when `cornerGraphs`), when its size stays moderate. Nil elsewhere.
    static func walkTables(
        meshes: [NavigationMesh], byFloor: [[Int32]], pointsByFloor: [[Point]], lazy: [Bool], walkTableAnchorLimit: Int, cornerGraphs: Bool
    ) -> [FloorWalkTable?] {
        let n = meshes.count
        let built = IndexedSlots<FloorWalkTable>(count: n)
        // Largest tables first, so that the last floors handed out are small.
        let size: [Int] = (0 ..< n).map { f in meshes[f].vertices.count * byFloor[f].count }
        let tabled: [Bool] = (0 ..< n).map { f in !lazy[f] && !byFloor[f].isEmpty && byFloor[f].count <= walkTableAnchorLimit }
        let work: [Int] = (0 ..< n).filter { tabled[$0] }.sorted { size[$0] > size[$1] }
        let cornered: [Int] = (0 ..< n).filter { f in
            cornerGraphs && !lazy[f] && !tabled[f] && !byFloor[f].isEmpty && meshes[f].vertices.count * byFloor[f].count <= Self.cornerTableEntryLimit
        }
        // Rows are (about) the corners: the tables' entries, to decide whether their exact lengths fit.
        let entries = (work + cornered).reduce(0) { sum, f in sum + meshes[f].isCorner.lazy.filter { $0 }.count * byFloor[f].count }
        let keepExact = entries <= Self.exactWalkEntryLimit
        DispatchQueue.concurrentPerform(iterations: work.count) { i in
            let f = work[i]
            var core = PolyanyaCore()
            if let table = FloorWalkTable(mesh: meshes[f], anchorPoints: pointsByFloor[f], search: &core, keepExact: keepExact) { built.set(f, table) }
        }
        var tables = [FloorWalkTable?](repeating: nil, count: n)
        for (f, t) in built.indexedValues() { tables[f] = t }
        for f in cornered {
            let graph = FloorCornerGraph(mesh: meshes[f], anchorPoints: pointsByFloor[f])
            tables[f] = FloorWalkTable(cornerGraph: graph, vertices: meshes[f].vertices, keepExact: keepExact)
        }
        return tables
    }

    /// Most walk-table entries (corners × anchors over a venue's floors) whose exact lengths the tables keep
    /// (``FloorWalkTable/exactDistance``, 8 bytes an entry: 8 MB at most): a campus's tables keep them and its
    /// queries read a walk's length instead of summing it along the path tree; the tables of a larger venue keep
    /// only their two-byte steps.
    static let exactWalkEntryLimit = 1_000_000

    /// Per exit anchor of an eager floor: the exact walk to every entrance of its floor it can reach, read off
    /// the floor's walk table, or else by one multi-target search per exit to the entrances of its component.
    static func anchorWalks(
        anchors: [Anchor], meshes: [NavigationMesh], byFloor: [[Int32]], lazy: [Bool], tables: [FloorWalkTable?]
    ) -> [[(anchor: Int32, distance: Double)]] {
        var walks = [[(anchor: Int32, distance: Double)]](repeating: [], count: anchors.count)
        let search = PolyanyaSearch()
        for f in meshes.indices where !lazy[f] && tables[f] == nil {
            for from in byFloor[f] where anchors[Int(from)].canExit {
                let here = anchors[Int(from)]
                let targets = byFloor[f].filter { $0 != from && anchors[Int($0)].canEnter && anchors[Int($0)].component == here.component }
                guard !targets.isEmpty else { continue }
                let d = search.distances(in: meshes[f], from: here.point, to: targets.map { anchors[Int($0)].point })
                for (k, to) in targets.enumerated() where d[k] < .infinity { walks[Int(from)].append((to, d[k])) }
            }
        }
        for f in meshes.indices {
            guard let table = tables[f] else { continue }
            let ids = byFloor[f]
            for (j, from) in ids.enumerated() where anchors[Int(from)].canExit {
                for (k, to) in ids.enumerated() where k != j && anchors[Int(to)].canEnter {
                    let d = table.anchorDistance[j * ids.count + k]
                    if d < .infinity { walks[Int(from)].append((to, d)) }
                }
            }
        }
        return walks
    }

    /// The relaxed state graph of ``RoutingLandmarks`` and ``RoutingCellBounds`` (walks at their open-mesh
    /// lengths, connections free), over the rows of ``RoutingLandmarks/row(_:anchorCount:)``.
    static func relaxedEdges(
        anchors: [Anchor], byFloor: [[Int32]], transitions: [[Int32]], walks: [[(anchor: Int32, distance: Double)]],
        cornerGraphs: [FloorCornerGraph?], cornerBase: [Int], cornerStates: Int
    ) -> RoutingLandmarks.Edges {
        let a = anchors.count
        let rows = 2 * a + cornerStates
        var edges = RoutingLandmarks.Edges()
        /// Walking edges from node `i` of floor `f`'s corner graph, at `p`.
        func cornerEdges(_ graph: FloorCornerGraph, floor f: Int, node i: Int) {
            let p = graph.points[i], nc = graph.cornerCount
            for e in Int(graph.edgeStart[i]) ..< Int(graph.edgeStart[i + 1]) {
                let j = Int(graph.edgeTargets[e])
                let w = p.distance(to: graph.points[j])
                if j < nc {
                    edges.add(2 * a + cornerBase[f] + j, w)
                } else {
                    let b = Int(byFloor[f][j - nc])
                    if anchors[b].canEnter { edges.add(2 * b, w) }
                }
            }
        }
        for x in 0 ..< a {
            // On foot at x: through the connection, free.
            if anchors[x].canEnter { for y in transitions[x] { edges.add(2 * Int(y) + 1, 0) } }
            edges.close()
            // Through the connection at x: re-enter, or walk.
            if anchors[x].canEnter { edges.add(2 * x, 0) }
            let f = anchors[x].floor
            if let graph = cornerGraphs[f] {
                cornerEdges(graph, floor: f, node: graph.cornerCount + anchors[x].slot)
            } else {
                for (y, d) in walks[x] { edges.add(2 * Int(y), d) }
            }
            edges.close()
        }
        for f in cornerGraphs.indices {
            guard let graph = cornerGraphs[f] else { continue }
            // Corner rows of the floor, then its (unused) anchor-node rows.
            for i in 0 ..< graph.cornerCount {
                cornerEdges(graph, floor: f, node: i)
                edges.close()
            }
            for _ in graph.cornerCount ..< graph.nodeCount { edges.close() }
        }
        precondition(edges.start.count == rows + 1)
        return edges
    }

    /// Largest `vertices × anchors` of a floor whose walk table is read off its corner graph (12 bytes each:
    /// 48 MB at most, enough for an outdoor floor of a few thousand corners and a few hundred entrances).
    static let cornerTableEntryLimit = 4_000_000

    /// Per lazy floor with anchors (when `build`): its reduced visibility graph (each built in parallel over its
    /// nodes); per floor the first of its corner states; and the floor and position of every corner state.
    static func cornerGraphs(
        meshes: [NavigationMesh], byFloor: [[Int32]], pointsByFloor: [[Point]], lazy: [Bool], build: Bool
    ) -> (graphs: [FloorCornerGraph?], base: [Int], floor: [Int32], point: [Point]) {
        let n = meshes.count
        var cornerGraphs = [FloorCornerGraph?](repeating: nil, count: n)
        var cornerBase = [Int](repeating: 0, count: n)
        var cornerFloor: [Int32] = []
        var cornerPoint: [Point] = []
        for f in 0 ..< n {
            cornerBase[f] = cornerFloor.count
            guard build, lazy[f], !byFloor[f].isEmpty else { continue }
            let g = FloorCornerGraph(mesh: meshes[f], anchorPoints: pointsByFloor[f])
            cornerGraphs[f] = g
            cornerFloor.append(contentsOf: repeatElement(Int32(f), count: g.nodeCount))
            cornerPoint.append(contentsOf: g.points)
        }
        return (cornerGraphs, cornerBase, cornerFloor, cornerPoint)
    }
}
