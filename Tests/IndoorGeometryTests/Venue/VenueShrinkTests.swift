import Testing
@testable import IndoorGeometry

/// ``Venue/shrinkToFit()``: arrays grown by appending lose their growth room, and every value stays.
@Suite struct VenueShrinkTests {
    @Test("a venue's appended arrays keep their values without the growth room")
    func dropsSlack() throws {
        var v = Venue(name: "grown", format: .mvf3, projection: LocalProjection(origin: GeoCoordinate(longitude: 8, latitude: 47)))
        v.floors = [Floor(id: "f", name: "F", ordinal: 0)]
        let square = try Polygon(rings: [[Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 0)]])
        // Room reserved, as appending leaves it (how much appends alone leave depends on the allocator).
        v.spaces.reserveCapacity(2_048)
        v.doors.reserveCapacity(2_048)
        for k in 0 ..< 1_100 {
            v.spaces.append(Space(id: "s\(k)", floorIndex: 0, kind: .room, polygon: square))
            var door = Door(id: "d\(k)", floorIndex: 0, line: nil)
            for j in 0 ..< 3 { door.anchors.append(ConnectionAnchor(floorIndex: 0, point: Point(x: Double(j), y: 0))) }
            v.doors.append(door)
        }
        #expect(v.spaces.capacity - v.spaces.count > v.spaces.count / 16, "no growth room to drop: nothing tested")
        let before = v
        v.shrinkToFit()
        #expect(v.spaces == before.spaces && v.doors == before.doors)
        #expect(v.spaces.capacity - v.spaces.count <= v.spaces.count / 16)
        #expect(v.doors.capacity - v.doors.count <= v.doors.count / 16)
        #expect(v.doors.allSatisfy { $0.anchors.capacity - $0.anchors.count <= 1 })
    }
}
