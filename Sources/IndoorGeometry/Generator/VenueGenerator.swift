import Foundation

/// Writes realistic synthetic venues: a campus of rotated L-shaped buildings with bending corridors,
/// L-shaped rooms, rooms with pillars (holes), open areas with desks, doors on shared edges, walls broken at
/// doors, stairs and elevators on every floor, building entrances to an outdoor floor, and named locations
/// with categories. Deterministic: the same options give the same bytes.
///
/// Used by `indoor generate`, by the tests (in memory, through ``MemorySource``) and by the benchmarks'
/// scaling rows (``GeneratorOptions/pacificScale(_:format:seed:)``).
public enum VenueGenerator {
    /// Building names; past the list, buildings are numbered.
    static let buildingNames = [
        ("Alder Hall", "ALD"), ("Birch Hall", "BIR"), ("Cedar Library", "CED"), ("Dogwood Center", "DOG"),
        ("Elm Science", "ELM"), ("Fir Commons", "FIR"), ("Ginkgo Hall", "GIN"), ("Hemlock Labs", "HEM")
    ]

    /// Generates the venue's files in memory: relative path → bytes.
    /// - Complexity: linear in the number of rooms.
    public static func files(_ options: GeneratorOptions) -> [String: [UInt8]] {
        let plan = plan(options)
        switch options.format {
        case .mvf: return MVFWriter.files(plan)
        case .imdf: return IMDFWriter.files(plan)
        case .osm: return OSMWriter.xmlFiles(plan)
        case .osmGeoJSON: return OSMWriter.geoJSONFiles(plan)
        }
    }

    /// Generates the venue as an in-memory ``VenueSource``.
    public static func source(_ options: GeneratorOptions) -> MemorySource {
        MemorySource(name: "generated(\(options.format.rawValue), seed \(options.seed))", files: files(options))
    }

    /// Writes the venue into folder `path` (created if needed), or as one `.zip` archive when `zip` is true.
    /// - Throws: ``VenueSourceError/unreadable(path:reason:)`` when a file cannot be written.
    public static func write(_ options: GeneratorOptions, to path: String) throws {
        let fs = files(options)
        for (rel, bytes) in fs.sorted(by: { $0.key < $1.key }) {
            let full = path + "/" + rel
            let dir = (full as NSString).deletingLastPathComponent
            do {
                try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            } catch {
                throw VenueSourceError.unreadable(path: dir, reason: "cannot create folder: \(error.localizedDescription)")
            }
            guard FileManager.default.createFile(atPath: full, contents: Data(bytes)) else {
                throw VenueSourceError.unreadable(path: full, reason: "cannot write file")
            }
        }
    }

    /// Builds the format-independent plan.
    static func plan(_ options: GeneratorOptions) -> GeneratedPlan {
        var random = GeneratorRandom(seed: options.seed)
        var ids = GeneratorIDs(seed: options.seed)
        var plan = GeneratedPlan(name: "Generated Campus \(options.seed)", origin: GeoCoordinate(longitude: -122.6765, latitude: 45.5231))
        let layouts = (0 ..< options.buildings).map { _ in BuildingLayout(roomsPerFloor: options.roomsPerFloor, random: &random) }
        let maxExtent = layouts.map { ($0.lengthA * $0.lengthA + ($0.depth + $0.lengthB) * ($0.depth + $0.lengthB)).squareRoot() }.max() ?? 0
        let cell = maxExtent + 25
        let columns = Int(Double(options.buildings).squareRoot().rounded(.up))
        let rows = (options.buildings + columns - 1) / columns
        let campusOffset = Point(x: -Double(columns) * cell / 2, y: -Double(rows) * cell / 2)

        // Outdoor floor first: the campus grounds, with building footprints as holes.
        let outdoorIndex = 0
        let grounds = [
            campusOffset, campusOffset + Point(x: Double(columns) * cell, y: 0),
            campusOffset + Point(x: Double(columns) * cell, y: Double(rows) * cell), campusOffset + Point(x: 0, y: Double(rows) * cell), campusOffset
        ]
        plan.floors.append(GeneratedPlan.FloorItem(id: ids.next("f"), name: "Campus", shortName: "Campus", ordinal: 0, building: nil, outline: grounds))
        plan.outdoorFloor = outdoorIndex
        var footprints: [[Point]] = []
        var stairsAnchors: [[(floor: Int, id: String, point: Point)]] = []

        for (bi, layout) in layouts.enumerated() {
            let (name, code) = bi < buildingNames.count ? buildingNames[bi] : ("Hall \(bi + 1)", "H\(bi + 1)")
            let angle = random.uniform(-0.4 ... 0.4)
            let cellCenter = campusOffset + Point(x: (Double(bi % columns) + 0.5) * cell, y: (Double(bi / columns) + 0.5) * cell)
            let (c, s) = (cos(angle), sin(angle))
            let toWorld: (Point) -> Point = { p in
                let q = p - layout.center
                return cellCenter + Point(x: q.x * c - q.y * s, y: q.x * s + q.y * c)
            }
            let footprint = layout.outline.map(toWorld)
            footprints.append(footprint)
            var building = GeneratedPlan.BuildingItem(id: ids.next("fs"), name: name, code: code, floors: [], footprint: footprint)
            var stairs: [[(floor: Int, id: String, point: Point)]] = [[], []]
            var elevator: [(floor: Int, id: String, point: Point)] = []
            for f in 0 ..< options.floors {
                let fl = FloorLayout(building: layout, isGround: f == 0, floorNumber: f, random: &random)
                let floorIndex = plan.floors.count
                var floor = GeneratedPlan.FloorItem(
                    id: ids.next("f"), name: "\(name) Level \(f + 1)", shortName: "\(f + 1)", ordinal: f, building: bi, outline: footprint)
                floor.spaces.append(GeneratedPlan.SpaceItem(id: ids.next("g"), kind: "hallway", rings: [layout.corridor.map(toWorld)]))
                var roomNumber = 1
                var stairIndex = 0
                for room in fl.rooms {
                    let rings = room.rings.map { $0.map(toWorld) }
                    var item = GeneratedPlan.SpaceItem(id: ids.next("g"), kind: room.role == .openArea ? "area" : "room", rings: rings)
                    switch room.role {
                    case .stairs:
                        let letter = stairIndex == 0 ? "A" : "B"
                        item.name = "\(code) Stairs \(letter) L\(f + 1)"
                        item.category = "Stairs"
                        let a = (floor: floorIndex, id: ids.next("g"), point: toWorld(room.inside))
                        floor.anchorPoints.append((a.id, a.point))
                        item.anchor = a.point
                        stairs[min(stairIndex, 1)].append(a)
                        stairIndex += 1
                    case .elevator:
                        item.name = "\(code) Elevator L\(f + 1)"
                        item.category = "Elevator"
                        let a = (floor: floorIndex, id: ids.next("g"), point: toWorld(room.inside))
                        floor.anchorPoints.append((a.id, a.point))
                        item.anchor = a.point
                        elevator.append(a)
                    case .openArea:
                        item.name = "\(code) \(f + 1) Study Commons"
                        item.category = "Study Area"
                    case .room:
                        let number = "\(code) \(f + 1)\(roomNumber < 10 ? "0" : "")\(roomNumber)"
                        roomNumber += 1
                        let isLibraryFloor = bi == layouts.count - 1 && f == options.floors - 1
                        nameRoom(&item, number: number, count: roomNumber, onLibraryFloor: isLibraryFloor, random: &random)
                    }
                    if let d = room.door { floor.doors.append(roomDoor(d, floor: floorIndex, toWorld: toWorld, ids: &ids)) }
                    floor.spaces.append(item)
                }
                for e in fl.entrances {
                    floor.doors.append(
                        GeneratedPlan.DoorItem(
                            lineID: ids.next("g"), connectionID: ids.next("c"), line: e.line.map(toWorld),
                            exits: [(floorIndex, ids.next("g"), toWorld(e.inside)), (outdoorIndex, ids.next("g"), toWorld(e.outside))],
                            isEntrance: true))
                }
                floor.walls = fl.walls.map { GeneratedPlan.WallItem(id: ids.next("g"), line: $0.line.map(toWorld), isExterior: $0.exterior) }
                floor.obstacles = fl.desks.map { GeneratedPlan.ObstacleItem(id: ids.next("g"), ring: $0.map(toWorld)) }
                building.floors.append(floorIndex)
                plan.floors.append(floor)
            }
            plan.connections += verticalConnections(stairs: stairs, elevator: elevator, code: code, ids: &ids)
            stairsAnchors += stairs
            plan.buildings.append(building)
        }
        // The grounds: walkable outdoor area around the buildings (footprints are holes).
        let groundsRings = [FloorLayout.ccw(plan.floors[outdoorIndex].outline)] + footprints.map { FloorLayout.ccw($0).reversed() }
        plan.floors[outdoorIndex].spaces.append(
            GeneratedPlan.SpaceItem(id: ids.next("g"), kind: "area", rings: groundsRings, name: "Campus Grounds", category: "Outdoors"))
        return options.defects.apply(to: plan)
    }
}

extension VenueGenerator {
    /// Names an ordinary room numbered `number`, the `count − 1`-th of its floor: the second of every floor
    /// is a washroom, the fourth of the last building's top floor the library, any other a classroom, an
    /// office or a lab at random (one draw per room, taken whatever its name).
    static func nameRoom(_ item: inout GeneratedPlan.SpaceItem, number: String, count: Int, onLibraryFloor: Bool, random: inout GeneratorRandom) {
        let pick = random.next() % 10
        if count == 3 {
            item.name = "\(number) Washroom"
            item.category = "Washroom"
        } else if onLibraryFloor, count == 5 {
            item.name = "Library"
            item.category = "Library"
        } else {
            item.name = number
            item.category = pick < 4 ? "Classroom" : (pick < 8 ? "Office" : "Lab")
        }
    }

    /// A room's door on floor `floor`: its line and its two exits (room side, corridor side) in campus
    /// metres, with fresh ids (connection first, then line and exits).
    static func roomDoor(
        _ d: (line: [Point], roomSide: Point, corridorSide: Point), floor floorIndex: Int, toWorld: (Point) -> Point, ids: inout GeneratorIDs
    ) -> GeneratedPlan.DoorItem {
        let connectionID = ids.next("c")
        return GeneratedPlan.DoorItem(
            lineID: ids.next("g"), connectionID: connectionID, line: d.line.map(toWorld),
            exits: [(floorIndex, ids.next("g"), toWorld(d.roomSide)), (floorIndex, ids.next("g"), toWorld(d.corridorSide))],
            isEntrance: false)
    }
}

extension VenueGenerator {
    /// A building's stairs (one connection per chain of anchors, A and B) and its elevator, each when it
    /// joins at least two floors (MVF's observed weights: stairs 1000 + 1000 per floor, elevators 3000 + 1).
    static func verticalConnections(
        stairs: [[(floor: Int, id: String, point: Point)]], elevator: [(floor: Int, id: String, point: Point)], code: String, ids: inout GeneratorIDs
    ) -> [GeneratedPlan.ConnectionItem] {
        var out: [GeneratedPlan.ConnectionItem] = []
        for (k, chain) in stairs.enumerated() where chain.count > 1 {
            out.append(
                GeneratedPlan.ConnectionItem(
                    id: ids.next("c"), type: "stairs", name: "\(code) Stairs \(k == 0 ? "A" : "B")", anchors: chain, entryCost: 1000,
                    floorCostMultiplier: 1000, flags: 4))
        }
        if elevator.count > 1 {
            out.append(
                GeneratedPlan.ConnectionItem(
                    id: ids.next("c"), type: "elevator", name: "\(code) Elevator", anchors: elevator, entryCost: 3000, floorCostMultiplier: 1,
                    flags: 5))
        }
        return out
    }
}

/// Deterministic MVF-style ids (`<prefix>_<16 hex digits>`), unique within one generated venue.
struct GeneratorIDs {
    private var counter: UInt64 = 0
    private let seed: UInt64

    init(seed: UInt64) { self.seed = seed }

    mutating func next(_ prefix: String) -> String {
        counter += 1
        var r = GeneratorRandom(seed: seed &* 0x2545_F491_4F6C_DD1D ^ counter)
        let v = r.next()
        let hex = String(v, radix: 16)
        return prefix + "_" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
