import Foundation

/// Where two spaces of one floor run along each other: the total length of boundary they have in common
/// and its longest stretch (a shop front on a concourse, a corridor beside an elevator, two offices wall to
/// wall).
///
/// Edges count as shared where they are parallel (within ``maxAngle``) and lie within a tolerance of each
/// other: real exports draw neighbours with their own vertices, a few millimetres or centimetres apart.
public struct SharedBoundary: Hashable, Sendable {
    /// The two spaces (indices into ``Venue/spaces``), `first < second`.
    public var first: Int
    public var second: Int
    /// Total shared length in metres (overlaps of parallel edges, measured along the first space's edges).
    public var length: Double
    /// The longest shared stretch of a single edge pair, on the first space's boundary.
    public var longest: Segment

    /// Largest angle between two edges that still count as running along each other: 2°.
    public static let maxAngle = 2.0 * Double.pi / 180

    /// Every pair of spaces on floor `floorIndex` that `includes` accepts and whose boundaries share at least
    /// `minLength` metres, in order of `(first, second)`.
    ///
    /// Boundaries include holes' rings. A pair whose spaces only touch at a corner, or run along each other
    /// farther apart than `tolerance`, shares nothing.
    /// - Parameters:
    ///   - floorIndex: index into ``Venue/floors``.
    ///   - tolerance: how far apart (metres, ≥ 0) two parallel edges may lie and still count as one
    ///     boundary; default 0.05 m.
    ///   - minLength: the least total shared length (metres) a pair needs to be listed; default 0 (any).
    ///   - includes: which spaces take part (say, walkable ones).
    /// - Returns: the pairs, `first < second`.
    /// - Complexity: O(s log s + k · e²) for s spaces, k pairs whose boxes overlap and e edges per space.
    public static func pairs(
        in venue: Venue, floorIndex: Int, tolerance: Double = 0.05, minLength: Double = 0, includes: (Space) -> Bool = { _ in true }
    ) -> [SharedBoundary] {
        precondition(tolerance >= 0 && minLength >= 0, "SharedBoundary.pairs: tolerance and minLength must be ≥ 0")
        let ids = venue.spaces.indices.filter { venue.spaces[$0].floorIndex == floorIndex && includes(venue.spaces[$0]) }
        let boxes = ids.map { venue.spaces[$0].polygon.boundingBox.expanded(by: tolerance) }
        let order = ids.indices.sorted { boxes[$0].minX < boxes[$1].minX }
        var out: [SharedBoundary] = []
        // Sweep in x: a pair is compared only when its boxes overlap.
        for (k, i) in order.enumerated() {
            for j in order[(k + 1)...] {
                if boxes[j].minX > boxes[i].maxX { break }
                guard boxes[i].intersects(boxes[j]) else { continue }
                let (a, b) = ids[i] < ids[j] ? (ids[i], ids[j]) : (ids[j], ids[i])
                if let shared = between(venue.spaces[a].polygon, venue.spaces[b].polygon, tolerance: tolerance), shared.length >= minLength,
                    shared.length > 0
                {
                    out.append(SharedBoundary(first: a, second: b, length: shared.length, longest: shared.longest))
                }
            }
        }
        return out.sorted { ($0.first, $0.second) < ($1.first, $1.second) }
    }

    /// The shared length of two polygons' boundaries and its longest stretch (on `p`'s edges), or `nil`
    /// when they share nothing.
    static func between(_ p: Polygon, _ q: Polygon, tolerance: Double) -> (length: Double, longest: Segment)? {
        let sinMax = Foundation.sin(maxAngle)
        var total = 0.0
        var longest: Segment?
        var longestLength = 0.0
        for r in p.rings {
            for i in 0 ..< r.edgeCount {
                let e = r.edge(i)
                let length = e.length
                guard length > 0, let u = (e.end - e.start).normalized else { continue }
                let box = e.boundingBox.expanded(by: tolerance)
                for s in q.rings {
                    for k in 0 ..< s.edgeCount {
                        let f = s.edge(k)
                        guard box.intersects(f.boundingBox),
                            let (lo, hi) = overlap(of: f, alongEdgeFrom: e.start, direction: u, length: length, tolerance: tolerance, maxSkewSine: sinMax)
                        else { continue }
                        total += hi - lo
                        if hi - lo > longestLength {
                            longestLength = hi - lo
                            longest = Segment(e.start + u * lo, e.start + u * hi)
                        }
                    }
                }
            }
        }
        guard let longest else { return nil }
        return (total, longest)
    }

    /// Where segment `f` runs along the edge that starts at `start` in unit direction `u` and is `length`
    /// metres long: the interval of distances from `start` (within `0 ... length`, not empty) covered by
    /// `f`'s projection, when `f` is within `maxSkewSine` of parallel and both its ends lie within
    /// `tolerance` metres of the edge's line; `nil` otherwise. The one test of "runs along" that shared
    /// boundaries and the inference's shared stretches (``SharedEdges``) both use.
    static func overlap(
        of f: Segment, alongEdgeFrom start: Point, direction u: Point, length: Double, tolerance: Double, maxSkewSine: Double
    ) -> (lo: Double, hi: Double)? {
        guard let w = (f.end - f.start).normalized, abs(u.cross(w)) <= maxSkewSine else { return nil }
        guard abs(u.cross(f.start - start)) <= tolerance, abs(u.cross(f.end - start)) <= tolerance else { return nil }
        let t0 = u.dot(f.start - start), t1 = u.dot(f.end - start)
        let lo = Swift.max(0, Swift.min(t0, t1)), hi = Swift.min(length, Swift.max(t0, t1))
        return hi > lo ? (lo, hi) : nil
    }
}
