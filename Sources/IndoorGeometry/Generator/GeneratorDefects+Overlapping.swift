/// The overlapping-rooms pattern of ``GeneratorDefects``: spaces drawn on top of the corridor.
extension GeneratorDefects {
    /// How far, in metres, the overlapping room reaches into the corridor past the edge it shared.
    static let overlapSliver = 0.3
    /// Clearance in metres between a kiosk and the walls of its bay.
    static let kioskClearance = 1.2
    /// Depth of a kiosk in metres (across its bay).
    static let kioskDepth = 2.5

    /// On every building floor, as malls and stations draw shops on a concourse: of the rectangular
    /// classrooms, offices and labs at least 2.5 m deep fronting a straight stretch of the first hallway
    /// (0.5 m clear of its corners), the first at least 4.4 m wide and 5 m deep and, when there is one, a
    /// second such room not beside the first or the boutique, become bays of the hallway (the room, its
    /// door and the wall between them removed; the hallway's polygon takes in the room's rectangle). In the
    /// middle of each bay a kiosk is drawn on top of the hallway (`"Kiosk F.N"`, category `Shop`, no door,
    /// no walls: ``kioskClearance`` from the bay's side walls, ``kioskDepth`` deep, centred between the
    /// bay's back wall and the corridor line, 5 to 10 m²). The first other such room not beside a bay
    /// becomes a doorless shop (`"Boutique F"`, category `Shop`) whose front edge is moved
    /// ``overlapSliver`` into the hallway, so it overlaps the hallway instead of sharing its edge; its
    /// walls stay where they were drawn. The OSM writer draws no walls on these floors, as malls mapped in
    /// OSM do (their outlines are the walls).
    static func overlappingRooms(_ p: inout GeneratedPlan) {
        var ids = GeneratorIDs(seed: 0x0A1E)
        for f in p.floors.indices where p.floors[f].building != nil {
            guard let h = p.floors[f].spaces.firstIndex(where: { $0.kind == "hallway" }) else { continue }
            let corridor = p.floors[f].spaces[h].rings[0]
            var candidates: [(space: Int, frame: GeneratorRoomFrame)] = []
            for (s, space) in p.floors[f].spaces.enumerated() where ["Classroom", "Office", "Lab"].contains(space.category ?? "") {
                if let frame = GeneratorRoomFrame(rings: space.rings, corridor: corridor), frame.corridorEdge != nil, frame.depth >= 2.5 {
                    candidates.append((s, frame))
                }
            }
            // Neighbours share a corner; a boutique beside a bay would share its side with the hallway.
            let spaces = p.floors[f].spaces
            func apart(_ a: Int, _ b: Int) -> Bool { !spaces[a].rings[0].contains { spaces[b].rings[0].contains($0) } }
            let wide = candidates.filter { $0.frame.width >= 2 * kioskClearance + 2 && $0.frame.depth >= 5 }
            var bays = Array(wide.prefix(1))
            let sliver = candidates.first { c in bays.allSatisfy { c.space != $0.space && apart(c.space, $0.space) } }
            if let second = wide.first(where: { c in (bays + (sliver.map { [$0] } ?? [])).allSatisfy { c.space != $0.space && apart(c.space, $0.space) } }) {
                bays.append(second)
            }
            let rooms = Set(bays.map(\.space) + (sliver.map { [$0.space] } ?? []))
            p.floors[f].osmDrawsWalls = false
            dropDoors(of: rooms, onFloor: f, of: &p)
            p.floors[f].spaces[h].rings[0] = withBays(corridor, bays.map(\.frame))
            p.floors[f].walls = p.floors[f].walls.flatMap { w in cut(w, along: bays.map(\.frame), ids: &ids) }
            if let (s, frame) = sliver {
                let reach = -overlapSliver
                p.floors[f].spaces[s].rings = [
                    [frame.map(0, reach), frame.map(frame.width, reach), frame.map(frame.width, frame.depth), frame.map(0, frame.depth), frame.map(0, reach)]
                ]
                p.floors[f].spaces[s].category = "Shop"
                p.floors[f].spaces[s].name = "Boutique \(f)"
            }
            let kiosks = bays.enumerated().map { k, b in
                let (w, d) = (b.frame.width, b.frame.depth)
                let ring = b.frame.rect(kioskClearance, w - kioskClearance, (d - kioskDepth) / 2, (d + kioskDepth) / 2)
                return GeneratedPlan.SpaceItem(id: ids.next("g"), kind: "room", rings: [ring], name: "Kiosk \(f).\(k + 1)", category: "Shop")
            }
            let removed = Set(bays.map(\.space))
            p.floors[f].spaces = p.floors[f].spaces.enumerated().filter { !removed.contains($0.offset) }.map(\.element) + kiosks
        }
    }

    /// The closed ring `corridor` with each room of `bays` (fronting one of its edges) taken in: the
    /// room's back corners inserted between its front corners, in order along each edge.
    static func withBays(_ corridor: [Point], _ bays: [GeneratorRoomFrame]) -> [Point] {
        var out: [Point] = []
        for k in 0 ..< corridor.count - 1 {
            out.append(corridor[k])
            let on = bays.filter { $0.corridorEdge == k }
            // The corridor runs the other way round the room's front: its far corner comes first.
            for b in on.sorted(by: { corridor[k].distance(to: $0.map($0.width, 0)) < corridor[k].distance(to: $1.map($1.width, 0)) }) {
                out += [b.map(b.width, 0), b.map(b.width, b.depth), b.map(0, b.depth), b.map(0, 0)]
            }
        }
        out.append(corridor[corridor.count - 1])
        return out
    }

    /// Wall `w` without the parts lying on the front edges of `bays` (a wall on a front edge is collinear
    /// with it within a micrometre); a wall cut in two keeps its id for the first piece.
    static func cut(_ w: GeneratedPlan.WallItem, along bays: [GeneratorRoomFrame], ids: inout GeneratorIDs) -> [GeneratedPlan.WallItem] {
        guard w.line.count == 2 else { return [w] }
        var pieces = [(w.line[0], w.line[1])]
        for b in bays {
            pieces = pieces.flatMap { (a, z) -> [(Point, Point)] in
                let t0 = b.along.dot(a - b.origin), t1 = b.along.dot(z - b.origin)
                guard abs(b.along.cross(a - b.origin)) < 1e-6, abs(b.along.cross(z - b.origin)) < 1e-6 else { return [(a, z)] }
                let (lo, hi) = (min(t0, t1), max(t0, t1))
                guard hi > 0, lo < b.width else { return [(a, z)] }
                func at(_ t: Double) -> Point { a.interpolated(to: z, t: (t - t0) / (t1 - t0)) }
                var keep: [(Point, Point)] = []
                if lo < 0 { keep.append(t0 < t1 ? (a, at(0)) : (at(0), z)) }
                if hi > b.width { keep.append(t0 < t1 ? (at(b.width), z) : (a, at(b.width))) }
                return keep.filter { $0.0.distance(to: $0.1) > 1e-6 }
            }
        }
        return pieces.enumerated().map { k, piece in
            GeneratedPlan.WallItem(id: k == 0 ? w.id : ids.next("g"), line: [piece.0, piece.1], isExterior: w.isExterior)
        }
    }
}
