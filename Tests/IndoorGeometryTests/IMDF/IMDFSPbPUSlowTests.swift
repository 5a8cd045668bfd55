import Testing
@testable import IndoorGeometry
import TestSupport

/// The SPbPU IMDF archive (test-only data in ../shared/venues): counts, adjacency, inferred stacks,
/// labels and the warnings its spec deviations must raise.
@Suite("IMDF SPbPU", .sharedVenues, .tags(.slow))
struct IMDFSPbPUSlowTests {
    static func load(_ options: IMDFReader.Options = IMDFReader.Options()) throws -> Venue {
        try IMDFReader.read(FolderSource(root: SharedVenues.spbstuFolder), options: options)
    }

    @Test func counts() throws {
        let v = try Self.load()
        #expect(v.format == .imdf)
        #expect(v.floors.count == 8)
        #expect(v.spaces.count == 443)
        #expect(v.doors.count == 472)
        #expect(v.buildings.count == 80)
        let withFloors = v.buildings.filter { !$0.floorIndices.isEmpty }
        #expect(withFloors.map(\.floorIndices.count).sorted() == [3, 5])
        for b in withFloors {
            let ordinals = b.floorIndices.map { v.floors[$0].ordinal }
            #expect(ordinals == ordinals.sorted(), "floors listed bottom to top")
        }
        #expect(v.spaces.filter { $0.verticalType == .stairs }.count == 59)
        #expect(v.spaces.filter { $0.verticalType == .elevator }.count == 5)
        #expect(v.spaces.filter(\.isRestricted).count == 59, "59 units carry restriction 'restricted'")
        #expect(v.spaces.filter { !$0.isWalkable }.isEmpty, "restricted units are walkable for staff")
        #expect(v.name == "Peter the Great St.Petersburg Polytechnic University")
    }

    @Test func openingAdjacency() throws {
        let v = try Self.load()
        var histogram: [Int: Int] = [:]
        for d in v.doors { histogram[d.spaceIndices.count, default: 0] += 1 }
        // FORMATS.md observed 465/472 openings whose midpoint is within 5 cm of two units.
        #expect(histogram[2] == 465, "\(histogram)")
        #expect(histogram[0] == 2 && histogram[1] == 4 && histogram[3] == 1, "\(histogram)")
        for d in v.doors {
            for s in d.spaceIndices { #expect(v.spaces[s].floorIndex == d.floorIndex) }
        }
        var midpointOnly = IMDFReader.Options()
        midpointOnly.openingSampleFractions = [0.5]
        let m = try Self.load(midpointOnly)
        #expect(m.doors.filter { $0.spaceIndices.count == 2 }.count >= 460)
    }

    @Test func inferredVerticalConnections() throws {
        let v = try Self.load()
        var byType: [String: Int] = [:]
        for c in v.connections { byType[c.type.description, default: 0] += 1 }
        #expect(byType == ["stairs": 17, "elevator": 1], "\(byType)")
        for c in v.connections {
            #expect(c.isInferred)
            #expect(c.entrances.count >= 2)
            let f = c.entrances.map { v.floors[$0.floorIndex] }
            #expect(f[0].buildingIndex != nil && Set(f.map(\.buildingIndex)).count == 1)
            #expect(zip(f, f.dropFirst()).allSatisfy { $1.ordinal - $0.ordinal == 1 }, "\(c.id) joins adjacent ordinals, bottom to top")
            for a in c.entrances {
                let s = try #require(a.spaceIndex)
                #expect(v.spaces[s].verticalType == c.type)
                #expect(IMDFPolygonOverlap.contains(v.spaces[s].polygon, a.point))
            }
        }
        // The 5-storey building's elevator stacks through every floor: one connection.
        #expect(v.connections.filter { $0.type == .elevator }.map { $0.entrances.map { v.floors[$0.floorIndex].ordinal } } == [[1, 2, 3, 4, 5]])
    }

    @Test func labelsAndNames() throws {
        let v = try Self.load()
        let room = try #require(v.spaces.first { $0.names.contains("Classroom 101") })
        #expect(room.category == "auditorium")
        var ru = IMDFReader.Options()
        ru.language = "ru"
        let r = try Self.load(ru)
        #expect(r.spaces.contains { $0.id == room.id && $0.names.contains("Кабинет 101") })
        #expect(r.floors.contains { $0.name == "Этаж 1" })
        // Occupants name their unit through anchor → unit.
        let occupant = try #require(v.destinations.first { $0.name == "Classroom 104" && $0.categories == ["classroom"] })
        let s = try #require(occupant.spaceIndices.first)
        #expect(v.spaces[s].names.contains("Classroom 104"))
        #expect(v.destinations.filter { $0.categories == ["stairs"] }.count == 32)
    }

    @Test func specDeviationsAreWarnings() throws {
        let v = try Self.load()
        let ignored = Set(v.warnings.filter { $0.code == "ignored-file" }.map(\.file))
        #expect(ignored.isSuperset(of: ["navPath.geojson", "navPathAssocieted.geojson", "enviroment.geojson", "enviromentAmenity.geojson"]))
        #expect(v.warnings.contains { $0.code == "unknown-property" && $0.message.contains("unit_categoty") })
        for c in ["administration", "wardrobe", "shop"] {
            #expect(v.warnings.contains { $0.code == "unknown-category" && $0.file == "unit.geojson" && $0.message.contains("'\(c)'") }, "\(c)")
        }
        #expect(v.warnings.contains { $0.code == "automobile-opening" && $0.message.contains("472 features") })
        #expect(v.warnings.count < 40, "repeats are merged: \(v.warnings.count) warnings")
        // 23 units place their display point outside themselves; every space's point is inside after reading.
        #expect(v.warnings.contains { $0.code == "display-point-outside" && $0.message.contains("23 features") })
        for s in v.spaces {
            let p = try #require(s.displayPoint)
            #expect(IMDFPolygonOverlap.contains(s.polygon, p), "\(s.id)")
        }
    }
}
