import Foundation
import IndoorGeometry

/// What a ``VenueRouter`` keeps between queries so that a query pays only for its own search: search
/// memory (``RoutingScratch``, one per concurrent query) and the prepared targets of recent nearest-of
/// questions ("the nearest restroom" asked from many rooms prepares the restrooms once).
///
/// A set of targets asked for once is prepared plainly (snapped; walks found during the search). Asked
/// for again, it is prepared for reuse: the distance table (exact walks from every exit anchor) and the
/// targets' floor tables (``RoutingGraph/addingTargetTables(_:budget:)``), so that from then on a
/// nearest-of query costs about one route.
///
/// Shared by every copy of the router and safe from any thread: a lock guards the two pools, never a
/// search. Memory: one scratch per query that ever ran at the same time as others, and at most
/// ``targetsCapacity`` prepared sets whose floor tables hold at most ``targetTableBudget`` entries in all
/// (12 bytes each: 96 MB).
/// Least recently used sets are dropped first.
final class VenueRouterReuse: @unchecked Sendable {
    /// How many prepared target sets are kept (least recently used dropped first).
    static let targetsCapacity = 64
    /// Largest number of (mesh vertex, target) entries of the kept sets' floor tables, all sets together
    /// (one set alone gets at most this many).
    static let targetTableBudget = 8_000_000

    private let lock = NSLock()
    /// Idle scratches, each with the thread that last used it.
    private var scratches: [(owner: UInt, scratch: RoutingScratch)] = []
    private var targets: [(key: TargetsKey, value: RouteTargets)] = []

    /// What a prepared target set depends on: the points, how far they may snap, and the cuts closed in
    /// the view they were prepared on.
    struct TargetsKey: Hashable {
        var points: [RoutePoint]
        var snapDistance: Double
        var closedCuts: Set<Int64>
    }

    /// Runs `body` with a scratch no other query is using, returned to the pool afterwards.
    func withScratch<R>(_ body: (RoutingScratch) throws -> R) rethrows -> R {
        let scratch = borrowScratch()
        defer { giveBack(scratch) }
        return try body(scratch)
    }

    /// A scratch no other query is using; pass it to ``giveBack(_:)`` when the query is done.
    ///
    /// The calling thread gets back the scratch it used last when that one is idle: a scratch's arrays
    /// (megabytes on a large venue) then stay in that core's cache, where handing the idle scratches out
    /// last-in first-out swaps them between the threads of a batch on most queries.
    func borrowScratch() -> RoutingScratch {
        let me = Self.currentThread()
        lock.lock()
        defer { lock.unlock() }
        if let i = scratches.lastIndex(where: { $0.owner == me }) {
            return scratches.remove(at: i).scratch
        }
        return scratches.popLast()?.scratch ?? RoutingScratch()
    }

    /// Returns a scratch from ``borrowScratch()`` to the pool.
    func giveBack(_ scratch: RoutingScratch) {
        let me = Self.currentThread()
        lock.lock()
        scratches.append((me, scratch))
        lock.unlock()
    }

    /// An identifier of the calling thread, unique among running threads.
    private static func currentThread() -> UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }

    /// The targets for `points` on `graph` (a view of the router's graph): prepared plainly the first
    /// time, for reuse (distance and floor tables) the second, from the pool after that.
    func targets(_ points: [RoutePoint], snapDistance: Double, on graph: RoutingGraph) -> RouteTargets {
        let key = TargetsKey(points: points, snapDistance: snapDistance, closedCuts: graph.closedCuts)
        lock.lock()
        let i = targets.firstIndex { $0.key == key }
        let kept = i.map { targets.remove(at: $0).value }
        if let kept, kept.hasDistanceTable {
            targets.append((key, kept))
            lock.unlock()
            return kept
        }
        lock.unlock()
        let prepared =
            kept == nil
            ? graph.targets(points, snapDistance: snapDistance, distanceTable: false)
            : graph.addingTargetTables(
                graph.targets(points, snapDistance: snapDistance, distanceTable: true), budget: Self.targetTableBudget)
        lock.lock()
        targets.removeAll { $0.key == key }
        targets.append((key, prepared))
        var entries = targets.reduce(0) { $0 + $1.value.floorTableEntries }
        while targets.count > Self.targetsCapacity || (entries > Self.targetTableBudget && targets.count > 1) {
            entries -= targets.removeFirst().value.floorTableEntries
        }
        lock.unlock()
        return prepared
    }
}
