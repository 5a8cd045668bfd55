import IndoorGeometry
@testable import Routing

extension WalkSimulator {
    /// Walks `pieces` in time: a fix every interval at the walker's true position (blurred, perhaps
    /// mislabelled), the pace drifting, stops drawn per metre, elevator waits at the door.
    func simulate(_ pieces: [Piece], rng: inout SyntheticRandom) -> SimulatedWalk {
        var walk = SimulatedWalk(from: -1, to: -1)
        let dt = options.interval
        let own = min(1.8, max(0.9, options.pace + options.paceSpread * rng.gaussian()))
        var pace = own
        var floor = 0
        var here = Point(x: 0, y: 0)
        var time = 0.0
        var walked = 0.0
        func emit() {
            let noisy = Point(x: here.x + options.sigma * rng.gaussian(), y: here.y + options.sigma * rng.gaussian())
            var reported = floor
            if rng.unit() < options.floorMislabelRate, let other = SyntheticTrail.otherFloor(of: floor, in: router.venue, random: &rng) { reported = other }
            walk.fixes.append(NavigationFix(time: time, point: noisy, floor: reported, accuracy: options.sigma))
            walk.truth.append(SyntheticTrail.Truth(point: here, floor: floor, space: locator.locate(here, floorIndex: floor, maxDistance: 0).space))
            walk.trueLength = walked
        }
        var started = false
        for (n, piece) in pieces.enumerated() {
            switch piece {
            case let .ride(seconds, elevator):
                if elevator {
                    let wait = options.elevatorWait.lowerBound + rng.unit() * (options.elevatorWait.upperBound - options.elevatorWait.lowerBound)
                    for _ in 0 ..< Int(wait / dt) {
                        time += dt
                        emit()
                    }
                }
                time += seconds
            case let .walk(f, points):
                guard let first = points.first else { continue }
                floor = f
                here = first
                if !started {
                    emit()
                    started = true
                }
                var k = 0  // the walker is between points[k] and points[k + 1]
                var stopLeft = 0.0
                while k < points.count - 1 {
                    time += dt
                    pace += (own - pace) * dt / options.paceTime + options.paceDrift * (2 * dt / options.paceTime).squareRoot() * rng.gaussian()
                    pace = min(2.2, max(0.3, pace))
                    if stopLeft > 0 {
                        stopLeft -= dt
                        emit()
                        continue
                    }
                    var step = pace * dt
                    if rng.unit() < options.stopsPerMetre * step {
                        stopLeft = options.stopSeconds.lowerBound + rng.unit() * (options.stopSeconds.upperBound - options.stopSeconds.lowerBound)
                    }
                    while step > 0 && k < points.count - 1 {
                        let left = here.distance(to: points[k + 1])
                        if left <= step {
                            step -= left
                            walked += left
                            here = points[k + 1]
                            k += 1
                        } else {
                            here = here + (points[k + 1] - here) * (step / left)
                            walked += step
                            step = 0
                        }
                    }
                    if k < points.count - 1 || n == pieces.count - 1 { emit() }
                }
            }
        }
        return walk
    }
}
