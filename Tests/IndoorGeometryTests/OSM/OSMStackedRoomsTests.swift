import Foundation
import Testing
@testable import IndoorGeometry

/// Stairwells drawn as one single-level `indoor=room` + `stairs=yes` per level, stacked: linked into one
/// connection through consecutive levels when their outlines are the same.
@Suite struct OSMStackedRoomsTests {
    /// A building on levels 0 to 3 with a corridor on each level and:
    /// - stairs A on levels 0, 1 and 2 (the level 2 room drawn 0.1 m off), with an entry node on level 1;
    /// - stairs B on levels 0 and 2 only (level 1 between them has none: not consecutive);
    /// - a room 40% the size of stairs A on level 3 above it (not the same outline);
    /// - an elevator room on level 0 under a stairs room of the same outline on level 1 (not the same link).
    static func building() -> OSMTestDocument {
        var d = OSMTestDocument()
        d.rectangle(0, 0, 30, 10, ["building": "yes", "name": "Stacks", "min_level": "0", "max_level": "3"])
        d.rectangle(0, 4, 30, 10, ["indoor": "corridor", "level": "0;1;2;3"])
        for level in ["0", "1"] { d.rectangle(0, 0, 4, 4, ["indoor": "room", "stairs": "yes", "level": level, "name": "Stairs A"]) }
        d.rectangle(0.1, 0, 4.1, 4, ["indoor": "room", "stairs": "yes", "level": "2", "name": "Stairs A"])
        d.rectangle(0, 0, 4, 1.6, ["indoor": "room", "stairs": "yes", "level": "3", "name": "Landing"])
        _ = d.node(1, 1, ["stairs": "yes", "level": "1"])
        for level in ["0", "2"] { d.rectangle(10, 0, 14, 4, ["indoor": "room", "stairs": "yes", "level": level, "name": "Stairs B"]) }
        d.rectangle(20, 0, 24, 4, ["indoor": "room", "elevator": "yes", "level": "0", "name": "Lift"])
        d.rectangle(20, 0, 24, 4, ["indoor": "room", "stairs": "yes", "level": "1", "name": "Stairs C"])
        return d
    }

    @Test("single-level stairs rooms with one outline on consecutive levels are one stairwell, read without a warning")
    func stackedStairsRoomsAreOneConnection() throws {
        let d = Self.building()
        let v = try OSMReaderTests.read(d)
        #expect(v.warnings.isEmpty, "\(v.warnings)")
        try #require(v.connections.count == 1, "\(v.connections.map(\.id))")
        let stairs = v.connections[0]
        #expect(stairs.type == .stairs && stairs.isInferred && !stairs.isOneWay)
        #expect(stairs.name == "Stairs A")
        #expect(stairs.id.hasPrefix("inferred:way/"))
        #expect(stairs.entrances.map { v.floors[$0.floorIndex].shortName } == ["0", "1", "2"], "bottom to top, the landing left out")
        #expect(stairs.entrances.allSatisfy { a in a.spaceIndex.map { v.spaces[$0].names.first } == "Stairs A" })
        let level1 = try #require(stairs.entrances.first { v.floors[$0.floorIndex].shortName == "1" })
        let node = OSMConnectionAnchorTests.onVenue(v, d, 1, 1)
        #expect(level1.point.distance(to: node) < 1e-3, "the entry node anchors its level")
        #expect(v.otherFeatureCounts.isEmpty, "\(v.otherFeatureCounts)")
    }
}
