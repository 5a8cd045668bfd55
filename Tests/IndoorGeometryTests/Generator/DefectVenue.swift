import Foundation

@testable import IndoorGeometry

/// A generated venue with defect patterns, written to a temporary folder and read back as the source is
/// (``VenueInference/strict``), with the plain geometric measures the pattern tests check it by.
enum DefectVenue {
    /// The options of every pattern test: 2 buildings of 2 floors, about 20 rooms a floor.
    static func options(_ defects: GeneratorDefects, format: GeneratorOptions.Format, buildings: Int = 2, seed: UInt64 = 7) -> GeneratorOptions {
        var o = GeneratorOptions(format: format, buildings: buildings, floors: 2, roomsPerFloor: 20, seed: seed)
        o.defects = defects
        return o
    }

    /// The venue of `options` as written by `indoor generate` and read strictly.
    static func load(_ options: GeneratorOptions) throws -> Venue {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("defects-\(UUID().uuidString)").path
        // A folder left behind in the temporary directory is harmless; the read is what is tested.
        defer { try? FileManager.default.removeItem(atPath: root) }
        try VenueGenerator.write(options, to: root)
        let file: String
        switch options.format {
        case .mvf, .imdf: file = root
        case .osm: file = root + "/campus.osm"
        case .osmGeoJSON: file = root + "/campus.geojson"
        }
        return try VenueLoader.load(path: file, inference: .strict)
    }

    /// Whether space `s` is circulation as its format draws it: an MVF or OSM hallway, an IMDF walkway
    /// (`walkway_sta` included, as the station export writes it).
    static func isCorridor(_ s: Space) -> Bool {
        s.kind == .hallway || s.category == "walkway" || s.category == "walkway_sta"
    }

    /// Indices of the spaces any door lists.
    static func spacesWithDoors(_ v: Venue) -> Set<Int> { Set(v.doors.flatMap(\.spaceIndices)) }

    /// The spaces of building floors, not corridors, that no door lists and that share less than 0.9 m
    /// (the narrowest opening) of boundary with the corridors of their floor: the ones a route can reach
    /// only through other rooms or across an overlap.
    static func doorlessAwayFromCorridors(_ v: Venue) -> Set<Int> {
        let doors = spacesWithDoors(v)
        return Set(
            v.spaces.indices.filter { s in
                guard v.floors[v.spaces[s].floorIndex].buildingIndex != nil, !isCorridor(v.spaces[s]), !doors.contains(s) else { return false }
                let corridors = v.spaces.filter { $0.floorIndex == v.spaces[s].floorIndex && isCorridor($0) }
                return corridors.map { shared(v.spaces[s].polygon, $0.polygon) }.reduce(0, +) < 0.9
            })
    }

    /// Metres of boundary that `a` and `b` share: edges of one within `tolerance` of a parallel edge of the
    /// other, their projections overlapping (the slow, obvious oracle).
    static func shared(_ a: Polygon, _ b: Polygon, tolerance: Double = 0.01) -> Double {
        var total = 0.0
        for ra in a.rings {
            for i in 0 ..< ra.points.count - 1 {
                let p = ra.points[i], q = ra.points[i + 1]
                guard let u = (q - p).normalized else { continue }
                let length = p.distance(to: q)
                for rb in b.rings {
                    for j in 0 ..< rb.points.count - 1 {
                        let c = rb.points[j], d = rb.points[j + 1]
                        guard abs(u.cross(c - p)) < tolerance, abs(u.cross(d - p)) < tolerance else { continue }
                        let (lo, hi) = (min(u.dot(c - p), u.dot(d - p)), max(u.dot(c - p), u.dot(d - p)))
                        total += max(0, min(hi, length) - max(lo, 0))
                    }
                }
            }
        }
        return total
    }

    /// Distance in metres between the boundaries of two polygons, vertex against edge both ways (0 when
    /// they touch; for overlapping polygons the distance between their outlines, which may be positive).
    static func boundaryGap(_ a: Polygon, _ b: Polygon) -> Double {
        let fromA = a.rings.flatMap(\.points).map { b.boundaryDistance(to: $0) }.min() ?? .infinity
        let fromB = b.rings.flatMap(\.points).map { a.boundaryDistance(to: $0) }.min() ?? .infinity
        return min(fromA, fromB)
    }

    /// Whether every vertex of `inner` lies in the interior of `outer`, at least `margin` metres from its
    /// boundary (for a convex `inner`, the whole of it does).
    static func lies(_ inner: Polygon, within outer: Polygon, margin: Double) -> Bool {
        inner.shell.points.allSatisfy { outer.locate($0) == .interior && outer.boundaryDistance(to: $0) >= margin }
    }
}
