/// What every MVF geometry id turned into, so that locations and connections can resolve their
/// `geometryAnchors` (which name geometry ids, never model indices).
struct MVFGeometryRegistry {
    /// The model shape behind one geometry id.
    enum Shape {
        /// Room, hallway or area polygons: indices into ``Venue/spaces`` (several for a MultiPolygon).
        case spaces([Int])
        /// A Point or MultiPoint (its first position).
        case point(Point)
        /// A LineString or MultiLineString (its first part): doors, walls, windows.
        case line(Polyline)
        /// Any other polygon (obstacles, building outlines), by its bounding-box centre.
        case polygon(Point)
    }

    struct Entry {
        var floorIndex: Int
        var shape: Shape
        /// The MVF kind, when `kinds/` gave one.
        var kind: String?
    }

    var entries: [String: Entry] = [:]

    subscript(id: String) -> Entry? { entries[id] }

    /// A representative point of a shape: the point itself, a line's arc-length midpoint, a polygon's
    /// bounding-box centre.
    static func point(of shape: Shape, spaces: [Space]) -> Point {
        switch shape {
        case let .point(p), let .polygon(p): return p
        case let .line(l): return midpoint(of: l)
        case let .spaces(ix): return spaces[ix[0]].displayPoint ?? spaces[ix[0]].polygon.boundingBox.center
        }
    }

    /// The point halfway along a polyline (by length).
    static func midpoint(of l: Polyline) -> Point {
        let half = l.length / 2
        var run = 0.0
        for i in 0 ..< l.segmentCount {
            let s = l.segment(i)
            let len = s.length
            if run + len >= half, len > 0 { return s.start.interpolated(to: s.end, t: (half - run) / len) }
            run += len
        }
        return l.points[l.points.count - 1]
    }
}
