import Foundation
import Testing
@testable import IndoorGeometry

@Suite struct MVFReaderTests {
    func venue() throws -> Venue { try MVFTestBundle.standard.read().venue }

    func space(_ v: Venue, _ id: String) throws -> Int { try #require(v.spaces.firstIndex { $0.id == id }, "space \(id)") }

    @Test func readsFloorsBuildingsAndProjection() throws {
        let v = try venue()
        #expect(v.name == "Test Venue")
        #expect(v.format == .mvf3)
        #expect(v.projection.origin == MVFTestBundle.origin)
        #expect(v.floors.map(\.id) == ["f_1", "f_2"])
        #expect(v.floors.map(\.ordinal) == [0, 1])
        #expect(v.floors[0].shortName == "G")
        #expect(v.buildings.count == 1)
        #expect(v.buildings[0].floorIndices == [0, 1], "sorted by ordinal although the stack lists f_2 first")
        #expect(v.floors.allSatisfy { $0.buildingIndex == 0 })
        let outline = try #require(v.floors[0].outline)
        #expect(abs(outline.area - 48) < 0.01)
        #expect(v.floors[1].outline == nil)
    }

    @Test func geometryKindsBecomeModelValues() throws {
        let v = try venue()
        #expect(v.spaces.map(\.id).sorted() == ["g_a", "g_b", "g_c", "g_h"])
        let a = v.spaces[try space(v, "g_a")]
        #expect(a.kind == .room)
        #expect(abs(a.polygon.area - 16) < 0.01)
        #expect(a.color == "#F4F0EC")
        #expect(a.names == ["Room A"])
        #expect(a.category == "Classrooms")
        #expect(v.spaces[try space(v, "g_h")].kind == .hallway)
        let walls = v.walls.sorted { $0.id < $1.id }
        #expect(walls.map(\.id) == ["g_w", "g_xw", "g_xw"])
        #expect(abs(walls[0].thickness - 0.2) < 1e-12 && !walls[0].isExterior)
        #expect(abs(walls[1].thickness - 0.5) < 1e-12 && walls[1].isExterior)
        #expect(Set(v.obstacles.map { "\($0.id):\($0.kind)" }) == ["g_desk:object", "g_pillar:nonwalkable"])
        #expect(v.otherFeatureCounts["window"] == 1)
        #expect(v.otherFeatureCounts["unknown-kind:kiosk"] == 1)
        #expect(v.warnings.contains { $0.code == "unknown-kind" && $0.featureID == "g_kiosk" && $0.subject == "kiosk" })
        #expect(v.warnings.contains { $0.code == "outdoors-bare-array" })
    }

    @Test func doorsJoinTheSpacesTheyLieBetween() throws {
        let v = try venue()
        let ab = try #require(v.doors.first { $0.id == "c_ab" })
        #expect(ab.spaceIndices == [try space(v, "g_a"), try space(v, "g_b")].sorted())
        #expect(abs((ab.width ?? 0) - 1) < 1e-6)
        #expect(ab.lineGeometryID == "g_dab")
        #expect(ab.anchors.map(\.geometryID) == ["g_pa", "g_pb"])
        #expect(ab.anchors[0].spaceIndex == (try space(v, "g_a")))
        #expect(ab.anchors[1].spaceIndex == (try space(v, "g_b")))
        #expect(ab.flags == [.accessible, .isPublic], "bits 0 and 3 under this bundle's declarations")
        #expect(!ab.isBlocked)
        #expect(ab.entryCost == 100)
        let ah = try #require(v.doors.first { $0.id == "c_ah" })
        #expect(ah.isBlocked)
        #expect(ah.flags == [.isPublic])
        #expect(ah.spaceIndices == [try space(v, "g_a"), try space(v, "g_h")].sorted())
        #expect(!ab.joinsFloors)
    }

    @Test func verticalConnectionsAndDestinations() throws {
        let v = try venue()
        let s = try #require(v.connections.first { $0.id == "c_s" })
        #expect(s.type == .stairs)
        #expect(s.entryCost == 1000 && s.floorCostMultiplier == 1000 && !s.isBlocked)
        #expect(s.entrances.map(\.floorIndex) == [0, 1])
        #expect(s.entrances[0].spaceIndex == (try space(v, "g_h")))
        #expect(s.entrances[1].spaceIndex == (try space(v, "g_c")))
        #expect(s.entrances.allSatisfy { $0.flags == [.isPublic] })
        let t = try #require(v.connections.first { $0.id == "c_t" })
        #expect(t.type == .unknown("teleporter"))
        #expect(t.exits[0].flags == .all, "no flags member: the source says nothing")
        #expect(t.isOneWay)
        #expect(v.warnings.contains { $0.code == "unknown-connection-type" && $0.featureID == "c_t" })
        #expect(v.destinations.map(\.id) == ["loc_a", "loc_s"])
        #expect(v.destinations[0].spaceIndices == [try space(v, "g_a")])
        #expect(v.destinations[0].categories == ["Classrooms"])
        let p = try #require(v.destinations[1].points.first)
        #expect(p.floorIndex == 0 && p.point.distance(to: Point(x: 6, y: 5)) < 1e-6)
    }

    @Test func originFallsBackToTheFloorsCentre() throws {
        var b = MVFTestBundle.standard
        b.files["manifest.geojson"] = #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":{"name":"No point"}}]}"#
        let v = try b.read().venue
        let centre = v.projection.project(v.projection.origin)
        #expect(centre == .zero)
        let expected = MVFTestBundle.projection.project(v.projection.origin)
        #expect(expected.distance(to: Point(x: 4, y: 3)) < 1e-6, "centre of the f_1 outline, got \(expected)")
        #expect(v.warnings.contains { $0.code == "manifest-no-point" })
    }

    @Test func acceptsTheObservedOutdoorsShapeAndStandardFlagBits() throws {
        var b = MVFTestBundle.standard
        b.files["outdoors.json"] = #"{"floors":["f_2"]}"#
        b.files["floor-stacks.json"] = #"[{"id":"fs_1","floors":["f_1"]}]"#
        b.files["navigationFlags.json"] = #"{"accessible":{"index":0,"bit":0},"outdoors":{"index":0,"bit":1},"public":{"index":0,"bit":2}}"#
        let v = try b.read().venue
        #expect(v.floors[1].isOutdoor && v.floors[1].buildingIndex == nil)
        #expect(!v.warnings.contains { $0.code == "outdoors-bare-array" })
        let ab = try #require(v.doors.first { $0.id == "c_ab" })
        #expect(ab.flags == [.accessible], "9 = bits 0 and 3: accessible only under the standard positions")
    }

    @Test func nodeGraphOnRequest() throws {
        let plain = try MVFTestBundle.standard.read()
        #expect(plain.nodeGraph == nil)
        let g = try #require(try MVFTestBundle.standard.read(options: MVFReadOptions(includeNodeGraph: true)).nodeGraph)
        #expect(g.nodeIDs == ["n_1", "n_2"])
        #expect(g.edgeCount == 2)
        #expect(g.danglingNeighbourCount == 1)
        #expect(g.edgeTargets == [1, 0])
        #expect(g.edgeFlags[0] == [.accessible, .isPublic])
        #expect(g.isBlocked(edge: 1) && !g.isBlocked(edge: 0))
        #expect(g.geometryIDs(of: 1) == ["g_b", "g_dab"])
        #expect(g.points[0].distance(to: Point(x: 2, y: 2)) < 1e-6)
        #expect(g.floorIndices == [0, 0])
    }
}
