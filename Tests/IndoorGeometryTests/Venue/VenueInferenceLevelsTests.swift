import Testing

@testable import IndoorGeometry

/// ``VenueInference``'s rule for levels of one building drawn at the same ordinal, on hand-made venues.
@Suite struct VenueInferenceLevelsTests {
    /// A 10 × 3 m walkway on level "a" and, east of it on level "b", a 5 × 3 m walkway and a shop north
    /// of the first walkway, both at `ordinalB` (0 by default) and in building `buildingB` (0 by default).
    static func venue(ordinalB: Int = 0, buildingB: Int? = 0, outdoorB: Bool = false) throws -> Venue {
        func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) throws -> Polygon {
            try Polygon(rings: [[Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1), Point(x: x0, y: y0)]])
        }
        var v = Venue(
            name: "levels", format: .imdf, projection: LocalProjection(origin: GeoCoordinate(longitude: 0, latitude: 0)),
            buildings: [Building(id: "b", name: "B", floorIndices: [0, 1]), Building(id: "c", name: "C", floorIndices: [])],
            floors: [
                Floor(id: "a", name: "Concourse", ordinal: 0, buildingIndex: 0),
                Floor(id: "b", name: "Shops", ordinal: ordinalB, buildingIndex: buildingB, isOutdoor: outdoorB)
            ],
            spaces: [
                Space(id: "hall-a", floorIndex: 0, kind: .unit, category: "walkway", polygon: try rect(0, 0, 10, 3), names: ["Hall A"]),
                Space(id: "hall-b", floorIndex: 1, kind: .unit, category: "walkway", polygon: try rect(10, 0, 15, 3), names: ["Hall B"]),
                Space(
                    id: "shop", floorIndex: 1, kind: .unit, category: "retail", polygon: try rect(2, 3, 6, 7), names: ["Shop"], boundaryIsWall: true)
            ])
        v.spaceBoundaryWallThickness = 0.1
        return v
    }

    @Test("walkways of two levels at one ordinal are joined across their shared edge, at most the spacing apart")
    func walkwaysJoined() throws {
        let v = VenueInference.default.apply(to: try Self.venue())
        let passages = v.doors.filter { $0.inference == .levelPassage }
        // The 3 m edge between the halls: two passages of 1.5 m; the shop's 4 m front: two of 2 m.
        #expect(passages.count == 4, "\(passages.map(\.id))")
        for d in passages {
            #expect(d.joinsFloors && Set(d.anchors.map(\.floorIndex)) == [0, 1])
            #expect((d.width ?? .infinity) <= VenueInference.default.levelPassageSpacing + 1e-9)
            #expect((d.width ?? 0) >= VenueInference.default.minimumOpeningWidth)
        }
        let halls = passages.filter { Set($0.spaceIndices) == [0, 1] }
        #expect(abs(halls.reduce(0) { $0 + ($1.width ?? 0) } - 3) < 1e-9)
        #expect(halls.allSatisfy { d in d.line!.points.allSatisfy { abs($0.x - 10) < 1e-9 } })
        // The shop is entered across its front from the other level, so it is not opened again on its own.
        #expect(passages.filter { Set($0.spaceIndices) == [0, 2] }.count == 2)
        #expect(!v.inferences.contains { $0.kind == .openFront || $0.kind == .doorlessEdge })
        #expect(v.inferences.filter { $0.kind == .levelPassage }.map(\.id) == passages.map(\.id))
        #expect(Set(passages.map(\.id)).count == passages.count)
        // Passages between levels of one storey are not ways into the building.
        #expect(!passages.contains { $0.isEntrance(in: v) })
        #expect(VenueReport.Summary(v).buildingEntrances == 0)
    }

    @Test("levels at other ordinals, in other buildings or outdoors are not joined")
    func onlySameStorey() throws {
        for venue in [try Self.venue(ordinalB: 1), try Self.venue(buildingB: 1), try Self.venue(buildingB: nil, outdoorB: true)] {
            let v = VenueInference.default.apply(to: venue)
            #expect(!v.doors.contains { $0.inference == .levelPassage })
        }
    }

    @Test("a mapped opening between the two walkways is kept, and they are not joined again")
    func mappedOpeningKept() throws {
        var venue = try Self.venue()
        venue.doors = [
            Door(
                id: "o", floorIndex: 0, line: Polyline(uncheckedPoints: [Point(x: 10, y: 1), Point(x: 10, y: 2)]), spaceIndices: [0, 1],
                anchors: [ConnectionAnchor(floorIndex: 0, point: Point(x: 10, y: 1.5)), ConnectionAnchor(floorIndex: 1, point: Point(x: 10, y: 1.5))])
        ]
        let v = VenueInference.default.apply(to: venue)
        #expect(!v.doors.contains { $0.inference == .levelPassage && Set($0.spaceIndices) == [0, 1] })
        #expect(v.doors.contains { $0.inference == .levelPassage && Set($0.spaceIndices) == [0, 2] })
    }

    @Test("strict inference joins nothing")
    func strict() throws {
        let venue = try Self.venue()
        #expect(VenueInference.strict.apply(to: venue).doors.isEmpty)
    }
}
