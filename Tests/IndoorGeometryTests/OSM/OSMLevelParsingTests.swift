import Testing
@testable import IndoorGeometry

/// `level` values as volunteers write them, and the floor ordinals they get.
@Suite struct OSMLevelParsingTests {
    @Test(
        "level values",
        arguments: [
            ("0", [OSMLevel.number(0)]),
            ("-1", [.number(-1)]),
            ("+1", [.number(1)]),
            ("0.5", [.number(0.5)]),
            ("0;1", [.number(0), .number(1)]),
            ("1; 0", [.number(0), .number(1)]),
            ("-1-1", [.number(-1), .number(0), .number(1)]),
            ("-3--1", [.number(-3), .number(-2), .number(-1)]),
            ("0-2", [.number(0), .number(1), .number(2)]),
            ("0.5-2", [.number(0.5), .number(1), .number(2)]),
            ("2-0", [.number(0), .number(1), .number(2)]),
            ("GF", [.name("GF")]),
            ("0;GF", [.number(0), .name("GF")]),
            ("", []),
            (";;", []),
            ("0;0", [.number(0)]),
            ("inf", [.name("inf")]),
            ("0x1", [.name("0x1")]),
            ("0-1000", [.number(0), .number(1000)])
        ])
    func parse(text: String, expected: [OSMLevel]) {
        #expect(OSMLevel.parse(text) == expected, "level=\(text)")
    }

    @Test func textOfLevels() {
        #expect(OSMLevel.number(-1).description == "-1")
        #expect(OSMLevel.number(0.5).description == "0.5")
        #expect(OSMLevel.name("GF").description == "GF")
    }

    @Test func ordinalsOfWholeAndDecimalLevels() {
        var whole = OSMLevelTable()
        for v in [-3.0, 0, 2] { whole.register(.number(v)) }
        #expect([-3.0, 0, 2].map { whole.ordinal(of: .number($0)) } == [-3, 0, 2], "whole levels are their own ordinal")
        var mixed = OSMLevelTable()
        for v in [-1.0, 0, 0.5, 1] { mixed.register(.number(v)) }
        #expect([-1.0, 0, 0.5, 1].map { mixed.ordinal(of: .number($0)) } == [-1, 0, 1, 2])
        mixed.addUnordered("Roof")
        #expect(mixed.ordinal(of: .name("Roof")) == 3, "unresolved names come above the numbered levels")
    }

    @Test func levelRefNamesANumericLevel() throws {
        var d = OSMTestDocument()
        d.rectangle(0, 0, 10, 10, ["indoor": "level", "level": "0", "level:ref": "GF"])
        d.rectangle(0, 0, 5, 5, ["indoor": "room", "level": "GF", "name": "R"])
        d.rectangle(5, 0, 10, 5, ["indoor": "room", "level": "Mezz", "name": "M"])
        let v = try OSMReader.venue(from: [try OSMXMLDecoder(file: "l.osm").decode(d.bytes)])
        let r = try #require(v.spaces.first { $0.names == ["R"] })
        #expect(v.floors[r.floorIndex].id == "0" && v.floors[r.floorIndex].name == "GF")
        #expect(v.floors[r.floorIndex].outline != nil, "indoor=level is the floor outline")
        let m = try #require(v.spaces.first { $0.names == ["M"] })
        #expect(v.floors[m.floorIndex].id == "Mezz" && v.floors[m.floorIndex].ordinal == 1)
        #expect(v.warnings.contains { $0.code == "non-numeric-level" && $0.message.contains("Mezz") })
    }

    @Test func levelOutlineNamesItsBuildingsFloorOnly() throws {
        var d = OSMTestDocument()
        d.rectangle(0, 0, 10, 10, ["building": "yes", "name": "West"])
        d.rectangle(20, 0, 30, 10, ["building": "yes", "name": "East"])
        d.rectangle(0, 0, 10, 10, ["indoor": "level", "level": "0", "name": "West Ground"])
        d.rectangle(0, 0, 10, 10, ["indoor": "level", "level": "1;2", "name": "West Upper"])
        d.rectangle(1, 1, 5, 5, ["indoor": "room", "level": "0", "name": "W0"])
        d.rectangle(1, 1, 5, 5, ["indoor": "room", "level": "1", "name": "W1"])
        d.rectangle(21, 1, 25, 5, ["indoor": "room", "level": "West Ground", "name": "E0"])
        let v = try OSMReader.venue(from: [try OSMXMLDecoder(file: "b.osm").decode(d.bytes)])
        func floorName(_ room: String) throws -> String {
            let s = try #require(v.spaces.first { $0.names == [room] })
            return v.floors[s.floorIndex].name
        }
        #expect(try floorName("W0") == "West Ground", "an indoor=level name names its building's floor")
        #expect(try floorName("W1") == "Level 1", "a level outline on several levels names none of them")
        #expect(try floorName("E0") == "Level 0", "another building's floor on that level keeps its own name")
        let e0 = try #require(v.spaces.first { $0.names == ["E0"] })
        #expect(v.floors[e0.floorIndex].ordinal == 0, "the name still resolves as a level reference")
    }

    @Test func aFeatureOnSeveralLevelsIsOnEach() throws {
        var d = OSMTestDocument()
        d.rectangle(0, 0, 5, 5, ["indoor": "room", "level": "-1-1", "name": "Shaft"])
        d.rectangle(5, 0, 10, 5, ["indoor": "corridor", "level": "0", "repeat_on": "2"])
        let v = try OSMReader.venue(from: [try OSMXMLDecoder(file: "l.osm").decode(d.bytes)])
        #expect(v.spaces.filter { $0.names == ["Shaft"] }.map { v.floors[$0.floorIndex].id }.sorted() == ["-1", "0", "1"])
        #expect(v.spaces.filter { $0.kind == .hallway }.map { v.floors[$0.floorIndex].id }.sorted() == ["0", "2"])
    }
}
