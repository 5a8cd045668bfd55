/// Serialises a ``GeneratedPlan`` as an MVF v3 bundle laid out as real exports are (the folder layout of Mappedin's MVF v3 exports):
/// manifest, floors, floor stacks, outdoors, geometry + kinds per floor, default style, locations and
/// categories, connections (doors with a line entrance and one exit point per side; stairs and elevators with
/// point anchors), navigation flags, walkable/nonwalkable sets. A building without floors (a duplicate
/// outline, ``GeneratedPlan/BuildingItem/duplicateOf``) has no floor stack: MVF has no building outlines.
enum MVFWriter {
    static func files(_ plan: GeneratedPlan) -> [String: [UInt8]] {
        var bundle = Bundle(plan: plan)
        for floorIndex in plan.floors.indices { bundle.writeFloor(floorIndex) }
        bundle.addConnections()
        bundle.writeVenueFiles()
        return bundle.out
    }

    /// The files written so far, and what the venue-wide files collect from the floors (in the order the
    /// floors are written: ids are drawn from one seeded sequence).
    private struct Bundle {
        let plan: GeneratedPlan
        let projection: LocalProjection
        let encoder = GeoJSONEncoder()
        var out: [String: [UInt8]] = [:]
        let categories = ["Classroom", "Office", "Lab", "Washroom", "Study Area", "Stairs", "Elevator", "Library", "Outdoors"]
        var categoryIDs: [String: String] = [:]
        var ids = GeneratorIDs(seed: 0xCA7E)
        var floorFeatures: [GeoJSONFeature] = []
        var locations: [JSONValue] = []
        var connections: [JSONValue] = []
        var styleAnchors: [String: [JSONValue]] = [:]
        /// Per floor: the exit points of other floors' doors that lie on it (the outdoor side of an entrance,
        /// the far side of a door between two levels at one ordinal), which live in that floor's geometry; in
        /// the order of their door's floor, the door and the exit. Collected in one pass over all doors.
        let foreignExits: [[(id: String, point: Point)]]

        init(plan: GeneratedPlan) {
            self.plan = plan
            projection = LocalProjection(origin: plan.origin)
            var foreign = [[(id: String, point: Point)]](repeating: [], count: plan.floors.count)
            for (k, floor) in plan.floors.enumerated() {
                for d in floor.doors {
                    for e in d.exits where e.floor != k { foreign[e.floor].append((e.id, e.point)) }
                }
            }
            foreignExits = foreign
            for c in categories { categoryIDs[c] = ids.next("lcat") }
        }

        mutating func put(_ path: String, _ v: JSONValue) { out[path] = GeneratorOutput.bytes(v, path) }
        mutating func putCollection(_ path: String, _ features: [GeoJSONFeature]) {
            put(path, encoder.value(GeoJSONFeatureCollection(features: features)))
        }
        func feature(_ id: String, _ geometry: GeoJSONGeometry) -> GeoJSONFeature {
            GeoJSONFeature(id: nil, geometry: geometry, properties: ["id": .string(id)])
        }
        func rings(_ rings: [[Point]]) -> GeoJSONGeometry { .polygon(rings: rings, projection: projection) }
        func line(_ ps: [Point]) -> GeoJSONGeometry { .lineString(ps, projection: projection) }
        func point(_ p: Point) -> GeoJSONGeometry { .point(p, projection: projection) }

        /// One floor's geometry, kinds, walkable and nonwalkable files, with its locations, door
        /// connections, style anchors and floor feature.
        mutating func writeFloor(_ floorIndex: Int) {
            let floor = plan.floors[floorIndex]
            var geometry: [GeoJSONFeature] = []
            var kinds = JSONObject()
            var walkable = JSONObject()
            var nonwalkable = JSONObject()
            func anchor(_ style: String, _ id: String) {
                styleAnchors[style, default: []].append(["floorId": .string(floor.id), "geometryId": .string(id)])
            }
            for s in floor.spaces {
                geometry.append(feature(s.id, rings(s.rings)))
                kinds.append(s.id, .string(s.kind))
                walkable.append(s.id, [:])
                anchor(s.kind == "room" ? "Rooms" : (s.kind == "hallway" ? "Hallways" : "Areas"), s.id)
                if let name = s.name {
                    var loc: JSONValue = [
                        "id": .string(ids.next("loc")), "details": ["name": .string(name)],
                        "geometryAnchors": [["geometryId": .string(s.id), "floorId": .string(floor.id)]],
                        "categories": .array(s.category.flatMap { categoryIDs[$0] }.map { [.string($0)] } ?? [])
                    ]
                    if case var .object(o) = loc {
                        o.append("social", [])
                        loc = .object(o)
                    }
                    locations.append(loc)
                }
            }
            for w in floor.walls {
                geometry.append(feature(w.id, line(w.line)))
                kinds.append(w.id, "wall")
                nonwalkable.append(w.id, [:])
                anchor(w.isExterior ? "ExteriorWalls" : "Walls", w.id)
            }
            for o in floor.obstacles {
                geometry.append(feature(o.id, rings([o.ring])))
                kinds.append(o.id, "object")
                nonwalkable.append(o.id, [:])
                anchor("Desks", o.id)
            }
            for a in floor.anchorPoints { geometry.append(feature(a.id, point(a.point))) }
            for d in floor.doors {
                geometry.append(feature(d.lineID, line(d.line)))
                let flags: JSONValue = d.isEntrance ? [7] : [5]
                var exits: [JSONValue] = []
                for e in d.exits {
                    if e.floor == floorIndex {
                        geometry.append(feature(e.id, point(e.point)))
                    }
                    exits.append(["geometryId": .string(e.id), "floorId": .string(plan.floors[e.floor].id), "flags": flags])
                }
                let entrance: JSONValue = ["geometryId": .string(d.lineID), "floorId": .string(floor.id), "flags": flags]
                connections.append([
                    "id": .string(d.connectionID), "type": "door", "entrances": [entrance], "exits": .array(exits), "entryCost": 100,
                    "floorCostMultiplier": 1
                ])
            }
            for e in foreignExits[floorIndex] { geometry.append(feature(e.id, point(e.point))) }
            putCollection("geometry/\(floor.id).geojson", geometry)
            put("kinds/\(floor.id).json", .object(kinds))
            put("walkable/\(floor.id).json", .object(walkable))
            put("nonwalkable/\(floor.id).json", .object(nonwalkable))
            floorFeatures.append(
                GeoJSONFeature(
                    id: nil, geometry: rings([floor.outline]),
                    properties: [
                        "id": .string(floor.id), "elevation": .number(Double(floor.ordinal)), "maxHeight": 3,
                        "details": ["name": .string(floor.name), "shortName": .string(floor.shortName), "externalId": ""]
                    ]))
        }

        /// The stairs, elevators and other vertical connections, after every floor's doors.
        mutating func addConnections() {
            for c in plan.connections {
                let anchors: JSONValue = .array(
                    c.anchors.map {
                        ["geometryId": .string($0.id), "floorId": .string(plan.floors[$0.floor].id), "flags": [.number(Double(c.flags))]]
                    })
                connections.append([
                    "id": .string(c.id), "type": .string(c.type), "entrances": anchors, "exits": anchors, "entryCost": .number(c.entryCost),
                    "floorCostMultiplier": .number(c.floorCostMultiplier), "details": ["name": .string(c.name)]
                ])
            }
        }

        /// The manifest, floors, floor stacks, outdoors, locations, categories, connections, navigation flags
        /// and default style.
        mutating func writeVenueFiles() {
            let origin = plan.origin
            putCollection(
                "manifest.geojson",
                [
                    GeoJSONFeature(
                        id: nil, geometry: .point(origin),
                        properties: [
                            "name": .string(plan.name), "version": "3.0.0", "time": "2026-01-01T00:00:00.000Z", "generator": "indoor generate"
                        ])
                ])
            putCollection("floors.geojson", floorFeatures)
            put(
                "floor-stacks.json",
                .array(
                    plan.buildings.filter { !$0.floors.isEmpty }.map { b in
                        [
                            "id": .string(b.id), "floors": .array(b.floors.map { .string(plan.floors[$0].id) }),
                            "defaultFloor": .string(plan.floors[b.floors[0]].id),
                            "details": ["name": .string(b.name), "shortName": .string(b.code)]
                        ]
                    }))
            put("outdoors.json", ["floors": .array(plan.outdoorFloor.map { [.string(plan.floors[$0].id)] } ?? [])])
            put("locations.json", .array(locations))
            put("location-instances.json", [])
            put(
                "location-categories.json",
                .array(
                    categories.compactMap { c in
                        categoryIDs[c].map { ["id": .string($0), "details": ["name": .string(c)]] }
                    }))
            put("connections.json", .array(connections))
            put(
                "navigationFlags.json",
                [
                    "accessible": ["index": 0, "bit": 0], "outdoors": ["index": 0, "bit": 1], "public": ["index": 0, "bit": 2]
                ])
            let styles: [(String, String, Double, Double)] = [
                ("Rooms", "#F2EFE9", 0, 3), ("Hallways", "#FFFFFF", 0, 3), ("Areas", "#E8F0E0", 0, 0), ("Walls", "#8A8A8A", 0.15, 3),
                ("ExteriorWalls", "#5A5A5A", 0.30, 3), ("Desks", "#C9B79C", 0, 0.5)
            ]
            var styleObject = JSONObject()
            for (token, color, buffer, height) in styles {
                styleObject.append(
                    token,
                    [
                        "geometryAnchors": .array(styleAnchors[token] ?? []), "altitude": 0, "height": .number(height), "color": .string(color),
                        "opacity": 1, "buffer": .number(buffer)
                    ])
            }
            put("default-style.json", .object(styleObject))
        }
    }
}
