extension Polyline {
    /// The point at `fraction` (0…1) of the line's length, measured along it.
    func imdfPoint(atFraction fraction: Double) -> Point {
        let target = length * fraction
        var walked = 0.0
        for i in 0 ..< segmentCount {
            let s = segment(i)
            let l = s.length
            if walked + l >= target, l > 0 { return s.start.interpolated(to: s.end, t: (target - walked) / l) }
            walked += l
        }
        return points[points.count - 1]
    }
}
