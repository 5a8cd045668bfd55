/// What real exports leave out, reproduced on demand so that the inference rules (``VenueInference``) can
/// be tested on venues whose true shape is known. Each pattern edits the generated plan before it is
/// written; all are off by default.
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

    public init(doorlessShops: Bool = false, noOpenings: Bool = false, noOutdoorFloor: Bool = false, sameOrdinalLevels: Bool = false) {
        self.doorlessShops = doorlessShops
        self.noOpenings = noOpenings
        self.noOutdoorFloor = noOutdoorFloor
        self.sameOrdinalLevels = sameOrdinalLevels
    }

    /// Whether any pattern is on.
    public var isEmpty: Bool { !doorlessShops && !noOpenings && !noOutdoorFloor && !sameOrdinalLevels }

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
