import Foundation
@testable import IndoorGeometry

/// A small OSM XML document built in code: nodes placed in metres around a fixed origin, ways by node
/// ids, multipolygon relations by way ids.
struct OSMTestDocument {
    static let origin = GeoCoordinate(longitude: 2.35, latitude: 48.87)
    let projection = LocalProjection(origin: Self.origin)
    private var body: [String] = []
    private var nextID: Int64 = 1
    private var nodeAt: [String: Int64] = [:]

    /// The node at (x, y) metres, shared by every way through that position; `tags` make it a feature.
    mutating func node(_ x: Double, _ y: Double, _ tags: [String: String] = [:]) -> Int64 {
        let key = "\(x),\(y)"
        if tags.isEmpty, let id = nodeAt[key] { return id }
        let id = nextID
        nextID += 1
        let c = projection.unproject(Point(x: x, y: y))
        body.append("<node id=\"\(id)\" lat=\"\(c.latitude)\" lon=\"\(c.longitude)\">" + Self.tagText(tags) + "</node>")
        if tags.isEmpty { nodeAt[key] = id }
        return id
    }

    /// A way through node ids.
    @discardableResult
    mutating func way(_ nodes: [Int64], _ tags: [String: String]) -> Int64 {
        let id = nextID
        nextID += 1
        body.append("<way id=\"\(id)\">" + nodes.map { "<nd ref=\"\($0)\"/>" }.joined() + Self.tagText(tags) + "</way>")
        return id
    }

    /// A closed way around an axis-aligned rectangle, through any extra nodes given (ids of nodes lying on
    /// its edges, inserted in order around it).
    @discardableResult
    mutating func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ tags: [String: String], through extra: [(Double, Double, Int64)] = [])
        -> Int64
    {
        let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
        var refs: [Int64] = []
        for k in 0 ..< 4 {
            let (ax, ay) = corners[k], (bx, by) = corners[(k + 1) % 4]
            refs.append(node(ax, ay))
            // Extra nodes on this edge, ordered from a to b.
            let onEdge = extra.filter { e in
                abs((bx - ax) * (e.1 - ay) - (by - ay) * (e.0 - ax)) < 1e-9 && min(ax, bx) <= e.0 && e.0 <= max(ax, bx) && min(ay, by) <= e.1
                    && e.1 <= max(ay, by)
            }
            refs += onEdge.sorted { abs($0.0 - ax) + abs($0.1 - ay) < abs($1.0 - ax) + abs($1.1 - ay) }.map(\.2)
        }
        refs.append(refs[0])
        return way(refs, tags)
    }

    /// A multipolygon relation of outer and inner ways.
    @discardableResult
    mutating func multipolygon(outer: [Int64], inner: [Int64], _ tags: [String: String]) -> Int64 {
        let id = nextID
        nextID += 1
        let members = outer.map { "<member type=\"way\" ref=\"\($0)\" role=\"outer\"/>" } + inner.map { "<member type=\"way\" ref=\"\($0)\" role=\"inner\"/>" }
        body.append("<relation id=\"\(id)\">" + members.joined() + Self.tagText(tags.merging(["type": "multipolygon"]) { a, _ in a }) + "</relation>")
        return id
    }

    /// Raw XML added as is (for malformed input).
    mutating func raw(_ text: String) { body.append(text) }

    var xml: String { "<?xml version='1.0' encoding='UTF-8'?>\n<osm version=\"0.6\" generator=\"test\">\n" + body.joined(separator: "\n") + "\n</osm>\n" }
    var bytes: [UInt8] { Array(xml.utf8) }

    static func tagText(_ tags: [String: String]) -> String {
        tags.keys.sorted().map { k in "<tag k=\"\(escape(k))\" v=\"\(escape(tags[k] ?? ""))\"/>" }.joined()
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
    }

    /// The two-level test hall (20 m × 10 m) every OSM reader test reads; see ``OSMReaderTests``.
    static func hall() -> OSMTestDocument {
        var d = OSMTestDocument()
        let door = d.node(5, 4, ["door": "hinged", "level": "0", "width": "1.2"])
        let stairsDoor = d.node(3, 2, ["door": "yes", "level": "0;1"])
        let entrance = d.node(20, 2, ["entrance": "main", "level": "0"])
        d.rectangle(0, 0, 20, 10, ["building": "yes", "name": "Test Hall", "min_level": "0", "max_level": "1"], through: [(20, 2, entrance)])
        d.rectangle(3, 0, 20, 4, ["indoor": "corridor", "level": "0"], through: [(3, 2, stairsDoor), (5, 4, door), (20, 2, entrance)])
        d.rectangle(0, 4, 10, 10, ["indoor": "room", "level": "0", "name": "Room A", "shop": "books"], through: [(5, 4, door)])
        d.rectangle(10, 4, 20, 10, ["indoor": "room", "level": "0", "amenity": "toilets"])
        d.rectangle(0, 0, 3, 4, ["indoor": "room", "stairs": "yes", "level": "0;1", "name": "Stairs"], through: [(3, 2, stairsDoor)])
        let outer = d.rectangle(3, 0, 20, 4, [:], through: [(3, 2, stairsDoor)])
        let hole = d.rectangle(10, 1, 11, 2, [:])
        d.multipolygon(outer: [outer], inner: [hole], ["indoor": "corridor", "level": "1", "name": "Upper Corridor"])
        d.rectangle(3, 4, 20, 10, ["indoor": "area", "level": "1", "access": "private", "name": "Staff Area"])
        _ = d.node(18, 2, ["highway": "elevator", "level": "0;1"])
        d.way([d.node(3, 9.9), d.node(20, 9.9)], ["indoor": "wall", "level": "1", "width": "0.3"])
        d.rectangle(12, 1, 12.5, 1.5, ["indoor": "column", "level": "0"])
        d.way([d.node(20, 2), d.node(30, 2)], ["highway": "footway"])
        _ = d.node(15, 7, ["amenity": "vending_machine", "level": "0", "name": "Snacks"])
        return d
    }
}
