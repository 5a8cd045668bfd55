import Dispatch
import Foundation
import IndoorGeometry

/// Goal points prepared for one-to-many searches (``RoutingGraph/costs(from:to:profile:maxCost:scratch:)``,
/// ``RoutingGraph/nearest(from:to:profile:scratch:)``): each snapped into the free space of its floor, with
/// the pieces of free space holding it, and optionally a distance table.
///
/// The distance table holds, per target, the exact walking distance (metres) from every exit anchor of
/// its floor's piece of free space, paid once and reused by every start (a matrix's rows, repeated
/// nearest-of queries to the same kind): on a floor with a ``FloorWalkTable`` one sweep of the target's
/// visible region, elsewhere one multi-target Polyanya search. Without a table, walks to targets are
/// evaluated during each search.
///
/// Prepared for one graph and one snap distance; never mix graphs (a precondition). Targets carry the
/// closed cuts of the view they were prepared on (``RoutingGraph/closing(_:)``): a query whose profile
/// closes other cuts prepares them again for its own view (exact, without a distance table).
public struct RouteTargets: Sendable {
    /// The targets as given, in order.
    public let points: [RoutePoint]
    /// Each target moved onto its floor's free space (within the snap distance), or `nil` when it is on an
    /// unknown floor or too far from free space (such a target is never reached).
    public let snapped: [RoutePoint?]
    /// Per target: its snapped position, or its given one when not snapped (read only for snapped targets:
    /// those of ``byFloor``), so that searches need no optional unwrapping.
    let snappedPoints: [Point]
    /// Whether the per-target distance table was built.
    public var hasDistanceTable: Bool { byAnchor != nil }
    /// Per target: the mesh components (of its floor) holding it; empty when not snapped.
    let components: [[Int32]]
    /// `floor << 32 | component` of every piece of free space holding a target.
    let parts: Set<Int64>
    /// Per floor: the snapped targets on it.
    let byFloor: [[Int32]]
    /// Per anchor: the targets it can walk to (same floor and piece), with the exact distance in metres.
    let byAnchor: [[(target: Int32, distance: Double)]]?
    /// Per floor (empty when not built): a ``FloorWalkTable`` over the floor's targets (slots in ``byFloor``
    /// order), so that a search starting on that floor reads its exact walks to them off one sweep
    /// (``RoutingGraph/addingTargetTables(_:budget:)``).
    var floorTables: [FloorWalkTable?] = []
    /// Per floor with a table: its targets' snapped points, by slot.
    var floorTablePoints: [[Point]] = []
    /// Entries (mesh vertices × targets) of the floor tables, for memory budgets (12 bytes each).
    var floorTableEntries = 0
    let token: RoutingGraphToken
    /// Metres the targets were allowed to move onto free space.
    let snapDistance: Double
    /// The closed cuts of the view they were prepared on (``RoutingGraph/closedCuts``): components and
    /// distances are those of that view.
    let closedCuts: Set<Int64>

    @inline(__always) static func key(_ floor: Int, _ component: Int32) -> Int64 { Int64(floor) << 32 | Int64(UInt32(bitPattern: component)) }
}

extension RoutingGraph {
    /// Prepares goal points for one-to-many searches on this graph as it is: on a view with closed cuts
    /// (``closing(_:)``) for queries that close them.
    ///
    /// - Parameters:
    ///   - points: target floor indices and points in metres; a point farther than `snapDistance` from its
    ///     floor's free space (or on an unknown floor) is kept but never reached.
    ///   - snapDistance: metres a target may be moved onto free space (use the query profile's
    ///     ``RoutingProfile/snapDistance``).
    ///   - distanceTable: also compute every target's exact distances from the exit anchors of its piece of
    ///     free space (per target one walk-table sweep, or one multi-target search on a floor without a
    ///     table; on all cores): worth it when several starts share the targets (a matrix, or nearest-of
    ///     queries to targets kept by ``VenueRouter``).
    /// - Complexity: a snap per target; with the table, one sweep or Polyanya search per target.
    public func targets(_ points: [RoutePoint], snapDistance: Double, distanceTable: Bool) -> RouteTargets {
        var snapped: [RoutePoint?] = []
        var components: [[Int32]] = []
        var parts = Set<Int64>()
        var byFloor = [[Int32]](repeating: [], count: floorCount)
        var located: [Int32] = []
        for (k, t) in points.enumerated() {
            guard t.floor >= 0 && t.floor < floorCount, let (p, _) = mesh(t.floor).snap(t.point, within: snapDistance) else {
                snapped.append(nil)
                components.append([])
                continue
            }
            located.removeAll(keepingCapacity: true)
            mesh(t.floor).locateAll(p, into: &located)
            var comps: [Int32] = []
            for poly in located where !comps.contains(mesh(t.floor).component[Int(poly)]) { comps.append(mesh(t.floor).component[Int(poly)]) }
            snapped.append(RoutePoint(floor: t.floor, point: p))
            components.append(comps)
            for c in comps { parts.insert(RouteTargets.key(t.floor, c)) }
            byFloor[t.floor].append(Int32(k))
        }
        var byAnchor: [[(target: Int32, distance: Double)]]? = nil
        if distanceTable {
            // Per target, its walks to the exit anchors of its pieces (walks are symmetric).
            let snapped = snapped, components = components
            let rows = IndexedSlots<[(anchor: Int32, distance: Double)]>(count: points.count)
            let chunks = Swift.max(1, Swift.min(points.count, 64))
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let search = PolyanyaSearch()
                var walks = PointWalks()
                var k = chunk
                while k < points.count {
                    defer { k += chunks }
                    guard let t = snapped[k] else { rows.set(k, []); continue }
                    if !isLazy(t.floor), let table = walkTable(t.floor) {
                        // The floor's walk table: one sweep of the target's visible region gives them all.
                        fillWalks(&walks, search, floor: t.floor, from: t.point, known: data.knownEnds.index(floor: t.floor, point: t.point), table: table)
                        var row: [(anchor: Int32, distance: Double)] = []
                        for (slot, a) in anchorsByFloor[t.floor].enumerated() where walks.distance[slot] < .infinity && anchors[Int(a)].canExit {
                            row.append((a, walks.distance[slot]))
                        }
                        rows.set(k, row)
                        continue
                    }
                    let exits = anchorsByFloor[t.floor].filter { anchors[Int($0)].canExit && components[k].contains(component(Int($0))) }
                    guard !exits.isEmpty else { rows.set(k, []); continue }
                    let d = search.distances(in: mesh(t.floor), from: t.point, to: exits.map { anchors[Int($0)].point })
                    var row: [(anchor: Int32, distance: Double)] = []
                    for (i, a) in exits.enumerated() where d[i] < .infinity { row.append((a, d[i])) }
                    rows.set(k, row)
                }
            }
            var table = [[(target: Int32, distance: Double)]](repeating: [], count: anchors.count)
            for (k, row) in rows.indexedValues() { for (a, d) in row { table[Int(a)].append((Int32(k), d)) } }
            byAnchor = table
        }
        return RouteTargets(
            points: points, snapped: snapped, snappedPoints: snapped.indices.map { snapped[$0]?.point ?? points[$0].point },
            components: components, parts: parts, byFloor: byFloor, byAnchor: byAnchor, token: token,
            snapDistance: snapDistance, closedCuts: closedCuts)
    }

    /// `targets` with a walk table over the targets of each floor that has a ``FloorWalkTable`` of its own
    /// (one exhaustive Polyanya search per target, floors in parallel), for the floors (in index order) that
    /// keep the tables' entries (mesh vertices × targets) within `budget`. A start on such a floor
    /// then reaches its floor's targets by one sweep instead of a Polyanya search per target: worth it for a
    /// set of targets asked for again and again (``VenueRouter/nearest(from:to:profile:closedSpaces:)``).
    func addingTargetTables(_ targets: RouteTargets, budget: Int) -> RouteTargets {
        precondition(targets.token === token && targets.closedCuts == closedCuts, "targets were prepared for another view")
        var work: [Int] = []
        var used = 0
        for f in 0 ..< floorCount where !isLazy(f) && walkTable(f) != nil && !targets.byFloor[f].isEmpty {
            let size = mesh(f).vertices.count * targets.byFloor[f].count
            guard used + size <= budget else { continue }
            used += size
            work.append(f)
        }
        var points = [[Point]](repeating: [], count: floorCount)
        for f in work { points[f] = targets.byFloor[f].map { targets.snappedPoints[Int($0)] } }
        let built = IndexedSlots<FloorWalkTable>(count: floorCount)
        let floors = work, floorPoints = points
        DispatchQueue.concurrentPerform(iterations: floors.count) { i in
            let f = floors[i]
            var core = PolyanyaCore()
            if let table = FloorWalkTable(mesh: mesh(f), anchorPoints: floorPoints[f], search: &core) { built.set(f, table) }
        }
        var out = targets
        out.floorTableEntries = used
        out.floorTables = [FloorWalkTable?](repeating: nil, count: floorCount)
        out.floorTablePoints = points
        for (f, t) in built.indexedValues() { out.floorTables[f] = t }
        return out
    }

    /// `targets` as this view sees them: themselves when prepared on it, else prepared again (without a
    /// distance table: one query would not repay it).
    func prepared(_ targets: RouteTargets) -> RouteTargets {
        targets.closedCuts == closedCuts ? targets : self.targets(targets.points, snapDistance: targets.snapDistance, distanceTable: false)
    }
}
