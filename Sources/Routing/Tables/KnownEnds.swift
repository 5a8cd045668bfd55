import Foundation
import IndoorGeometry

/// The walks from the points routes most often start or end at (every space's route point, given by the
/// router at build time) to the anchors of their floor, found once when the data is built: a query whose
/// start or goal is such a point reads them instead of sweeping its visible region (``PointWalks``), which
/// is a quarter of a campus-wide route's work.
///
/// Only points on floors with a ``FloorWalkTable`` are kept, at their snapped position (the nearest free
/// point within ``snapDistance``), when that position lies in the mesh (snapping it again leaves it where it
/// is), with the mesh polygons holding it: the search looks a query's end up by its exact coordinates, and a
/// known end is neither snapped nor located again. A point the build did not see, or one on a floor a query closes cuts
/// on (whose walk table it leaves aside), is swept as before; the walks read are the same numbers a sweep
/// gives (``PointWalks/fill(from:mesh:table:anchorPoints:search:)`` computed them), so routes do not change.
///
/// Flat arrays, sorted by (floor, x, y) bit patterns for a binary search; per end `anchors` entries of
/// `distance` (metres, ∞ when unreachable) and `via` (the first turn's vertex, -1 straight, -2 unreachable),
/// its floor's anchor count.
struct KnownEnds: Sendable {
    /// Per end: its floor.
    let floor: [Int32]
    /// Per end: its snapped point (metres).
    let point: [Point]
    /// Per end: the first of its entries in `distance` and `via` (one more entry: the total).
    let start: [Int32]
    let distance: [Double]
    let via: [Int32]
    /// Per end: the polygons of its floor's mesh that hold it (``NavigationMesh/locateAll(_:into:)``; polygon
    /// ids stay valid on a mesh with cuts closed).
    let polygons: FlatLists<Int32>

    /// No end.
    static let none = KnownEnds(floor: [], point: [], start: [0], distance: [], via: [], polygons: FlatLists([]))

    /// How far (metres) a given point may be moved onto its floor's free space: the default profile's snap
    /// distance, which queries use unless they ask for more.
    static let snapDistance = RoutingProfile.default.snapDistance

    /// Number of ends.
    var count: Int { floor.count }

    /// The end at `p` on `floor` (its exact snapped coordinates), if any.
    /// - Complexity: O(log n).
    @inline(__always)
    func index(floor f: Int, point p: Point) -> Int? {
        guard !floor.isEmpty else { return nil }
        let key = (Int32(truncatingIfNeeded: f), p.x.bitPattern, p.y.bitPattern)
        var lo = 0, hi = floor.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if Self.precedes((floor[mid], point[mid].x.bitPattern, point[mid].y.bitPattern), key) { lo = mid + 1 } else { hi = mid }
        }
        guard lo < floor.count, floor[lo] == key.0, point[lo].x.bitPattern == key.1, point[lo].y.bitPattern == key.2 else { return nil }
        return lo
    }

    @inline(__always)
    private static func precedes(_ a: (Int32, UInt64, UInt64), _ b: (Int32, UInt64, UInt64)) -> Bool {
        if a.0 != b.0 { return a.0 < b.0 }
        if a.1 != b.1 { return a.1 < b.1 }
        return a.2 < b.2
    }

    /// The walks of `points` on the floors with a walk table (not lazy), in parallel over floors; points off
    /// their floor's free space by more than ``snapDistance``, on other floors or repeated are left out.
    /// - Complexity: one sweep of each kept point's visible region and O(turns × anchors) to settle it.
    static func build(
        points: [RoutePoint], meshes: [NavigationMesh], tables: [FloorWalkTable?], lazy: [Bool], anchorPoints: [[Point]]
    ) -> KnownEnds {
        var unsorted = [[Point]](repeating: [], count: meshes.count)
        for p in points where p.floor >= 0 && p.floor < meshes.count && !lazy[p.floor] && tables[p.floor] != nil {
            guard let (q, _) = meshes[p.floor].snap(p.point, within: snapDistance), meshes[p.floor].locate(q) != nil else { continue }
            unsorted[p.floor].append(q)
        }
        // Per floor in (x, y) bit-pattern order, each point once.
        let byFloor = unsorted.map { points in
            var unique: [Point] = []
            for q in points.sorted(by: { ($0.x.bitPattern, $0.y.bitPattern) < ($1.x.bitPattern, $1.y.bitPattern) })
            where unique.last.map({ $0.x.bitPattern != q.x.bitPattern || $0.y.bitPattern != q.y.bitPattern }) ?? true {
                unique.append(q)
            }
            return unique
        }
        let work = byFloor.indices.filter { !byFloor[$0].isEmpty }
        let built = IndexedSlots<(distance: [Double], via: [Int32])>(count: meshes.count)
        DispatchQueue.concurrentPerform(iterations: work.count) { i in
            let f = work[i]
            guard let table = tables[f] else { return }
            var core = PolyanyaCore()
            var walks = PointWalks()
            var distance: [Double] = [], via: [Int32] = []
            distance.reserveCapacity(byFloor[f].count * table.anchorCount)
            via.reserveCapacity(byFloor[f].count * table.anchorCount)
            for q in byFloor[f] {
                walks.fill(from: q, mesh: meshes[f], table: table, anchorPoints: anchorPoints[f], search: &core)
                distance.append(contentsOf: walks.distance[0 ..< table.anchorCount])
                via.append(contentsOf: walks.via[0 ..< table.anchorCount])
            }
            built.set(f, (distance, via))
        }
        var floor: [Int32] = [], point: [Point] = [], start: [Int32] = [0], distance: [Double] = [], via: [Int32] = []
        var polygons: [[Int32]] = []
        for (f, walks) in built.indexedValues().sorted(by: { $0.0 < $1.0 }) {
            let n = tables[f]?.anchorCount ?? 0
            for (k, q) in byFloor[f].enumerated() {
                floor.append(Int32(f))
                point.append(q)
                var located: [Int32] = []
                meshes[f].locateAll(q, into: &located)
                polygons.append(located)
                distance.append(contentsOf: walks.distance[k * n ..< (k + 1) * n])
                via.append(contentsOf: walks.via[k * n ..< (k + 1) * n])
                start.append(Int32(distance.count))
            }
        }
        return KnownEnds(floor: floor, point: point, start: start, distance: distance, via: via, polygons: FlatLists(polygons))
    }
}

extension PointWalks {
    /// The walks of known end `k` (``KnownEnds``), as ``fill(from:mesh:table:anchorPoints:search:)`` found them.
    mutating func load(_ ends: KnownEnds, end k: Int) {
        let range = Int(ends.start[k]) ..< Int(ends.start[k + 1])
        distance.removeAll(keepingCapacity: true)
        distance.append(contentsOf: ends.distance[range])
        via.removeAll(keepingCapacity: true)
        via.append(contentsOf: ends.via[range])
        turns.removeAll(keepingCapacity: true)
    }
}
