import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

@Suite struct VenueValidationTests {
    static func ring(_ pts: [(Double, Double)]) throws -> Ring {
        try Ring(closing: pts.map { Point(x: $0.0, y: $0.1) })
    }

    /// Every pair of non-adjacent edges tested, plus spikes: the slow, obvious oracle.
    static func bruteForce(_ ring: Ring) -> Set<RingSelfIntersection.Defect> {
        var pts: [Point] = []
        for p in ring.points where pts.last != p { pts.append(p) }
        let n = pts.count - 1
        var out = Set<RingSelfIntersection.Defect>()
        guard n >= 3 else { return out }
        for i in 0 ..< n {
            let c = pts[i + 2 > n ? 1 : i + 2]
            if Orientation.sign(pts[i], pts[i + 1], c) == 0 && (pts[i + 1] - pts[i]).dot(c - pts[i + 1]) < 0 {
                out.insert(.init(first: i, second: (i + 1) % n, isCrossing: false))
            }
            for j in stride(from: i + 2, to: n, by: 1) where !(i == 0 && j == n - 1) {
                let r = SegmentIntersection(pts[i], pts[i + 1], pts[j], pts[j + 1])
                if r != .disjoint { out.insert(.init(first: i, second: j, isCrossing: r == .proper)) }
            }
        }
        return out
    }

    static let rings: [(String, [(Double, Double)], Bool)] = [
        ("square", [(0, 0), (4, 0), (4, 4), (0, 4)], false),
        ("bow tie", [(0, 0), (4, 4), (4, 0), (0, 4)], true),
        ("vertex touching an edge", [(0, 0), (4, 0), (4, 4), (2, 0), (0, 4)], true),
        ("spike", [(0, 0), (4, 0), (6, 0), (4, 0), (4, 4), (0, 4)], true),
        ("repeated vertex is fine", [(0, 0), (4, 0), (4, 0), (4, 4), (0, 4)], false),
        ("concave L", [(0, 0), (4, 0), (4, 1), (1, 1), (1, 4), (0, 4)], false),
        ("nearly collinear", [(0, 0), (1e6, 1), (2e6, 2.000000001), (0, 5)], false)
    ]

    @Test("self-intersection corner cases", arguments: rings.indices)
    func corner(_ k: Int) throws {
        let (name, pts, bad) = Self.rings[k]
        let r = try Self.ring(pts)
        let found = RingSelfIntersection.defects(r, limit: .max)
        #expect(!found.isEmpty == bad, "\(name): \(found)")
        #expect(Set(found) == Self.bruteForce(r), "\(name)")
    }

    @Test func sweepMatchesBruteForceOnRandomRings() throws {
        let seed: UInt64 = 20_261_129
        var rng = SplitMix64(seed: seed)
        for trial in 0 ..< 400 {
            let n = Int.random(in: 3 ... 30, using: &rng)
            var pts: [(Double, Double)] = []
            let grid = trial % 2 == 0  // integer grid: many touching and collinear cases
            for _ in 0 ..< n {
                if grid {
                    pts.append((Double(Int.random(in: 0 ... 6, using: &rng)), Double(Int.random(in: 0 ... 6, using: &rng))))
                } else {
                    pts.append((Double.random(in: 0 ... 100, using: &rng), Double.random(in: 0 ... 100, using: &rng)))
                }
            }
            guard let r = try? Self.ring(pts) else { continue }  // too few distinct points: not a ring, nothing to test
            let fast = Set(RingSelfIntersection.defects(r, limit: .max))
            let slow = Self.bruteForce(r)
            #expect(fast == slow, "seed \(seed) trial \(trial): ring \(pts)")
        }
    }

    @Test func reportOnTheTestBundle() throws {
        var b = MVFTestBundle.standard
        // A hole poking out of room B, a bow-tie obstacle, and a floor nothing reaches.
        let pos = MVFTestBundle.pos
        b.files["geometry/f_2.geojson"] = MVFTestBundle.collection([
            MVFTestBundle.feature(
                "g_c", "Polygon",
                "[[" + [pos(0, 0), pos(4, 0), pos(4, 4), pos(0, 4), pos(0, 0)].joined(separator: ",") + "],["
                    + [pos(1, 1), pos(5, 1), pos(2, 2), pos(1, 1)].joined(separator: ",") + "]]"),
            MVFTestBundle.feature("g_bow", "Polygon", "[[" + [pos(1, 1), pos(2, 2), pos(2, 1), pos(1, 2), pos(1, 1)].joined(separator: ",") + "]]"),
            MVFTestBundle.feature("g_s2", "Point", pos(3, 3))
        ])
        b.files["kinds/f_2.json"] = #"{"g_c":"room","g_bow":"object"}"#
        b.files["connections.json"] = b.files["connections.json"]?.replacingOccurrences(of: #""entryCost":1000"#, with: #""entryCost":2147483647"#)
            .replacingOccurrences(of: #","exits":[{"floorId":"f_2","geometryId":"g_s2"}],"entryCost":5"#, with: #","exits":[],"entryCost":5"#)
        let v = try b.read().venue
        let report = v.qualityReport()
        let codes = report.issueCounts
        #expect(report.issues(withCode: "hole-outside-shell").map(\.featureIDs) == [["g_c"]])
        #expect(report.issues(withCode: "self-intersecting-ring").flatMap(\.featureIDs).contains("g_bow"))
        #expect(report.issues(withCode: "room-without-door").flatMap(\.featureIDs) == ["g_c"], "\(report.text())")
        #expect(report.issues(withCode: "unreachable-floor").map(\.featureIDs).contains(["f_2"]))
        #expect(codes["door-few-spaces"] == nil)
        #expect(report.issues(withCode: "unknown-kind").flatMap(\.featureIDs) == ["g_kiosk"])
        let json = try JSONParser.parse(Array(report.json().utf8))
        #expect(json["issueCounts"]?["hole-outside-shell"]?.intValue == 1)
        #expect(json["warningCounts"]?["unknown-kind"]?.intValue == 1)
    }

    @Test func duplicateIDsAndLonelyDoorsAreReported() throws {
        var v = try MVFTestBundle.standard.read().venue
        v.spaces.append(v.spaces[0])
        v.doors[0].spaceIndices = [v.doors[0].spaceIndices[0]]
        let report = v.qualityReport()
        #expect(report.issues(withCode: "duplicate-id").flatMap(\.featureIDs) == [v.spaces[0].id])
        #expect(report.issues(withCode: "door-few-spaces").flatMap(\.featureIDs) == [v.doors[0].id])
    }

    @Test func infoJSONIsValidAndComplete() throws {
        let v = try MVFTestBundle.standard.read().venue
        let json = try JSONParser.parse(Array(VenueReport.infoJSON(v).utf8))
        #expect(json["name"]?.stringValue == "Test Venue")
        #expect(json["totals"]?["spacesByKind"]?["room"]?.intValue == 3)
        #expect(json["totals"]?["connectionsByType"]?["door"]?.intValue == 2)
        #expect(json["totals"]?["connectionsByType"]?["stairs"]?.intValue == 1)
        #expect(json["totals"]?["connectionsByType"]?["teleporter"]?.intValue == 1)
        #expect(json["totals"]?["locations"]?.intValue == 2)
        #expect(json["totals"]?["notModelled"]?["window"]?.intValue == 1)
        let floors = try #require(json["floors"]?.arrayValue)
        #expect(floors.map { $0["id"]?.stringValue } == ["f_1", "f_2"])
        #expect(floors.map { $0["spaces"]?.intValue } == [3, 1])
        #expect(floors.map { $0["doors"]?.intValue } == [2, 0])
        #expect(floors.map { $0["walls"]?.intValue } == [3, 0])
        #expect(json["buildings"]?.arrayValue?.first?["floors"]?.arrayValue?.count == 2)
        #expect((json["warnings"]?["items"]?.arrayValue?.count ?? 0) == v.warnings.count)
        let text = VenueReport.infoText(v)
        #expect(text.contains("floor f_1 'Ground' ordinal 0"))
        #expect(JSONWriter.quoted("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
    }
}
