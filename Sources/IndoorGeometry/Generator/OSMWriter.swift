/// Serialises a ``GeneratedPlan`` as OpenStreetMap data tagged with Simple Indoor Tagging, as a mapper
/// would draw the campus: one `.osm` XML file (``xmlFiles(_:)``) or the same features as osmtogeojson
/// GeoJSON (``geoJSONFiles(_:)``).
///
/// - buildings: `building=university` outlines with `name`, `min_level`, `max_level`; a duplicate building
///   (``GeneratedPlan/BuildingItem/duplicateOf``) as a `building=yes` outline with the same name, after every
///   original, and its outline walls as `indoor=wall` ways on all the original's levels (`level=0;1`);
/// - floors: per building floor, an `indoor=level` outline with its `level` and the MVF twin's floor `name`;
/// - spaces: `indoor=corridor|room|area` with `level` = the floor's ordinal, names and SIT categories
///   (`room=class|office|laboratory`, `amenity=toilets|library`);
/// - stairs and elevators: one `indoor=room` + `stairs=yes` / `elevator=yes` way per stairwell or shaft,
///   on all its levels (`level=0;1;2`), where the plan stacks identical rooms, and inside it an entry node
///   (`highway=elevator` / `stairs=yes`, on the levels it serves) at the plan's anchor point, where the
///   MVF twin anchors the connection;
/// - doors: `door=hinged` nodes (`entrance=main` for building entrances) at the middle of each door line,
///   `width` its length, part of the ways whose outline passes through them; through each entrance a
///   `highway=footway` way on its level from the MVF twin's inside exit to its outside exit;
/// - walls: `indoor=wall` ways with `width` (0.3 m inside, 0.6 m on the outline, as the MVF twin's
///   styles), on floors that draw them (``GeneratedPlan/FloorItem/osmDrawsWalls``); desks: `barrier=yes`
///   areas on their level;
/// - the outdoor grounds: a `highway=pedestrian` area without a level (a multipolygon with the building
///   footprints as holes).
enum OSMWriter {
    /// Nodes, ways and relations being written, with nodes shared by position.
    private struct Document {
        var nodes: [(id: Int64, coordinate: GeoCoordinate, tags: [(String, String)])] = []
        var ways: [(id: Int64, refs: [Int64], tags: [(String, String)])] = []
        var relations: [(id: Int64, outer: [Int64], inner: [Int64], tags: [(String, String)])] = []
        var nodeByKey: [String: Int64] = [:]
        let projection: LocalProjection
        /// Door nodes per floor, to be threaded into the ways whose edges they lie on.
        var doorNodes: [(floor: Int?, point: Point, id: Int64)] = []

        init(projection: LocalProjection) { self.projection = projection }

        mutating func node(_ p: Point, _ tags: [(String, String)] = []) -> Int64 {
            let c = projection.unproject(p)
            let key = "\(c.longitude),\(c.latitude)"
            if tags.isEmpty, let id = nodeByKey[key] { return id }
            let id = Int64(nodes.count + 1)
            nodes.append((id, c, tags))
            if tags.isEmpty { nodeByKey[key] = id }
            return id
        }

        /// A way along `points` (closed when its first and last points are equal), through the door nodes
        /// of `floor` (any floor in `floors`) lying on its edges.
        mutating func way(_ points: [Point], floors: [Int?], _ tags: [(String, String)]) -> Int64 {
            var refs: [Int64] = []
            for k in points.indices {
                refs.append(node(points[k]))
                guard k + 1 < points.count else { continue }
                let a = points[k], b = points[k + 1]
                let seg = Segment(a, b)
                let on = doorNodes.filter { d in floors.contains(d.floor) && seg.distance(to: d.point) < 1e-6 && d.point != a && d.point != b }
                refs += on.sorted { a.distance(to: $0.point) < a.distance(to: $1.point) }.map(\.id)
            }
            let id = Int64(ways.count + 1)
            ways.append((id, refs, tags))
            return id
        }

        mutating func area(_ rings: [[Point]], floors: [Int?], _ tags: [(String, String)]) {
            if rings.count == 1 {
                _ = way(rings[0], floors: floors, tags)
                return
            }
            let outer = way(rings[0], floors: floors, [])
            let inner = rings.dropFirst().map { way($0, floors: floors, []) }
            relations.append((Int64(relations.count + 1), [outer], Array(inner), tags))
        }

        var xml: String {
            var out = ["<?xml version='1.0' encoding='UTF-8'?>", "<osm version=\"0.6\" generator=\"indoor generate\">"]
            func tagText(_ tags: [(String, String)]) -> String {
                tags.map { "<tag k=\"\(OSMWriter.escape($0.0))\" v=\"\(OSMWriter.escape($0.1))\"/>" }.joined()
            }
            for n in nodes {
                let head = "<node id=\"\(n.id)\" lat=\"\(n.coordinate.latitude)\" lon=\"\(n.coordinate.longitude)\""
                out.append(n.tags.isEmpty ? head + "/>" : head + ">" + tagText(n.tags) + "</node>")
            }
            for w in ways { out.append("<way id=\"\(w.id)\">" + w.refs.map { "<nd ref=\"\($0)\"/>" }.joined() + tagText(w.tags) + "</way>") }
            for r in relations {
                let members =
                    r.outer.map { "<member type=\"way\" ref=\"\($0)\" role=\"outer\"/>" }
                    + r.inner.map { "<member type=\"way\" ref=\"\($0)\" role=\"inner\"/>" }
                out.append("<relation id=\"\(r.id)\">" + members.joined() + tagText([("type", "multipolygon")] + r.tags) + "</relation>")
            }
            out.append("</osm>")
            return out.joined(separator: "\n") + "\n"
        }
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for ch in s {
            switch ch {
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(ch)
            }
        }
        return out
    }

    /// SIT tags of a generated category.
    static let categoryTags: [String: [(String, String)]] = [
        "Classroom": [("room", "class")], "Office": [("room", "office")], "Lab": [("room", "laboratory")],
        "Washroom": [("amenity", "toilets")], "Library": [("amenity", "library")], "Study Area": [("room", "study")]
    ]

    /// The `.osm` XML file of the plan.
    static func xmlFiles(_ plan: GeneratedPlan) -> [String: [UInt8]] {
        ["campus.osm": Array(document(plan).xml.utf8)]
    }

    /// The plan as osmtogeojson GeoJSON: the XML's features, decoded and re-encoded, so both files hold
    /// the same map.
    static func geoJSONFiles(_ plan: GeneratedPlan) -> [String: [UInt8]] {
        let xml = Array(document(plan).xml.utf8)
        do {
            let features = try OSMXMLDecoder(file: "campus.osm").decode(xml).features
            return ["campus.geojson": try OSMGeoJSONWriter.bytes(features)]
        } catch {
            preconditionFailure("generator bug writing campus.geojson: \(error)")
        }
    }

    private static func document(_ plan: GeneratedPlan) -> Document {
        var d = Document(projection: LocalProjection(origin: plan.origin))
        func level(_ f: Int) -> String { "\(plan.floors[f].ordinal)" }
        // Door nodes first, so the ways can thread them.
        for (fi, floor) in plan.floors.enumerated() {
            for door in floor.doors {
                guard let a = door.line.first, let b = door.line.last else { continue }
                let mid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                var tags: [(String, String)] = [("door", "hinged"), ("level", level(fi)), ("width", "\(a.distance(to: b))")]
                if door.isEntrance { tags.insert(("entrance", "main"), at: 0) }
                let id = d.node(mid, tags)
                d.doorNodes.append((fi, mid, id))
                // An entrance also lies on the building outline and on the grounds' hole, and a footway
                // steps through it between the MVF twin's exits (inside and outside).
                if door.isEntrance {
                    d.doorNodes.append((nil, mid, id))
                    let inside = door.exits.first { $0.floor == fi }?.point, outside = door.exits.first { $0.floor != fi }?.point
                    if let inside, let outside {
                        d.ways.append((Int64(d.ways.count + 1), [d.node(inside), id, d.node(outside)], [("highway", "footway"), ("level", level(fi))]))
                    }
                }
            }
        }
        for b in plan.buildings {
            if let original = b.duplicateOf {
                // A second outline with the same name, as another mapper drew it, and the walls they drew
                // along it on every level of the building.
                _ = d.way(b.footprint, floors: [nil], [("building", "yes"), ("name", b.name)])
                let levels = Set(plan.buildings[original].floors.map { plan.floors[$0].ordinal }).sorted().map(String.init).joined(separator: ";")
                for w in b.outlineWalls { _ = d.way(w, floors: [], [("indoor", "wall"), ("level", levels)]) }
                continue
            }
            let levels = b.floors.map { plan.floors[$0].ordinal }
            _ = d.way(
                b.footprint, floors: [nil],
                [("building", "university"), ("name", b.name), ("min_level", "\(levels.min() ?? 0)"), ("max_level", "\(levels.max() ?? 0)")])
        }
        // Each building floor's outline as an `indoor=level` area naming the floor, as the MVF twin names it.
        for b in plan.buildings {
            for f in b.floors { _ = d.way(plan.floors[f].outline, floors: [], [("indoor", "level"), ("level", level(f)), ("name", plan.floors[f].name)]) }
        }
        // Stairwells and shafts: the spaces anchoring each connection, one way on all their levels when
        // the plan stacks the same outline on every floor.
        var stacked = Set<String>()
        for c in plan.connections {
            var members: [(floor: Int, space: GeneratedPlan.SpaceItem)] = []
            for a in c.anchors {
                if let s = plan.floors[a.floor].spaces.first(where: { $0.anchor == a.point }) { members.append((a.floor, s)) }
            }
            guard members.count == c.anchors.count, let first = members.first, members.allSatisfy({ $0.space.rings == first.space.rings }) else { continue }
            for m in members { stacked.insert(m.space.id) }
            let levels = members.map { level($0.floor) }.joined(separator: ";")
            d.area(
                first.space.rings, floors: members.map(\.floor),
                [("indoor", "room"), (c.type == "elevator" ? "elevator" : "stairs", "yes"), ("level", levels), ("name", c.name)])
            // Where the connection is boarded on each level (the MVF twin's anchors): one entry node per
            // position, on the levels anchored there.
            var positions: [(point: Point, floors: [Int])] = []
            for a in c.anchors {
                if let j = positions.firstIndex(where: { $0.point == a.point }) {
                    positions[j].floors.append(a.floor)
                } else {
                    positions.append((a.point, [a.floor]))
                }
            }
            for p in positions {
                let entry = c.type == "elevator" ? ("highway", "elevator") : ("stairs", "yes")
                _ = d.node(p.point, [entry, ("level", p.floors.map(level).joined(separator: ";"))])
            }
        }
        for (fi, floor) in plan.floors.enumerated() {
            let isOutdoor = floor.building == nil
            for s in floor.spaces where !stacked.contains(s.id) {
                var tags: [(String, String)]
                if isOutdoor {
                    tags = [("highway", "pedestrian"), ("area", "yes")]
                } else {
                    tags = [("indoor", s.kind == "hallway" ? "corridor" : (s.kind == "area" ? "area" : "room")), ("level", level(fi))]
                    if s.category == "Stairs" { tags.append(("stairs", "yes")) }
                    if s.category == "Elevator" { tags.append(("elevator", "yes")) }
                }
                if let n = s.name { tags.append(("name", n)) }
                tags += s.category.flatMap { categoryTags[$0] } ?? []
                d.area(s.rings, floors: isOutdoor ? [nil] : [fi], tags)
            }
            guard !isOutdoor else { continue }
            for w in floor.walls where floor.osmDrawsWalls {
                _ = d.way(w.line, floors: [], [("indoor", "wall"), ("level", level(fi)), ("width", w.isExterior ? "0.6" : "0.3")])
            }
            for o in floor.obstacles {
                _ = d.way(o.ring, floors: [], [("barrier", "yes"), ("area", "yes"), ("level", level(fi))])
            }
        }
        return d
    }
}
