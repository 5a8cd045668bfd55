/// The same-ordinal pattern of ``GeneratorDefects``: one floor drawn as two levels at one ordinal.
extension GeneratorDefects {
    /// Splits floor `f` of building `b`: the corridor is cut where wing B leaves wing A (the generator's
    /// L-shaped corridor, ``BuildingLayout/corridor``), and wing B with the rooms nearer it than wing A moves
    /// to a new floor of the same ordinal and building. Stairs and elevators stay (their connections keep
    /// their anchors); offices moved become doorless shops and washrooms moved lose their doors. A door
    /// whose two sides end up on different levels joins them. Walls go with the spaces they bound.
    static func splitLevel(_ f: Int, building b: Int, of p: inout GeneratedPlan) {
        let floor = p.floors[f]
        guard let c = floor.spaces.firstIndex(where: { $0.kind == "hallway" }), floor.spaces[c].rings.count == 1,
            floor.spaces[c].rings[0].count == 7
        else { return }
        let r = floor.spaces[c].rings[0]
        // r: wing A's west end (r[0], r[5]), the bend (r[1], r[4]) and wing B's north end (r[2], r[3]).
        let q = r[4] - (r[5] - r[0])
        let mainRing = FloorLayout.ccw([r[0], q, r[4], r[5], r[0]])
        let subRing = FloorLayout.ccw([q, r[1], r[2], r[3], r[4], q])
        let main = Polygon(shell: Ring(uncheckedPoints: mainRing)), sub = Polygon(shell: Ring(uncheckedPoints: subRing))
        let nf = p.floors.count
        var level = GeneratedPlan.FloorItem(
            id: floor.id + "b", name: floor.name + " Shops", shortName: floor.shortName, ordinal: floor.ordinal, building: b, outline: floor.outline)
        var staying = floor
        staying.spaces[c].rings = [mainRing]
        level.spaces.append(GeneratedPlan.SpaceItem(id: floor.spaces[c].id + "b", kind: "hallway", rings: [subRing]))
        staying.spaces = [staying.spaces[c]]
        var moved: [Polygon] = [sub], kept: [Polygon] = [main], doorless: [Polygon] = []
        var shop = 0
        for (k, s) in floor.spaces.enumerated() where k != c {
            let polygon = Polygon(shell: Ring(uncheckedPoints: s.rings[0]), holes: s.rings.dropFirst().map { Ring(uncheckedPoints: $0) })
            let inside = polygon.labelPoint().point
            let isVertical = s.anchor != nil || s.category == "Stairs" || s.category == "Elevator"
            guard !isVertical, sub.distance(to: inside) < main.distance(to: inside) else {
                staying.spaces.append(s)
                kept.append(polygon)
                continue
            }
            var item = s
            if s.category == "Office" {
                shop += 1
                item.category = "Shop"
                item.name = "Shop \(nf).\(shop)"
            }
            if item.category == "Shop" || item.category == "Washroom" { doorless.append(polygon) }
            level.spaces.append(item)
            moved.append(polygon)
        }
        func on(_ polygons: [Polygon], _ x: Point, within d: Double = 0) -> Bool { polygons.contains { $0.distance(to: x) <= d } }
        staying.doors = []
        for var d in floor.doors {
            if !d.isEntrance, let room = d.exits.first, on(doorless, room.point) { continue }
            for e in d.exits.indices where d.exits[e].floor == f && on(moved, d.exits[e].point) { d.exits[e].floor = nf }
            if d.exits.allSatisfy({ $0.floor != f }) { level.doors.append(d) } else { staying.doors.append(d) }
        }
        staying.obstacles = floor.obstacles.filter { o in !on(moved, o.ring[0]) }
        level.obstacles = floor.obstacles.filter { o in on(moved, o.ring[0]) }
        // A wall bounds the spaces within a few centimetres of its middle: it stays with each of them.
        let near = 0.05
        staying.walls = floor.walls.filter { w in !on(moved, Self.middle(w.line), within: near) || on(kept, Self.middle(w.line), within: near) }
        level.walls = floor.walls.filter { w in on(moved, Self.middle(w.line), within: near) }.map { w in
            var copy = w
            copy.id += "b"
            return copy
        }
        p.floors[f] = staying
        p.floors.append(level)
        if let at = p.buildings[b].floors.firstIndex(of: f) { p.buildings[b].floors.insert(nf, at: at + 1) }
    }

    /// The middle of a polyline's first and last points.
    private static func middle(_ line: [Point]) -> Point {
        guard let a = line.first, let z = line.last else { return .zero }
        return a.interpolated(to: z, t: 0.5)
    }
}
