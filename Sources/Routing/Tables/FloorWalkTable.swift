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
/// vertex's row would be all ∞. A path's next turn is stored as its row (two bytes), so a table holds at most
/// ``rowLimit`` rows: a floor with more corners gets no table (its walks are found by search, as on a floor
/// with more anchors than the graph's table limit).
///
/// Distances are kept as two-byte steps of ``unit`` metres rounded down (``distanceSteps``), not as the exact
/// `Double`s: a walk's exact length is the sum of its legs along the path tree (``distance(row:to:vertices:chain:)``,
/// the same sums, in the same order, as the search that built the table), and a query adds it up only for the
/// few turns whose bounds can still win (``PointWalks``).
///
/// Memory: `corners × anchors × 4 + vertices × 2 + corners × 4` bytes per floor (a campus's tables stay
/// within a few MB), plus `corners × anchors × 8` for the exact lengths (``exactDistance``) where the venue's
/// tables keep them. Floors with more anchors than the graph's eager limit get no table
/// (their walks stay lazy). A class: immutable once built, and taken per query (a struct of four arrays costs
/// four retains and releases each time it is taken out of the graph's tables).
final class FloorWalkTable: Sendable {
    /// Anchors of the floor (the graph's `anchorsByFloor[floor]`, by slot).
    let anchorCount: Int
    /// The anchors' points, by slot (where every path of the table ends).
    let anchors: [Point]
    /// Per mesh vertex: its row in ``distanceSteps`` and ``towards``, ``noRow`` for a vertex no shortest path
    /// turns at (not a corner: its distances would all be ∞).
    let rowOfVertex: [UInt16]
    /// Per row: its mesh vertex (the inverse of ``rowOfVertex``).
    let vertexOfRow: [Int32]
    /// `distanceSteps[rowOfVertex[v] * anchorCount + k]`: the length of the shortest path from mesh vertex `v`
    /// to anchor slot `k` in steps of ``unit``: `steps × unit` is never above the exact length and
    /// `(steps + 2) × unit` never below it; ``unreachable`` when no shortest path from that anchor turns at `v`
    /// (walls, other components).
    let distanceSteps: StoredArray<UInt16>
    /// Metres per step of ``distanceSteps`` (the floor's longest tabled walk over 65,532 steps: a few
    /// millimetres on a building floor).
    let unit: Double
    /// `exactDistance[rowOfVertex[v] * anchorCount + k]`: the exact length ``distance(row:to:vertices:chain:)``
    /// sums for that entry (∞ where ``distanceSteps`` is ``unreachable``), kept when the venue's tables are small
    /// enough (``RoutingData/exactWalkEntryLimit``), so that a query reads each walk's length instead of summing
    /// it along the path tree; empty otherwise (8 bytes an entry).
    let exactDistance: [Double]
    /// `towards[rowOfVertex[v] * anchorCount + k]`: the row of the next turn after `v` on that path towards
    /// anchor `k` (``noRow``: the anchor itself is next, or no path).
    let towards: StoredArray<UInt16>
    /// `lastTurn[j * anchorCount + k]`: on the shortest path from anchor `k` to anchor `j`, the turn just
    /// before `j` (-1: `j` is visible from `k`); the path from `j` to `k` runs through it and on
    /// by `towards`.
    let lastTurn: [Int32]
    /// `anchorDistance[j * anchorCount + k]`: metres between anchors `j` and `k`, ∞ when unconnected.
    let anchorDistance: [Double]
    /// The mesh polygons of each anchor, by slot (the targets of every sweep from a start or goal: located
    /// once here, not per query), when the table was built from the mesh.
    let anchorPolygons: FlatLists<Int32>?

    /// Most rows a table holds: a row number takes two bytes, and `UInt16.max` is ``noRow``.
    static let rowLimit = Int(UInt16.max)
    /// ``rowOfVertex`` entry of a vertex without a row, and ``towards`` entry whose next stop is the anchor.
    static let noRow = UInt16.max
    /// ``distanceSteps`` entry without a path.
    static let unreachable = UInt16.max

    /// Builds the table of one floor, or `nil` when the floor's turning vertices exceed ``rowLimit``.
    ///
    /// - Parameters:
    ///   - mesh: the floor's mesh.
    ///   - anchorPoints: the floor's anchors (snapped onto the mesh), by slot.
    ///   - search: reusable search memory (one per thread).
    ///   - keepExact: whether to keep ``exactDistance``.
    /// - Complexity: one exhaustive Polyanya search per anchor; memory as in the type's comment.
    convenience init?(mesh: NavigationMesh, anchorPoints: [Point], search core: inout PolyanyaCore, keepExact: Bool = false) {
        let n = anchorPoints.count
        // Rows for the corners; a turn at another vertex (none on valid meshes) gets a row when met.
        var rowOfVertex = [Int32](repeating: -1, count: mesh.vertices.count)
        var rows: Int32 = 0
        for (v, corner) in mesh.isCorner.enumerated() where corner {
            rowOfVertex[v] = rows
            rows += 1
        }
        guard Int(rows) <= Self.rowLimit else { return nil }
        // Next turns as mesh vertices while building (a turn's row may be added after the turns leading to it).
        var reached = [Bool](repeating: false, count: Int(rows) * n)
        var towards = [Int32](repeating: -1, count: Int(rows) * n)
        var lastTurn = [Int32](repeating: -1, count: n * n)
        var anchorDistance = [Double](repeating: .infinity, count: n * n)
        for k in 0 ..< n {
            core.run(mesh, start: anchorPoints[k], targets: anchorPoints, useHeuristic: false, mode: .exhaustive)
            for v in core.newRoots {
                if rowOfVertex[Int(v)] < 0 {
                    rowOfVertex[Int(v)] = rows
                    rows += 1
                    reached.append(contentsOf: repeatElement(false, count: n))
                    towards.append(contentsOf: repeatElement(-1, count: n))
                }
                let i = Int(rowOfVertex[Int(v)]) * n + k
                reached[i] = true
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
        guard Int(rows) <= Self.rowLimit else { return nil }
        let next = towards.map { v in v >= 0 && rowOfVertex[Int(v)] >= 0 ? UInt16(rowOfVertex[Int(v)]) : Self.noRow }
        self.init(
            anchors: anchorPoints, rowOfVertex: rowOfVertex, reached: reached, towards: next, vertices: mesh.vertices, lastTurn: lastTurn,
            anchorDistance: anchorDistance, anchorPolygons: mesh.locateAll(anchorPoints), keepExact: keepExact)
    }

    /// A table from its stored fields (a prebuilt file's; see ``FloorWalkTable/coded(_:_:)``).
    init(
        anchorCount: Int, anchors: [Point], rowOfVertex: [UInt16], vertexOfRow: [Int32], distanceSteps: StoredArray<UInt16>, unit: Double,
        towards: StoredArray<UInt16>,
        lastTurn: [Int32], anchorDistance: [Double], anchorPolygons: FlatLists<Int32>?
    ) {
        self.anchorCount = anchorCount
        self.anchors = anchors
        self.rowOfVertex = rowOfVertex
        self.vertexOfRow = vertexOfRow
        self.distanceSteps = distanceSteps
        self.unit = unit
        self.exactDistance = []
        self.towards = towards
        self.lastTurn = lastTurn
        self.anchorDistance = anchorDistance
        self.anchorPolygons = anchorPolygons
    }

    /// A table from its parts: `reached` and `towards` by row (of `rowOfVertex`, at most ``rowLimit``) and
    /// anchor slot, `towards` as rows. The distance steps are the path trees' sums, rounded down; the sums
    /// themselves are kept as ``exactDistance`` when `keepExact`.
    init(
        anchors: [Point], rowOfVertex: [Int32], reached: [Bool], towards: [UInt16], vertices: [Point], lastTurn: [Int32],
        anchorDistance: [Double], anchorPolygons: FlatLists<Int32>? = nil, keepExact: Bool = false
    ) {
        let n = anchors.count
        let rows = n == 0 ? 0 : towards.count / n
        var vertexOfRow = [Int32](repeating: -1, count: rows)
        for (v, row) in rowOfVertex.enumerated() where row >= 0 { vertexOfRow[Int(row)] = Int32(v) }
        self.anchorCount = n
        self.anchors = anchors
        self.rowOfVertex = rowOfVertex.map { $0 >= 0 ? UInt16($0) : Self.noRow }
        self.vertexOfRow = vertexOfRow
        self.towards = StoredArray(towards)
        self.lastTurn = lastTurn
        self.anchorDistance = anchorDistance
        self.anchorPolygons = anchorPolygons
        // Per anchor, each reached row's exact length by the sums queries use, then in steps rounded down.
        var length = [Double](repeating: .infinity, count: rows * n)
        var chain = [Int32](repeating: 0, count: Self.chainLimit + 1)
        towards.withUnsafeBufferPointer { towards in
            vertexOfRow.withUnsafeBufferPointer { vertexOfRow in
                vertices.withUnsafeBufferPointer { vertices in
                    for r in 0 ..< rows {
                        for k in 0 ..< n where reached[r * n + k] {
                            length[r * n + k] = chain.withUnsafeMutableBufferPointer {
                                Self.length(r, k, n, towards, vertexOfRow, anchors[k], vertices, chain: $0)
                            }
                        }
                    }
                }
            }
        }
        let longest = length.reduce(0.0) { $1 < .infinity ? Swift.max($0, $1) : $0 }
        let unit = longest > 0 ? longest / 65_532 : 1
        self.unit = unit
        self.distanceSteps = StoredArray(
            length.map { d in
                guard d < .infinity else { return Self.unreachable }
                var q = Swift.min((d / unit).rounded(.down), 65_532)
                while q > 0 && q * unit > d { q -= 1 }  // never above the exact length
                return UInt16(q)
            })
        self.exactDistance = keepExact ? length : []
    }

    /// Most turns summed by ``distance(row:to:vertices:chain:)``: deeper, a path tree holds a cycle (equal-cost ties,
    /// never seen on real floors) and the walk counts as ending there.
    static let chainLimit = 1024

    /// The exact length of the walk from row `row`'s vertex to anchor slot `k` (not ``unreachable``): its
    /// legs along the path tree, summed from the anchor's end as the building search did. `chain` is scratch
    /// memory (resized to ``chainLimit`` + 1 entries when smaller; keep it between calls).
    /// - Complexity: O(turns on the path).
    func distance(row: Int, to k: Int, vertices: [Point], chain: inout [Int32]) -> Double {
        if chain.count <= Self.chainLimit { chain = [Int32](repeating: 0, count: Self.chainLimit + 1) }
        return towards.withUnsafeBufferPointer { towards in
            vertexOfRow.withUnsafeBufferPointer { vertexOfRow in
                vertices.withUnsafeBufferPointer { vertices in
                    chain.withUnsafeMutableBufferPointer { chain in
                        Self.length(row, k, anchorCount, towards, vertexOfRow, anchors[k], vertices, chain: chain)
                    }
                }
            }
        }
    }

    /// ``distance(row:to:vertices:chain:)`` over the table's buffers (`n` anchors): the chain of turns from `row`
    /// up to the anchor (at most ``chainLimit`` turns past the first) written to `chain` (at least ``chainLimit``
    /// + 1 entries), then its legs summed from the anchor's end back to `row`: the leg from the last turn to the
    /// anchor first, then each earlier leg added to the sum so far, the same additions in the same order as the
    /// building search's, in a loop rather than a call per turn.
    static func length(
        _ row: Int, _ k: Int, _ n: Int, _ towards: UnsafeBufferPointer<UInt16>, _ vertexOfRow: UnsafeBufferPointer<Int32>, _ anchor: Point,
        _ vertices: UnsafeBufferPointer<Point>, chain: UnsafeMutableBufferPointer<Int32>
    ) -> Double {
        var r = row, m = 0
        chain[0] = vertexOfRow[r]
        while m < chainLimit {
            let up = towards[r * n + k]
            guard up != noRow else { break }
            r = Int(up)
            m += 1
            chain[m] = vertexOfRow[r]
        }
        var sum = 0 + anchor.distance(to: vertices[Int(chain[m])])
        var i = m
        while i > 0 {
            sum = sum + vertices[Int(chain[i])].distance(to: vertices[Int(chain[i - 1])])
            i -= 1
        }
        return sum
    }

    /// Appends the turns from vertex `v` (included) to anchor slot `k` (excluded) to `points`.
    func appendTurns(from v: Int32, towards k: Int, in mesh: NavigationMesh, to points: inout [Point]) {
        guard v >= 0 else { return }
        points.append(mesh.vertices[Int(v)])
        let first = rowOfVertex[Int(v)]
        guard first != Self.noRow else { return }  // not a turn of any path (cannot happen on a chain of turns)
        var row = Int(first)
        // A chain is at most one entry per row; the bound guards against a cycle from equal-cost ties.
        var steps = 0
        while steps < vertexOfRow.count {
            let next = towards[row * anchorCount + k]
            guard next != Self.noRow else { break }
            row = Int(next)
            points.append(mesh.vertices[Int(vertexOfRow[row])])
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
