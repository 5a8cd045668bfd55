/// Douglas–Peucker simplification of a set of polygons that keeps their topology.
///
/// Guarantees, for valid input (simple rings, rings of different polygons and holes not crossing):
/// - no ring self-intersects and no ring crosses or overlaps another ring (exact predicates decide);
/// - every hole stays inside its shell, every polygon stays on its side of its neighbours, no ring
///   collapses: each output ring keeps at least three distinct vertices (four positions);
/// - polygons that share boundary stay sharing it exactly: the shared stretch is simplified once and both
///   neighbours receive the identical point sequence;
/// - every removed vertex lies within `tolerance` of the output segment that replaced it, and no vertex is
///   moved or added (the output is a subsequence of the input, per ring).
///
/// Method: rings are cut into *chains* at nodes, the vertices where the boundary graph branches (a vertex
/// with other than two distinct neighbours over all rings: where two rooms start or stop sharing a wall,
/// where three rooms meet, where rings touch); a ring without nodes is cut at its smallest vertex and the
/// vertex farthest from it. Each chain is simplified once, top-down as in Douglas–Peucker, but a section
/// is replaced by its chord only when the chord (a) crosses, touches or overlaps no other current segment
/// (found with an ``RTree`` over the input segments) except at shared end points, and (b) sweeps over no
/// other current vertex (the area between the removed vertices and the chord contains none); otherwise the
/// section is split at its farthest vertex as if it were out of tolerance. Each accepted step keeps the
/// whole set valid, so the result is valid. This follows the idea of JTS `TopologyPreservingSimplifier`
/// (Davis) with shared-edge chains as in TopoJSON (Bostock) and mapshaper (Bloch).
///
/// If the input is already invalid, the output keeps its existing defects but adds none. Rings with
/// fewer than three distinct vertices are returned unchanged.
public struct TopologyPreservingSimplifier: Sendable {
    /// Maximum distance in metres between a removed vertex and the output segment that replaced it.
    public var tolerance: Double

    /// Creates a simplifier.
    /// - Parameter tolerance: in metres, ≥ 0.
    /// - Precondition: `tolerance >= 0` (not NaN).
    public init(tolerance: Double) {
        DouglasPeucker.checkTolerance(tolerance)
        self.tolerance = tolerance
    }

    /// Simplifies the polygons together, preserving their topology (see the type's documentation).
    /// - Parameter polygons: the polygons, in metres; may be empty.
    /// - Returns: one polygon per input polygon, in the same order, each with the same number of holes;
    ///   every ring keeps its orientation and has at least 4 positions. A ring may start at a different
    ///   vertex than its input (at a node, see above).
    /// - Complexity: about O(n log n) for n input vertices on map-like data; each candidate chord costs an
    ///   R-tree query and, for vertices within `tolerance` of it, a point-in-region test over the section.
    public func simplify(_ polygons: [Polygon]) -> [Polygon] {
        var work = Work(polygons: polygons, tolerance: tolerance)
        work.simplifyAllChains()
        return work.rebuild(polygons)
    }
}

extension Array where Element == Polygon {
    /// The polygons simplified together so that they stay valid and keep sharing their common edges.
    ///
    /// See ``TopologyPreservingSimplifier`` for the guarantees and the method.
    /// - Parameter tolerance: maximum distance in metres between a removed vertex and the output (≥ 0).
    /// - Returns: one polygon per input polygon, same order, same number of holes.
    /// - Precondition: `tolerance >= 0` (not NaN).
    /// - Complexity: about O(n log n) for n input vertices on map-like data.
    public func simplifiedPreservingTopology(tolerance: Double) -> [Polygon] {
        TopologyPreservingSimplifier(tolerance: tolerance).simplify(self)
    }
}

extension TopologyPreservingSimplifier {
    /// One reference from a ring to a chain: the chain and the direction the ring traverses it.
    struct ChainUse {
        var chain: Int
        var forward: Bool
    }

    /// The simplification state: chains in one flat vertex array plus the current (kept) vertices.
    struct Work {
        let tolerance: Double
        /// All chain vertices, chain `c` at `chainStart[c] ..< chainStart[c + 1]` (end points included, so a
        /// node appears once in every chain it ends).
        var vertices: [Point] = []
        var chainStart: [Int] = [0]
        /// Chains of degenerate rings: kept as they are.
        var chainFrozen: [Bool] = []
        /// For every global vertex, its chain.
        var vertexChain: [Int32] = []
        /// For every ring of every polygon (shell first), its chains in order; `nil` for a ring left unchanged.
        var ringUses: [[[ChainUse]?]] = []
        /// `nextKept[k]`: for a kept vertex `k`, the next kept vertex of its chain.
        var nextKept: [Int32] = []
        /// `coverStart[g]`: the kept vertex starting the current segment that covers input segment `g → g+1`.
        var coverStart: [Int32] = []
        /// Index of the input segments; item `i` is the segment starting at global vertex `segmentVertex[i]`.
        var segmentIndex = RTree(boxes: [])
        var segmentVertex: [Int32] = []
        /// De-duplication stamps for current segments met during one query.
        var stamp: [UInt32] = []
        var query: UInt32 = 0

        init(polygons: [Polygon], tolerance: Double) {
            self.tolerance = tolerance
            buildChains(polygons)
            let n = vertices.count
            nextKept = (0 ..< n).map { Int32($0 + 1) }
            coverStart = (0 ..< n).map { Int32($0) }
            stamp = [UInt32](repeating: 0, count: n)
            var boxes: [BoundingBox] = []
            for c in 0 ..< chainStart.count - 1 {
                for g in chainStart[c] ..< chainStart[c + 1] - 1 {
                    boxes.append(BoundingBox(corner: vertices[g], vertices[g + 1]))
                    segmentVertex.append(Int32(g))
                }
            }
            segmentIndex = RTree(boxes: boxes)
        }

        /// Simplifies every chain in order, top-down, accepting only topology-safe chords.
        mutating func simplifyAllChains() {
            let tol2 = tolerance * tolerance
            var stack: [(Int, Int)] = []
            for c in 0 ..< chainStart.count - 1 where !chainFrozen[c] {
                let first = chainStart[c]
                let last = chainStart[c + 1] - 1
                if last - first >= 2 { stack.append((first, last)) }
                while let (i, j) = stack.popLast() {
                    let (f, d2) = DouglasPeucker.farthestVertex(vertices, i, j)
                    if vertices[i] != vertices[j] && DouglasPeucker.removable(vertices, i, j, farthestSquaredDistance: d2, squaredTolerance: tol2)
                        && canReplace(i, j, chain: c)
                    {
                        coverStart.replaceSubrange(i ..< j, with: repeatElement(Int32(i), count: j - i))
                        nextKept[i] = Int32(j)
                    } else {
                        if j - f > 1 { stack.append((f, j)) }
                        if f - i > 1 { stack.append((i, f)) }
                    }
                }
            }
        }

        /// The kept vertices of chain `c`, in chain order.
        func keptVertices(of c: Int) -> [Point] {
            var out: [Point] = []
            var k = chainStart[c]
            let last = chainStart[c + 1] - 1
            while k < last {
                out.append(vertices[k])
                k = Int(nextKept[k])
            }
            out.append(vertices[last])
            return out
        }

        /// Assembles the output polygons from the simplified chains.
        func rebuild(_ polygons: [Polygon]) -> [Polygon] {
            var out: [Polygon] = []
            out.reserveCapacity(polygons.count)
            for (p, polygon) in polygons.enumerated() {
                var rings: [Ring] = []
                for (r, ring) in polygon.rings.enumerated() {
                    guard let uses = ringUses[p][r] else {
                        rings.append(ring)
                        continue
                    }
                    var pts: [Point] = []
                    for use in uses {
                        var chainPoints = keptVertices(of: use.chain)
                        if !use.forward { chainPoints.reverse() }
                        pts.append(contentsOf: pts.isEmpty ? chainPoints[...] : chainPoints.dropFirst())
                    }
                    // Cannot happen for valid chains (see the type's guarantees); keep the input ring rather than fail.
                    rings.append(pts.count >= 4 && pts.first == pts.last ? Ring(uncheckedPoints: pts) : ring)
                }
                out.append(Polygon(shell: rings[0], holes: Array(rings.dropFirst())))
            }
            return out
        }
    }
}
