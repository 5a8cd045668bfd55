import IndoorGeometry

/// The route A*'s own bound: `min(|p − goal|, D)` on the goal's floor and `D + L(floor)` elsewhere, maxed with
/// `|p − goal| − S` (see ``RoutingGraph/route(from:to:profile:scratch:)``).
///
/// `D` is the distance from the goal to its nearest usable exit anchor on its floor, `L(f)` the cheapest sum
/// of connection costs from floor `f` to the goal's floor (a backward Dijkstra over the sparse floor graph
/// of the profile, run lazily: only as far as the floors the search asks about), `S` the profile's teleport
/// slack (Σ over usable transitions of how much each costs less than its planar span).
struct FloorBound: RouteLowerBound {
    /// The goal's point (metres) and floor.
    private(set) var goal = Point(x: 0, y: 0)
    private(set) var goalFloor = 0
    /// `D`, metres (∞ when the goal's floor has no usable exit).
    private(set) var exitDistance = Double.infinity
    /// `S`, metres.
    private(set) var slack = 0.0
    /// Whether `L` counts (off where exact cell bounds hold: they already count the connections it counts).
    var countsFloors = true
    /// Per floor: the floors with a usable transition into it and the cheapest such cost (reversed floor graph).
    private var incoming: [[(floor: Int32, cost: Double)]] = []
    /// Per floor: `L` so far (final once `done`).
    private(set) var lowerBound: [Double] = []
    private var done: [Bool] = []
    private var heap = BinaryHeap<HeapEntry<Int32>>()

    /// Starts the bound of a query toward `goal` on `goalFloor`, over the profile's reversed floor graph.
    /// - Complexity: O(floors).
    mutating func start(
        goal: Point, goalFloor: Int, exitDistance: Double, slack: Double, incoming: [[(floor: Int32, cost: Double)]]
    ) {
        self.goal = goal
        self.goalFloor = goalFloor
        self.exitDistance = exitDistance
        self.slack = slack
        self.incoming = incoming
        countsFloors = true
        let n = incoming.count
        lowerBound.removeAll(keepingCapacity: true)
        lowerBound.append(contentsOf: repeatElement(.infinity, count: n))
        done.removeAll(keepingCapacity: true)
        done.append(contentsOf: repeatElement(false, count: n))
        lowerBound[goalFloor] = 0
        heap.removeAll()
        heap.push(0, Int32(goalFloor))
    }

    /// `L(f)`: continues the backward Dijkstra over floors until `f` is settled; ∞ when the goal's floor
    /// cannot be reached from it.
    @inline(__always) mutating func floorCost(_ f: Int) -> Double {
        while !done[f] {
            guard let (d, x) = heap.pop() else { return .infinity }
            let u = Int(x)
            if done[u] || d > lowerBound[u] { continue }
            done[u] = true
            // Reverse edges: floor `from` reaches u at `cost`.
            for (from, cost) in incoming[u] where !done[Int(from)] {
                let nd = d + cost
                if nd < lowerBound[Int(from)] {
                    lowerBound[Int(from)] = nd
                    heap.push(nd, from)
                }
            }
        }
        return lowerBound[f]
    }

    @inline(__always) mutating func bound(_ state: Int, floor: Int, point p: Point) -> Double {
        let d = p.distance(to: goal)
        let viaExit = floor == goalFloor ? Swift.min(d, exitDistance) : exitDistance + (countsFloors ? floorCost(floor) : 0)
        return Swift.max(viaExit, d - slack)
    }
}
