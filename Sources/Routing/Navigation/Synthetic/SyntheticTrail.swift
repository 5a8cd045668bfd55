import IndoorGeometry

/// A walk along a route sampled like a positioning system would report it, with the truth beside each
/// fix: for tests and benchmarks of progress and trail matching.
///
/// The walker follows the route's legs at the route's walking speed (or at
/// ``SyntheticTrailOptions/walkingSpeed``) and takes its connections in their modelled times; a fix is
/// taken every ``SyntheticTrailOptions/interval`` seconds while walking (none while on stairs or in an
/// elevator), moved by Gaussian noise of ``SyntheticTrailOptions/sigma`` per axis, reported on another
/// floor of the same building at ``SyntheticTrailOptions/floorMislabelRate`` and dropped at
/// ``SyntheticTrailOptions/dropRate``.
package struct SyntheticTrail: Sendable {
    /// Where the walker really was when a fix was taken.
    package struct Truth: Hashable, Sendable {
        package var point: Point
        /// Floor index.
        package var floor: Int
        /// The space containing the point (``Locator``), `nil` when none does.
        package var space: Int?
    }

    /// The route walked.
    package var route: RouteResult
    /// The fixes, in time order.
    package var fixes: [NavigationFix]
    /// The truth of each fix (same order).
    package var truth: [Truth]
    /// Metres walked along the route between the first and the last fix's true positions.
    package var trueLength: Double

    /// Walks `route` (found) planned in `locator`'s venue.
    package init(walking route: RouteResult, locator: Locator, options: SyntheticTrailOptions) {
        precondition(route.status == .found, "SyntheticTrail walks a found route")
        precondition(options.interval > 0 && options.sigma >= 0, "interval must be > 0 and sigma ≥ 0")
        precondition(options.walkingSpeed.map { $0 > 0 } ?? true, "walkingSpeed must be > 0")
        let venue = locator.venue
        let speed = options.walkingSpeed ?? NavigationRoute.walkingSpeed(of: route)
        var rng = SyntheticRandom(seed: options.seed)
        self.route = route
        fixes = []
        truth = []
        var clock = 0.0  // time at the start of the current piece
        var along = 0.0  // walked metres at the start of the current piece
        var next = 0.0  // time of the next fix
        var firstAlong: Double? = nil, lastAlong = 0.0
        for step in route.steps {
            switch step {
            case let .connection(c):
                clock += c.seconds
                while next < clock { next += options.interval }
            case let .walk(leg):
                for k in 0 ..< max(0, leg.points.count - 1) {
                    let a = leg.points[k], b = leg.points[k + 1]
                    let length = a.distance(to: b)
                    let end = clock + length / speed
                    while next <= end {
                        let t = length > 0 ? (next - clock) / (end - clock) : 0
                        let p = a.interpolated(to: b, t: t)
                        let walked = along + t * length
                        let dropped = rng.unit() < options.dropRate
                        let noisy = Point(x: p.x + options.sigma * rng.gaussian(), y: p.y + options.sigma * rng.gaussian())
                        var floor = leg.floor
                        if rng.unit() < options.floorMislabelRate, let other = Self.otherFloor(of: leg.floor, in: venue, random: &rng) { floor = other }
                        if !dropped {
                            fixes.append(NavigationFix(time: next, point: noisy, floor: floor, accuracy: options.sigma))
                            truth.append(Truth(point: p, floor: leg.floor, space: locator.locate(p, floorIndex: leg.floor, maxDistance: 0).space))
                            if firstAlong == nil { firstAlong = walked }
                            lastAlong = walked
                        }
                        next += options.interval
                        if length == 0 { break }
                    }
                    clock = end
                    along += length
                }
            }
        }
        trueLength = lastAlong - (firstAlong ?? 0)
    }

    /// A floor of the same building as `floor`, one level up or down when there is one, else any other.
    static func otherFloor(of floor: Int, in venue: Venue, random: inout SyntheticRandom) -> Int? {
        let f = venue.floors[floor]
        let same = venue.floors.indices.filter { $0 != floor && venue.floors[$0].buildingIndex == f.buildingIndex && !venue.floors[$0].isOutdoor }
        guard !same.isEmpty else { return nil }
        let ordinals = Set(same.map { venue.floors[$0].ordinal }).sorted()
        let adjacent = same.filter { o in
            let ord = venue.floors[o].ordinal
            return ord == ordinals.last(where: { $0 < f.ordinal }) || ord == ordinals.first(where: { $0 > f.ordinal })
        }
        let pool = adjacent.isEmpty ? same : adjacent
        return pool[Int(random.next() % UInt64(pool.count))]
    }
}
