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
