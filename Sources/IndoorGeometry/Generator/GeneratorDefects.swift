/// What real exports leave out, and how they draw what they keep, reproduced on demand so that the
/// inference rules (``VenueInference``) can be tested on venues whose true shape is known. Each pattern
/// edits the generated plan before it is written; all are off by default. They combine, applied in this
/// order: the level split, doorless shops, nested rooms, overlapping rooms, open plan, export categories,
/// duplicate buildings, and last the removal of openings and of the outdoor floor. None draws on the
/// generator's random sequence, so a venue without them is written as before.
public struct GeneratorDefects: Hashable, Sendable {
    /// Shops without doors on a concourse: on every ground floor, office rooms become shops ("Shop N",
    /// category `Shop`, IMDF `retail`) and lose their doors, and washrooms lose theirs too.
    public var doorlessShops: Bool
    /// No door or opening at all (entrances included): stairs and elevators are reached only through
    /// inferred openings, rooms only at their edges.
    public var noOpenings: Bool
    /// No outdoor floor: building entrances keep only their inside exit (flagged `outdoors`), as campuses
    /// exported without their grounds do.
    public var noOutdoorFloor: Bool
    /// A ground floor drawn as two levels at one ordinal, as stations draw a concourse and its shops: in
    /// every building, the corridor's wing B and the rooms along it move to a level of their own (same
    /// ordinal, same building); its offices become doorless shops and its washrooms lose their doors, and
    /// nothing but shared edges joins the two levels' corridors. Stairs and elevators stay on the main level.
    public var sameOrdinalLevels: Bool

    /// Open-plan offices, as office buildings exported without openings draw them: on every building floor,
    /// offices lose their doors, and each rectangular office against the outer wall keeps its front
    /// (touching the corridor) while its back becomes 1 to 3 cubicles (category `Office`, 3.6 to 11 m²)
    /// that touch only the front part, each other and the outer wall (``openPlan(_:)``).
    public var openPlan: Bool
    /// Store outlines nested in or behind other stores: on every ground floor, offices, classrooms and labs
    /// become shops, no door but the entrances is left, and some shops hold a store carved from their back
    /// or drawn inside them, touching only that shop; OSM draws no walls there, its outlines being the
    /// walls (``nestedRooms(_:)``).
    public var nestedRooms: Bool
    /// Spaces drawn on top of the corridor: on every building floor, up to two rooms become bays of the
    /// hallway with a doorless kiosk (category `Shop`, 5 to 10 m²) drawn wholly inside the hallway's
    /// polygon, and one doorless shop overlaps the hallway by a 0.3 m sliver; OSM draws no walls, its
    /// outlines being the walls (``overlappingRooms(_:)``).
    public var overlappingRooms: Bool
    /// A second building per building with the same name, an outline shifted 1.5 m and no floors of its
    /// own; the OSM writer draws a wall along its outer edge on every level, which gives it floors without
    /// spaces, as OSM exports do. MVF, which has no building outlines, leaves it out
    /// (``duplicateBuildings(_:)``).
    public var duplicateBuildings: Bool
    /// An IMDF export's own category names: `walkway_sta`, `store_sta` (ground-floor offices become doorless
    /// shops), `accessible restroom`, `information desk`, `ticket office` and `xyzzy`
    /// (``exportCategories(_:)``); MVF and OSM write the generator's categories.
    public var exportCategories: Bool

    public init(
        doorlessShops: Bool = false, noOpenings: Bool = false, noOutdoorFloor: Bool = false, sameOrdinalLevels: Bool = false, openPlan: Bool = false,
        nestedRooms: Bool = false, overlappingRooms: Bool = false, duplicateBuildings: Bool = false, exportCategories: Bool = false
    ) {
        self.doorlessShops = doorlessShops
        self.noOpenings = noOpenings
        self.noOutdoorFloor = noOutdoorFloor
        self.sameOrdinalLevels = sameOrdinalLevels
        self.openPlan = openPlan
        self.nestedRooms = nestedRooms
        self.overlappingRooms = overlappingRooms
        self.duplicateBuildings = duplicateBuildings
        self.exportCategories = exportCategories
    }

    /// Whether any pattern is on.
    public var isEmpty: Bool {
        !doorlessShops && !noOpenings && !noOutdoorFloor && !sameOrdinalLevels && !openPlan && !nestedRooms && !overlappingRooms
            && !duplicateBuildings && !exportCategories
    }

    /// `plan` with the patterns applied.
    func apply(to plan: GeneratedPlan) -> GeneratedPlan {
        var p = plan
        if sameOrdinalLevels {
            for b in p.buildings.indices {
                guard let ground = p.buildings[b].floors.first(where: { p.floors[$0].ordinal == 0 }) else { continue }
                Self.splitLevel(ground, building: b, of: &p)
            }
        }
        if doorlessShops {
            for f in p.floors.indices where p.floors[f].building != nil && p.floors[f].ordinal == 0 {
                var shop = 0
                var dropped = Set<Int>()
                for s in p.floors[f].spaces.indices {
                    let category = p.floors[f].spaces[s].category
                    if category == "Office" {
                        shop += 1
                        p.floors[f].spaces[s].category = "Shop"
                        p.floors[f].spaces[s].name = "Shop \(f).\(shop)"
                    } else if category != "Washroom" {
                        continue
                    }
                    dropped.insert(s)
                }
                // A room's door is the door whose room-side exit lies inside it.
                let spaces = p.floors[f].spaces
                p.floors[f].doors.removeAll { d in
                    !d.isEntrance && dropped.contains { s in Self.contains(spaces[s].rings, d.exits.first?.point) }
                }
            }
        }
        if nestedRooms { Self.nestedRooms(&p) }
        if overlappingRooms { Self.overlappingRooms(&p) }
        if openPlan { Self.openPlan(&p) }
        if exportCategories { Self.exportCategories(&p) }
        if duplicateBuildings { Self.duplicateBuildings(&p) }
        if noOpenings {
            for f in p.floors.indices { p.floors[f].doors.removeAll() }
        }
        if noOutdoorFloor, let out = p.outdoorFloor {
            p = Self.removingFloor(out, from: p)
            p.outdoorFloor = nil
        }
        return p
    }

    /// Whether point `q` lies inside the polygon of `rings` (shell first), by crossing count.
    static func contains(_ rings: [[Point]], _ q: Point?) -> Bool {
        guard let q, let shell = rings.first else { return false }
        guard let r = try? Ring(points: shell) else { return false }
        return Polygon(shell: r).locate(q) == .interior
    }

    /// `plan` without floor `k`: its exits and anchors dropped, later floor indices shifted down.
    static func removingFloor(_ k: Int, from plan: GeneratedPlan) -> GeneratedPlan {
        var p = plan
        p.floors.remove(at: k)
        func shift(_ f: Int) -> Int { f > k ? f - 1 : f }
        for f in p.floors.indices {
            for d in p.floors[f].doors.indices {
                p.floors[f].doors[d].exits = p.floors[f].doors[d].exits.filter { $0.floor != k }.map {
                    ($0.floor > k ? $0.floor - 1 : $0.floor, $0.id, $0.point)
                }
            }
        }
        for c in p.connections.indices {
            p.connections[c].anchors = p.connections[c].anchors.filter { $0.floor != k }.map { (shift($0.floor), $0.id, $0.point) }
        }
        for b in p.buildings.indices { p.buildings[b].floors = p.buildings[b].floors.filter { $0 != k }.map(shift) }
        if let o = p.outdoorFloor, o != k { p.outdoorFloor = shift(o) }
        return p
    }
}
