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
