import IndoorGeometry

/// Exact walking distances on one floor from every corner of its mesh, and from every anchor, to every
/// anchor of the floor, with the shortest-path trees that give the paths: what lets a route query
/// reach the floor's connections from any start point without a search across the floor.
///
/// A shortest path from a point `p` to an anchor either runs straight (the anchor is visible) or first
/// turns at a corner `v` visible from `p` and then follows a shortest path from `v` ("Euclidean hub
/// labelling" with the corners as hubs: Du, Shen, Cheema, Harabor, arXiv 2408.11341). So
/// `d(p, a) = min(|pa| if visible, min over first turns v of |pv| + d(v, a))`, where the first turns come from
/// a Polyanya sweep that expands only the nodes rooted at `p` (its visible region; a room and what shows
/// through its door) and `d(v, a)` from this table. Built once per floor by one exhaustive Polyanya search
/// per anchor (no dead-end pruning: rooms behind a door must get their corners' distances too).
///
/// Rows are kept for the corners only (``rowOfVertex``): a shortest path turns at corners, so every other
/// vertex's row would be all ∞.
///
/// Memory: `corners × anchors × 12 + vertices × 4` bytes per floor (Pacific University: 24 floors, 160
/// anchors, a few MB in all). Floors with more anchors than the graph's eager limit get no table (their walks
/// stay lazy). A class: immutable once built, and taken per query (a struct of four arrays costs four
/// retains and releases each time it is taken out of the graph's tables).
final class FloorWalkTable: Sendable {
    /// Anchors of the floor (the graph's `anchorsByFloor[floor]`, by slot).
    let anchorCount: Int
    /// Per mesh vertex: its row in ``distance`` and ``towards``, -1 for a vertex no shortest path turns at
    /// (not a corner: its distances would all be ∞).
    let rowOfVertex: [Int32]
    /// `distance[rowOfVertex[v] * anchorCount + k]`: metres from mesh vertex `v` to anchor slot `k` along the
    /// shortest path, ∞ when no shortest path from that anchor turns at `v` (walls, other components).
    let distance: [Double]
    /// `towards[rowOfVertex[v] * anchorCount + k]`: the next turn (a mesh vertex) after `v` on that path
    /// towards anchor `k` (-1: the anchor itself is next).
    let towards: [Int32]
    /// `lastTurn[j * anchorCount + k]`: on the shortest path from anchor `k` to anchor `j`, the turn just
    /// before `j` (-1: `j` is visible from `k`); the path from `j` to `k` runs through it and on
    /// by `towards`.
    let lastTurn: [Int32]
    /// `anchorDistance[j * anchorCount + k]`: metres between anchors `j` and `k`, ∞ when unconnected.
    let anchorDistance: [Double]
    /// The mesh polygons of each anchor, by slot (the targets of every sweep from a start or goal: located
    /// once here, not per query), when the table was built from the mesh.
    let anchorPolygons: FlatLists<Int32>?

    /// Builds the table of one floor.
    ///
    /// - Parameters:
    ///   - mesh: the floor's mesh.
    ///   - anchorPoints: the floor's anchors (snapped onto the mesh), by slot.
    ///   - search: reusable search memory (one per thread).
    /// - Complexity: one exhaustive Polyanya search per anchor; memory as in the type's comment.
    init(mesh: NavigationMesh, anchorPoints: [Point], search core: inout PolyanyaCore) {
        let n = anchorPoints.count
        // Rows for the corners; a turn at another vertex (none on valid meshes) gets a row when met.
        var rowOfVertex = [Int32](repeating: -1, count: mesh.vertices.count)
        var rows: Int32 = 0
        for (v, corner) in mesh.isCorner.enumerated() where corner {
            rowOfVertex[v] = rows
            rows += 1
        }
        var distance = [Double](repeating: .infinity, count: Int(rows) * n)
        var towards = [Int32](repeating: -1, count: Int(rows) * n)
        var lastTurn = [Int32](repeating: -1, count: n * n)
        var anchorDistance = [Double](repeating: .infinity, count: n * n)
        for k in 0 ..< n {
            core.run(mesh, start: anchorPoints[k], targets: anchorPoints, useHeuristic: false, mode: .exhaustive)
            for v in core.newRoots {
                if rowOfVertex[Int(v)] < 0 {
                    rowOfVertex[Int(v)] = rows
                    rows += 1
                    distance.append(contentsOf: repeatElement(.infinity, count: n))
                    towards.append(contentsOf: repeatElement(-1, count: n))
                }
                let i = Int(rowOfVertex[Int(v)]) * n + k
                distance[i] = core.rootG[Int(v)]
                towards[i] = core.rootParent[Int(v)]
            }
            for j in 0 ..< n {
                let f = core.finals[j]
                guard f >= 0 else { continue }
                let node = core.nodes[Int(f)]
                anchorDistance[j * n + k] = j == k ? 0 : node.g
                lastTurn[j * n + k] = j == k ? -1 : node.root
            }
        }
        self.anchorCount = n
        self.rowOfVertex = rowOfVertex
        self.distance = distance
        self.towards = towards
        self.lastTurn = lastTurn
        self.anchorDistance = anchorDistance
        self.anchorPolygons = mesh.locateAll(anchorPoints)
    }

    /// A table from its parts.
    init(
        anchorCount: Int, rowOfVertex: [Int32], distance: [Double], towards: [Int32], lastTurn: [Int32], anchorDistance: [Double],
        anchorPolygons: FlatLists<Int32>? = nil
    ) {
        self.anchorCount = anchorCount
        self.rowOfVertex = rowOfVertex
        self.distance = distance
        self.towards = towards
        self.lastTurn = lastTurn
        self.anchorDistance = anchorDistance
        self.anchorPolygons = anchorPolygons
    }

    /// Appends the turns from vertex `v` (included) to anchor slot `k` (excluded) to `points`.
    func appendTurns(from v: Int32, towards k: Int, in mesh: NavigationMesh, to points: inout [Point]) {
        var w = v
        // A chain is at most one entry per vertex; the bound guards against a cycle from equal-cost ties.
        var steps = 0
        while w >= 0 && steps <= mesh.vertices.count {
            points.append(mesh.vertices[Int(w)])
            let row = Int(rowOfVertex[Int(w)])
            guard row >= 0 else { break }  // not a turn of any path (cannot happen on a chain of turns)
            w = towards[row * anchorCount + k]
            steps += 1
        }
    }

    /// The walking path from anchor `j` to anchor `k` (both ends included).
    func path(from j: Int, to k: Int, points: [Point], mesh: NavigationMesh) -> [Point] {
        var out = [points[j]]
        appendTurns(from: lastTurn[j * anchorCount + k], towards: k, in: mesh, to: &out)
        out.append(points[k])
        return PolyanyaCore.taut(out)
    }
}
