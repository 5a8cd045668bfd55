/// The open-plan pattern of ``GeneratorDefects``: offices without doors, their back parts cubicles.
extension GeneratorDefects {
    /// Margin in metres between a cubicle block and the side walls of its office.
    static let cubicleSideMargin = 0.9
    /// Depth in metres of a cubicle block, from the office's back wall.
    static let cubicleDepth = 2.4
    /// Narrowest cubicle, metres along the back wall.
    static let cubicleMinWidth = 1.5

    /// Turns every office of the building floors into an open-plan office: its doors are dropped, and a
    /// rectangular office at least 5 m deep and 3.3 m wide whose back wall is the building's outer wall
    /// (``isClear(_:of:on:)``) keeps its front (id, name, category `Office`,
    /// touching the corridor) while a block against its back wall, ``cubicleSideMargin`` from each side wall
    /// and ``cubicleDepth`` deep, becomes 1 to 3 cubicles side by side (`"<office>-<n>"`, category
    /// `Office`, at least ``cubicleMinWidth`` wide: 3.6 to 11 m²). Each cubicle touches only the front part,
    /// the other cubicles and the outer wall; drawn walls are left as they were (the partitions are low).
    static func openPlan(_ p: inout GeneratedPlan) {
        var ids = GeneratorIDs(seed: 0x09E4)
        for f in p.floors.indices where p.floors[f].building != nil {
            let offices = Set(p.floors[f].spaces.indices.filter { p.floors[f].spaces[$0].category == "Office" })
            guard !offices.isEmpty else { continue }
            dropDoors(of: offices, onFloor: f, of: &p)
            let corridor = hallwayRing(p.floors[f]) ?? []
            var cubicles: [GeneratedPlan.SpaceItem] = []
            for s in offices.sorted() {
                let office = p.floors[f].spaces[s]
                guard let frame = GeneratorRoomFrame(rings: office.rings, corridor: corridor), frame.depth >= 5,
                    frame.width >= 2 * cubicleSideMargin + cubicleMinWidth
                else { continue }
                let (front, parts) = carveBackBlock(frame, count: nil)
                guard isClear(parts, of: s, on: p.floors[f]) else { continue }
                p.floors[f].spaces[s].rings = [front]
                for (n, ring) in parts.enumerated() {
                    cubicles.append(
                        GeneratedPlan.SpaceItem(
                            id: ids.next("g"), kind: "room", rings: [ring], name: office.name.map { "\($0)-\(n + 1)" }, category: "Office"))
                }
            }
            p.floors[f].spaces += cubicles
        }
    }

    /// Splits a room's rectangle into its front part (a U-shaped ring open to the back) and a block against
    /// the back wall, ``cubicleSideMargin`` from the side walls and ``cubicleDepth`` deep, cut into `count`
    /// equal parts side by side (default: as many as fit ``cubicleMinWidth``, 1 to 3). Rings closed and
    /// counter-clockwise.
    static func carveBackBlock(_ frame: GeneratorRoomFrame, count: Int?) -> (front: [Point], block: [[Point]]) {
        let w = frame.width, d = frame.depth, m = cubicleSideMargin, c = cubicleDepth
        let front = [(0, 0), (w, 0), (w, d), (w - m, d), (w - m, d - c), (m, d - c), (m, d), (0, d), (0, 0)].map { frame.map($0.0, $0.1) }
        let blockWidth = w - 2 * m
        let k = count ?? min(3, max(1, Int(blockWidth / cubicleMinWidth)))
        let step = blockWidth / Double(k)
        let parts = (0 ..< k).map { j in frame.rect(m + Double(j) * step, m + Double(j + 1) * step, d - c, d) }
        return (front, parts)
    }

    /// Whether the rings `block`, carved from space `host` of `floor`, touch no other space of the floor and
    /// stay at least 1 m from its hallways (so they lie against the outer wall, not a neighbour's).
    /// - Complexity: O(e · E) for e edges of the block and E edges of the floor's spaces.
    static func isClear(_ block: [[Point]], of host: Int, on floor: GeneratedPlan.FloorItem) -> Bool {
        let edges = block.flatMap { r in (0 ..< r.count - 1).map { Segment(r[$0], r[$0 + 1]) } }
        for (k, space) in floor.spaces.enumerated() where k != host {
            let clearance = space.kind == "hallway" ? 1.0 : 0.05
            for r in space.rings {
                for i in 0 ..< r.count - 1 {
                    let other = Segment(r[i], r[i + 1])
                    if edges.contains(where: { IMDFPolygonOverlap.segmentSquaredDistance($0, other) < clearance * clearance }) { return false }
                }
            }
        }
        return true
    }

    /// The first hallway's shell on floor `floor`, when it has one.
    static func hallwayRing(_ floor: GeneratedPlan.FloorItem) -> [Point]? {
        floor.spaces.first { $0.kind == "hallway" }?.rings.first
    }

    /// Drops the doors of the spaces at `spaces` on floor `f` (a room's door is the door whose room-side
    /// exit lies inside it); entrances stay.
    static func dropDoors(of spaces: Set<Int>, onFloor f: Int, of p: inout GeneratedPlan) {
        let all = p.floors[f].spaces
        p.floors[f].doors.removeAll { d in
            !d.isEntrance && spaces.contains { s in contains(all[s].rings, d.exits.first?.point) }
        }
    }
}

/// The nested-rooms pattern of ``GeneratorDefects``: ground floors drawn as store outlines.
extension GeneratorDefects {
    /// Inset in metres of a store drawn inside another from the host's side and back walls.
    static let innerStoreInset = 1.0

    /// On every ground floor, as malls drawn as store outlines are: offices, classrooms and labs become
    /// shops (`"Shop F.N"`, category `Shop`, IMDF `retail`), every door but the building entrances is
    /// dropped, and of the rectangular shops at least 5 m deep and 3.3 m wide, taken in order, the first,
    /// fourth, seventh… get a store behind them (`"<shop> Back"`: the host's back block carved out of it,
    /// as the open-plan cubicles, one part, when the host's back wall is the outer wall) and the second,
    /// fifth, eighth… a store drawn inside them (`"<shop> Inner"`: a rectangle on top of the host's
    /// polygon, ``innerStoreInset`` from its side walls and 0.6 m from its back wall, 2.4 m deep, touching
    /// nothing but the host). Both are category `Shop` without doors; drawn walls stay as they were, and
    /// the OSM writer draws none on these floors, as malls mapped in OSM do (their outlines are the walls).
    static func nestedRooms(_ p: inout GeneratedPlan) {
        var ids = GeneratorIDs(seed: 0x4E57)
        for f in p.floors.indices where p.floors[f].building != nil && p.floors[f].ordinal == 0 {
            var shop = p.floors[f].spaces.filter { $0.category == "Shop" }.count
            for s in p.floors[f].spaces.indices where ["Office", "Classroom", "Lab"].contains(p.floors[f].spaces[s].category ?? "") {
                shop += 1
                p.floors[f].spaces[s].category = "Shop"
                p.floors[f].spaces[s].name = "Shop \(f).\(shop)"
            }
            p.floors[f].doors.removeAll { !$0.isEntrance }
            p.floors[f].osmDrawsWalls = false
            let corridor = hallwayRing(p.floors[f]) ?? []
            var added: [GeneratedPlan.SpaceItem] = []
            var eligible = 0
            for s in p.floors[f].spaces.indices where p.floors[f].spaces[s].category == "Shop" {
                let host = p.floors[f].spaces[s]
                guard let frame = GeneratorRoomFrame(rings: host.rings, corridor: corridor), frame.depth >= 5,
                    frame.width >= 2 * cubicleSideMargin + cubicleMinWidth
                else { continue }
                defer { eligible += 1 }
                let name = host.name ?? "Shop \(f)"
                switch eligible % 3 {
                case 0:
                    let (front, block) = carveBackBlock(frame, count: 1)
                    guard isClear(block, of: s, on: p.floors[f]) else { continue }
                    p.floors[f].spaces[s].rings = [front]
                    added.append(GeneratedPlan.SpaceItem(id: ids.next("g"), kind: "room", rings: block, name: name + " Back", category: "Shop"))
                case 1:
                    let (w, d) = (frame.width, frame.depth)
                    let ring = frame.rect(innerStoreInset, w - innerStoreInset, d - 0.6 - cubicleDepth, d - 0.6)
                    added.append(GeneratedPlan.SpaceItem(id: ids.next("g"), kind: "room", rings: [ring], name: name + " Inner", category: "Shop"))
                default:
                    continue
                }
            }
            p.floors[f].spaces += added
        }
    }
}

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
