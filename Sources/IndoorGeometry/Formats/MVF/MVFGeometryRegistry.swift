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

    /// Every geometry id the bundle names, numbered: the styles' anchors first (their numbers are those of
    /// ``MVFStyles/anchored``), then each geometry feature's id as it is read. A feature's id is looked up
    /// once, for its style and its entry together.
    private(set) var ids: IDTable
    /// The entry of each id, by its number in ``ids``: `nil` for an id no feature has registered (yet).
    private(set) var entries: [Entry?]

    /// A registry numbering ids on from `numbering` (the styles' anchors), none registered yet.
    init(numbering: IDTable) {
        ids = numbering
        entries = Array(repeating: nil, count: numbering.count)
    }

    /// The number of `id`, added when new.
    mutating func number(_ id: String) -> Int {
        let (inserted, i) = ids.insert(id)
        if inserted { entries.append(nil) }
        return i
    }

    /// The registry's own copy of `id` (model values that keep it share its storage) and its entry.
    func lookup(_ id: String) -> (id: String, entry: Entry)? {
        guard let i = ids.index(of: id), let e = entries[i] else { return nil }
        return (ids.keys[i], e)
    }

    /// The entry registered under number `n`, if any.
    func entry(number n: Int) -> Entry? { entries[n] }

    /// Registers `entry` under number `n` (from ``number(_:)``) unless an entry is there already.
    /// - Returns: the earlier entry when there was one (which stays).
    mutating func register(_ n: Int, _ entry: Entry) -> Entry? {
        if let earlier = entries[n] { return earlier }
        entries[n] = entry
        return nil
    }

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
