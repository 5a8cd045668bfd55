/// Serialises a ``GeneratedPlan`` as an IMDF 1.0 archive's files: manifest, venue, building, footprint,
/// level, unit, opening, fixture, anchor, occupant and amenity. Stairs and elevators are units on every
/// level (IMDF has no connections: readers infer them from stacked units). The outdoor grounds become an
/// outdoor level with a walkway unit; building entrances are openings on the ground levels. A unit's
/// category is the IMDF name of the plan's category, or the space's export category verbatim when it has
/// one (``GeneratedPlan/SpaceItem/exportCategory``); a building without floors (a duplicate) is a building
/// and a footprint that no level names.
enum IMDFWriter {
    static func files(_ plan: GeneratedPlan) -> [String: [UInt8]] {
        var bundle = Bundle(plan: plan)
        for floor in plan.floors { bundle.addFloor(floor) }
        bundle.addBuildings()
        bundle.writeFiles()
        return bundle.out
    }

    /// The features collected so far and the files written (ids are drawn from one seeded sequence, in the
    /// order the features are made).
    private struct Bundle {
        let plan: GeneratedPlan
        let projection: LocalProjection
        var out: [String: [UInt8]] = [:]
        let encoder = GeoJSONEncoder()
        var ids = GeneratorIDs(seed: 0x1D0F)
        let categoryMap = [
            "Classroom": "classroom", "Office": "office", "Lab": "laboratory", "Washroom": "restroom", "Study Area": "unenclosedarea",
            "Stairs": "stairs", "Elevator": "elevator", "Library": "library", "Outdoors": "walkway", "Shop": "retail",
            "Information": "information", "Ticket Office": "office"
        ]
        var venueID = ""
        var buildingIDs: [String] = []
        var units: [GeoJSONFeature] = [], openings: [GeoJSONFeature] = [], levels: [GeoJSONFeature] = [], fixtures: [GeoJSONFeature] = []
        var anchors: [GeoJSONFeature] = [], occupants: [GeoJSONFeature] = [], amenities: [GeoJSONFeature] = [], footprints: [GeoJSONFeature] = []
        var buildings: [GeoJSONFeature] = []

        init(plan: GeneratedPlan) {
            self.plan = plan
            projection = LocalProjection(origin: plan.origin)
            venueID = uuid()
            for _ in plan.buildings { buildingIDs.append(uuid()) }
        }

        mutating func uuid() -> String {
            let a = ids.next("x").dropFirst(2)
            let b = ids.next("x").dropFirst(2)
            let h = Array(a + b)
            return String(h[0 ..< 8]) + "-" + String(h[8 ..< 12]) + "-4" + String(h[13 ..< 16]) + "-8" + String(h[17 ..< 20]) + "-" + String(h[20 ..< 32])
        }
        func point(_ p: Point) -> GeoJSONGeometry { .point(p, projection: projection) }
        func polygon(_ rings: [[Point]]) -> GeoJSONGeometry { .polygon(rings: rings, projection: projection) }
        func label(_ s: String) -> JSONValue { ["en": .string(s)] }
        /// An IMDF feature: its id, its `feature_type` (a foreign member), its geometry (`nil` writes `null`).
        func feature(_ id: String, _ type: String, _ geometry: GeoJSONGeometry?, _ properties: JSONObject) -> GeoJSONFeature {
            GeoJSONFeature(id: id, geometry: geometry, properties: properties, foreignMembers: ["feature_type": .string(type)])
        }
        mutating func collection(_ name: String, _ features: [GeoJSONFeature]) {
            let path = "\(name).geojson"
            out[path] = GeneratorOutput.bytes(encoder.value(GeoJSONFeatureCollection(features: features, foreignMembers: ["name": .string(name)])), path)
        }

        /// One floor's level, units (with their anchors, occupants and amenities), openings and fixtures.
        mutating func addFloor(_ floor: GeneratedPlan.FloorItem) {
            let levelID = uuid()
            levels.append(
                feature(
                    levelID, "level", polygon([floor.outline]),
                    [
                        "category": "unspecified", "restriction": nil, "outdoor": .bool(floor.building == nil), "ordinal": .number(Double(floor.ordinal)),
                        "name": label(floor.name), "short_name": label(floor.shortName), "display_point": nil, "address_id": nil,
                        "building_ids": floor.building.map { [.string(buildingIDs[$0])] } ?? nil
                    ]))
            for s in floor.spaces {
                let unitID = uuid()
                let mapped = s.kind == "hallway" ? "walkway" : (s.category.flatMap { categoryMap[$0] } ?? "room")
                let category = s.exportCategory ?? mapped
                // The point the MVF twin starts and ends routes at: the vertical connection's anchor for
                // stairs and elevators, else the pole of inaccessibility (where a reader puts a room's point
                // when the source gives none). Occupant anchors and amenities sit there too.
                let c =
                    s.anchor
                    ?? Polygon(shell: Ring(uncheckedPoints: s.rings[0]), holes: s.rings.dropFirst().map { Ring(uncheckedPoints: $0) }).labelPoint().point
                units.append(
                    feature(
                        unitID, "unit", polygon(s.rings),
                        [
                            "category": .string(category), "restriction": nil, "accessibility": nil, "name": s.name.map(label) ?? nil, "alt_name": nil,
                            "level_id": .string(levelID), "display_point": encoder.value(point(c))
                        ]))
                if let name = s.name, mapped != "stairs", mapped != "elevator", mapped != "walkway" {
                    let anchorID = uuid()
                    anchors.append(
                        feature(
                            anchorID, "anchor", point(c),
                            [
                                "address_id": nil, "unit_id": .string(unitID)
                            ]))
                    occupants.append(
                        feature(
                            uuid(), "occupant", nil,
                            [
                                "category": .string(category), "name": label(name), "anchor_id": .string(anchorID), "hours": nil, "phone": nil, "website": nil,
                                "validity": nil, "correlation_id": nil
                            ]))
                }
                if mapped == "stairs" || mapped == "elevator" {
                    amenities.append(
                        feature(
                            uuid(), "amenity", point(c),
                            [
                                "category": .string(category), "unit_ids": [.string(unitID)], "name": s.name.map(label) ?? nil,
                                "accessibility": category == "elevator" ? ["wheelchair"] : nil
                            ]))
                }
            }
            for d in floor.doors {
                openings.append(
                    feature(
                        uuid(), "opening", .lineString(d.line, projection: projection),
                        [
                            "category": d.isEntrance ? "pedestrian.principal" : "pedestrian", "accessibility": nil, "access_control": nil,
                            "door": ["type": "hinged", "automatic": false, "material": "wood"], "name": nil, "alt_name": nil, "display_point": nil,
                            "level_id": .string(levelID)
                        ]))
            }
            for o in floor.obstacles {
                fixtures.append(
                    feature(
                        uuid(), "fixture", polygon([o.ring]),
                        [
                            "category": "furniture", "name": nil, "alt_name": nil, "anchor_id": nil, "display_point": nil, "level_id": .string(levelID)
                        ]))
            }
        }

        /// The buildings and their footprints.
        mutating func addBuildings() {
            for (k, b) in plan.buildings.enumerated() {
                buildings.append(
                    feature(
                        buildingIDs[k], "building", nil,
                        [
                            "category": "unspecified", "restriction": nil, "name": label(b.name), "alt_name": nil, "display_point": nil, "address_id": nil
                        ]))
                footprints.append(
                    feature(
                        uuid(), "footprint", polygon([b.footprint]),
                        [
                            "category": "ground", "name": nil, "building_ids": [.string(buildingIDs[k])]
                        ]))
            }
        }

        /// The venue, every collection and the manifest.
        mutating func writeFiles() {
            // The venue's outline: the grounds, else (no outdoor floor) the box around every floor.
            let box = BoundingBox(points: plan.floors.flatMap(\.outline))
            let grounds =
                plan.outdoorFloor.map { plan.floors[$0].outline }
                ?? [box.min, Point(x: box.maxX, y: box.minY), box.max, Point(x: box.minX, y: box.maxY), box.min]
            collection(
                "venue",
                [
                    feature(
                        venueID, "venue", polygon([grounds]),
                        [
                            "category": "university", "restriction": nil, "name": label(plan.name), "alt_name": nil, "hours": nil, "website": nil, "phone": nil,
                            "display_point": encoder.value(point(.zero)), "address_id": nil
                        ])
                ])
            collection("building", buildings)
            collection("footprint", footprints)
            collection("level", levels)
            collection("unit", units)
            collection("opening", openings)
            collection("fixture", fixtures)
            collection("anchor", anchors)
            collection("occupant", occupants)
            collection("amenity", amenities)
            out["manifest.json"] = GeneratorOutput.bytes(
                [
                    "version": "1.0.0", "created": "2026-01-01T00:00:00Z", "generated_by": "indoor generate", "language": "en"
                ], "manifest.json")
        }
    }
}
