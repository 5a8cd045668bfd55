/// The patterns of ``GeneratorDefects`` that come from how a source was exported, not how it was drawn:
/// duplicate building outlines and an export's own category names.
extension GeneratorDefects {
    /// How far, in metres, a duplicate building's outline is shifted from its original's.
    static let duplicateShift = 1.5

    /// A second building per building, as OSM data holds a second `building` outline with the same name: no
    /// floors of its own, its footprint the original's shifted ``duplicateShift`` along the footprint's
    /// first edge (so the two overlap by most of their area), and one wall drawn along the edge of it that
    /// lies outside the original (the OSM writer puts it on every level of the original, which gives the
    /// duplicate floors without spaces when read).
    static func duplicateBuildings(_ p: inout GeneratedPlan) {
        var ids = GeneratorIDs(seed: 0xD0B1)
        for b in p.buildings.indices where p.buildings[b].duplicateOf == nil {
            let original = p.buildings[b]
            guard original.footprint.count >= 3, let u = (original.footprint[1] - original.footprint[0]).normalized else { continue }
            let footprint = original.footprint.map { $0 + u * duplicateShift }
            var copy = GeneratedPlan.BuildingItem(id: ids.next("fs"), name: original.name, code: original.code, floors: [], footprint: footprint)
            copy.duplicateOf = b
            copy.outlineWalls = [[footprint[1], footprint[2]]]
            p.buildings.append(copy)
        }
    }

    /// Unit categories as a station's IMDF export writes them (the IMDF writer writes
    /// ``GeneratedPlan/SpaceItem/exportCategory`` verbatim): on each ground floor, offices become shops without
    /// doors (`"Shop F.N"`) and every shop is written `store_sta`; hallways are written `walkway_sta` (the
    /// outdoor grounds stay `walkway`); every second washroom (the second, fourth…) is written `accessible
    /// restroom`; on each ground floor the first classroom becomes `"Information F"` (`information desk`) and
    /// the second `"Ticket Office F"` (`ticket office`), both keeping their doors; and the last lab of the
    /// venue is written `xyzzy`, a name with no known part.
    static func exportCategories(_ p: inout GeneratedPlan) {
        var washrooms = 0
        var lastLab: (Int, Int)?
        for f in p.floors.indices where p.floors[f].building != nil {
            var classrooms = 0
            let isGround = p.floors[f].ordinal == 0
            var shops = p.floors[f].spaces.filter { $0.category == "Shop" }.count
            var converted = Set<Int>()
            for s in p.floors[f].spaces.indices {
                var space = p.floors[f].spaces[s]
                switch space.category {
                case "Office" where isGround:
                    shops += 1
                    space.category = "Shop"
                    space.name = "Shop \(f).\(shops)"
                    converted.insert(s)
                case "Washroom":
                    washrooms += 1
                    if washrooms % 2 == 0 { space.exportCategory = "accessible restroom" }
                case "Classroom" where isGround && classrooms < 2:
                    classrooms += 1
                    space.category = classrooms == 1 ? "Information" : "Ticket Office"
                    space.name = "\(space.category ?? "") \(f)"
                    space.exportCategory = classrooms == 1 ? "information desk" : "ticket office"
                case "Lab":
                    lastLab = (f, s)
                default:
                    break
                }
                if space.kind == "hallway" { space.exportCategory = "walkway_sta" }
                if space.category == "Shop" { space.exportCategory = "store_sta" }
                p.floors[f].spaces[s] = space
            }
            dropDoors(of: converted, onFloor: f, of: &p)
        }
        if let (f, s) = lastLab { p.floors[f].spaces[s].exportCategory = "xyzzy" }
    }
}
