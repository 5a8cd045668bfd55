import Testing

@testable import IndoorGeometry

/// Single rules of ``VenueInference`` on hand-made venues.
@Suite struct VenueInferenceRulesTests {
    /// Two 4 × 4 m units side by side on one IMDF-style floor: a walkway and a unit of `category`.
    static func pair(category: String, vertical: ConnectionType? = nil) throws -> Venue {
        let walk = try Polygon(rings: [[Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 4), Point(x: 0, y: 4), Point(x: 0, y: 0)]])
        let shop = try Polygon(rings: [[Point(x: 4, y: 0), Point(x: 8, y: 0), Point(x: 8, y: 4), Point(x: 4, y: 4), Point(x: 4, y: 0)]])
        var v = Venue(
            name: "pair", format: .imdf, projection: LocalProjection(origin: GeoCoordinate(longitude: 0, latitude: 0)),
            buildings: [Building(id: "b", name: "B", floorIndices: [0])], floors: [Floor(id: "f", name: "Ground", ordinal: 0, buildingIndex: 0)],
            spaces: [
                Space(id: "walk", floorIndex: 0, kind: .unit, category: "walkway", polygon: walk, names: ["Hall"]),
                Space(
                    id: "unit", floorIndex: 0, kind: .unit, category: category, polygon: shop, names: ["Unit"], verticalType: vertical,
                    boundaryIsWall: true)
            ])
        v.spaceBoundaryWallThickness = 0.1
        return v
    }

    @Test("an open-fronted unit is opened along the whole shared edge; a closed one gets an approach point and a passage")
    func openFrontAndEdge() throws {
        let shop = VenueInference.default.apply(to: try Self.pair(category: "retail"))
        let door = try #require(shop.doors.first)
        #expect(door.inference == .openFront && door.spaceIndices == [1, 0])
        #expect(abs((door.width ?? 0) - 4) < 1e-9)
        #expect(shop.inferences.map(\.kind) == [.openFront])
        let exported = VenueInference.default.apply(to: try Self.pair(category: "shop"))
        #expect(exported.doors.first?.inference == .openFront, "exports write shops as 'shop', outside IMDF's list")
        let office = VenueInference.default.apply(to: try Self.pair(category: "office"))
        let p = try #require(office.spaces[1].approachPoint)
        // Just outside the office, inside the hall.
        #expect(office.spaces[0].polygon.locate(p) == .interior && office.spaces[1].polygon.locate(p) == .exterior)
        #expect(office.inferences.map(\.kind) == [.doorlessEdge, .throughRoom])
        // The passage cuts no wall (it has no line): its anchors lie on either side of the shared edge's middle.
        let passage = try #require(office.doors.first)
        #expect(office.doors.count == 1 && passage.passesThroughWall && passage.line == nil && passage.spaceIndices == [1, 0])
        #expect(passage.anchors.map(\.point) == [Point(x: 5, y: 2), Point(x: 3, y: 2)])
    }

    @Test("stairs without an opening get one of at most the vertical opening width, centred on the shared edge")
    func verticalOpening() throws {
        let v = VenueInference.default.apply(to: try Self.pair(category: "stairs", vertical: .stairs))
        let door = try #require(v.doors.first)
        #expect(door.inference == .verticalOpening)
        #expect(abs((door.width ?? 0) - VenueInference.default.verticalOpeningWidth) < 1e-9)
        let mid = try #require(door.line).points[0].interpolated(to: try #require(door.line).points[1], t: 0.5)
        #expect(mid.distance(to: Point(x: 4, y: 2)) < 1e-9)
    }

    @Test("doors the source lists as not walkable stay closed unless asked")
    func nonwalkableDoors() throws {
        var v = try Self.pair(category: "office")
        var d = Door(
            id: "d", floorIndex: 0, line: Polyline(uncheckedPoints: [Point(x: 4, y: 1), Point(x: 4, y: 2)]), spaceIndices: [0, 1], isBlocked: true)
        d.isListedNonwalkable = true
        d.hasNoExits = true
        v.doors = [d]
        let kept = VenueInference.default.apply(to: v)
        #expect(kept.doors[0].isBlocked)
        #expect(!kept.inferences.contains { $0.kind == .nonwalkableDoorOpened })
        var asked = VenueInference.default
        asked.opensNonwalkableDoors = true
        let opened = asked.apply(to: v)
        #expect(!opened.doors[0].isBlocked)
        #expect(opened.inferences.contains { $0.kind == .nonwalkableDoorOpened && $0.id == "d" })
        // Blocked by its cost, it stays blocked even when asked.
        v.doors[0].entryCost = 2_147_483_647
        #expect(asked.apply(to: v).doors[0].isBlocked)
    }

    @Test("strict changes nothing")
    func strict() throws {
        let v = try Self.pair(category: "retail")
        let s = VenueInference.strict.apply(to: v)
        #expect(s.doors == v.doors && s.spaces == v.spaces && s.inferences.isEmpty)
    }
}
