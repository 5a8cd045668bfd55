import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

@Suite struct MVFSpaceLocatorTests {
    static func rect(_ id: Int, floor: Int, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Space {
        let pts = [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1), Point(x: x0, y: y0)]
        return Space(id: "s\(id)", floorIndex: floor, kind: .room, polygon: Polygon(shell: Ring(uncheckedPoints: pts)))
    }

    /// Every edge of every space on the floor: the slow oracle, with the same documented tie rule.
    static func bruteTouching(_ spaces: [Space], _ p: Point, floor: Int, tolerance: Double) -> [Int] {
        var best: [Int: Double] = [:]
        for (i, s) in spaces.enumerated() where s.floorIndex == floor {
            for e in 0 ..< s.polygon.shell.edgeCount {
                let d = s.polygon.shell.edge(e).distance(to: p)
                if d <= tolerance { best[i] = min(best[i] ?? .infinity, d) }
            }
        }
        guard best.count > 2 else { return best.keys.sorted() }
        let cut = best.values.sorted()[1] + MVFSpaceLocator.tieSlack
        return best.filter { $0.value <= cut }.keys.sorted()
    }

    @Test func matchesBruteForceOnRandomRooms() {
        let seed: UInt64 = 77_001
        var rng = SplitMix64(seed: seed)
        var spaces: [Space] = []
        for i in 0 ..< 120 {
            let x = Double(Int.random(in: 0 ... 40, using: &rng)), y = Double(Int.random(in: 0 ... 40, using: &rng))
            let w = Double(Int.random(in: 1 ... 12, using: &rng)), h = Double(Int.random(in: 1 ... 12, using: &rng))
            spaces.append(Self.rect(i, floor: i % 2, x, y, x + w, y + h))
        }
        spaces.append(Self.rect(999, floor: 0, -500, -500, 500, 400))  // long edges: the large-edge list
        let locator = MVFSpaceLocator(spaces: spaces)
        for q in 0 ..< 2_000 {
            // Half the queries on integer coordinates (on edges and corners), half anywhere.
            let p =
                q % 2 == 0
                ? Point(x: Double(Int.random(in: -2 ... 55, using: &rng)), y: Double(Int.random(in: -2 ... 55, using: &rng)))
                : Point(x: Double.random(in: -2 ... 55, using: &rng), y: Double.random(in: -2 ... 55, using: &rng))
            let floor = q % 2
            let fast = locator.spaces(touching: p, floor: floor, tolerance: 0.05)
            let slow = Self.bruteTouching(spaces, p, floor: floor, tolerance: 0.05)
            #expect(fast == slow, "seed \(seed) query \(q) at \(p)")
            let inside = locator.spaces(containing: p, floor: floor, in: spaces)
            let oracle = spaces.indices.filter { spaces[$0].floorIndex == floor && spaces[$0].polygon.venueContains(p) }
            #expect(Set(inside) == Set(oracle), "seed \(seed) query \(q) at \(p)")
            if fast != slow || Set(inside) != Set(oracle) { return }
        }
    }

    @Test func overlayEdgesNearADoorAreNotJoined() throws {
        var b = MVFTestBundle.standard
        let pos = MVFTestBundle.pos
        b.files["geometry/f_2.geojson"] = MVFTestBundle.collection([
            MVFTestBundle.feature("g_c", "Polygon", MVFTestBundle.square(0, 0, 4, 4)),
            MVFTestBundle.feature("g_s2", "Point", pos(2, 2))
        ])
        var g1 = try #require(b.files["geometry/f_1.geojson"])
        g1 = String(g1.dropLast(2)) + "," + MVFTestBundle.feature("g_zone", "Polygon", MVFTestBundle.square(4.01, 1, 6, 3)) + "]}"
        b.files["geometry/f_1.geojson"] = g1
        b.files["kinds/f_1.json"] = b.files["kinds/f_1.json"]?.replacingOccurrences(of: "}", with: #","g_zone":"area"}"#)
        let v = try b.read().venue
        let zone = try #require(v.spaces.firstIndex { $0.id == "g_zone" })
        let ab = try #require(v.doors.first { $0.id == "c_ab" })
        #expect(ab.spaceIndices.count == 2)
        #expect(!ab.spaceIndices.contains(zone))
    }

    /// A grounds-like space with more holes than ``MVFSpaceLocator/holeTreeMinimum`` (its holes looked up in an
    /// R-tree), holes that overlap and share edges, rooms inside holes and rooms overlapping the grounds: the
    /// containment answer, order included, equals a scan of every space with ``Polygon/venueContains(_:)``.
    @Test func manyHolesMatchBruteForce() {
        let seed: UInt64 = 77_002
        var rng = SplitMix64(seed: seed)
        func square(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Ring {
            Ring(uncheckedPoints: [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1), Point(x: x0, y: y0)])
        }
        var holes: [Ring] = []
        for _ in 0 ..< 60 {
            let x = Double(rng.int(1 ... 90)), y = Double(rng.int(1 ... 90))
            holes.append(square(x, y, x + Double(rng.int(1 ... 6)), y + Double(rng.int(1 ... 6))))
        }
        var spaces = [Space(id: "grounds", floorIndex: 0, kind: .area, polygon: Polygon(shell: square(0, 0, 100, 100), holes: holes))]
        for i in 0 ..< 40 {
            let x = Double(rng.int(0 ... 95)), y = Double(rng.int(0 ... 95))
            spaces.append(Self.rect(i, floor: 0, x, y, x + Double(rng.int(1 ... 5)), y + Double(rng.int(1 ... 5))))
        }
        #expect(holes.count >= MVFSpaceLocator.holeTreeMinimum)
        let locator = MVFSpaceLocator(spaces: spaces)
        var insideGrounds = 0, inHoles = 0
        for q in 0 ..< 4_000 {
            let p =
                q % 2 == 0
                ? Point(x: Double(rng.int(-1 ... 101)), y: Double(rng.int(-1 ... 101)))
                : Point(x: rng.double(-1 ... 101), y: rng.double(-1 ... 101))
            let fast = locator.spaces(containing: p, floor: 0, in: spaces)
            let scan = spaces.indices.filter { spaces[$0].polygon.venueContains(p) }.sorted { spaces[$0].polygon.area < spaces[$1].polygon.area }
            #expect(fast == scan, "seed \(seed) query \(q) at \(p)")
            if fast != scan { return }
            if scan.contains(0) { insideGrounds += 1 } else if spaces[0].polygon.shell.venueSide(of: p) > 0 { inHoles += 1 }
        }
        // Both answers of the grounds occur often, so the test exercises the holes.
        #expect(insideGrounds > 500 && inHoles > 100, "inside \(insideGrounds), in holes \(inHoles)")
    }
}
