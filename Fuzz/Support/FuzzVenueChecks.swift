import IndoorGeometry

/// What a decoded venue must support, whatever the input: its indices are in range, and a Locator builds
/// and answers a query at each space's first vertex on that space's floor.
enum FuzzVenueChecks {
    static func check(_ venue: Venue) {
        let floors = venue.floors.count
        for (k, s) in venue.spaces.enumerated() {
            fuzzCheck(s.floorIndex >= 0 && s.floorIndex < floors, "space \(k) '\(s.id)' has floor index \(s.floorIndex) of \(floors)")
        }
        for b in venue.buildings {
            for f in b.floorIndices { fuzzCheck(f >= 0 && f < floors, "building '\(b.id)' lists floor index \(f) of \(floors)") }
        }
        let locator = Locator(venue: venue)
        for s in venue.spaces.prefix(64) {
            guard let p = s.polygon.shell.points.first else { continue }
            let r = locator.locate(p, floorIndex: s.floorIndex)
            fuzzCheck(r.floorIndex == s.floorIndex, "locate answered floor \(r.floorIndex) for \(s.floorIndex)")
            if let i = r.space { fuzzCheck(i >= 0 && i < venue.spaces.count, "locate answered space \(i) of \(venue.spaces.count)") }
        }
    }
}
