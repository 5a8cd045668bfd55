import Foundation
import IndoorGeometry
import Testing
import TestSupport

@testable import Routing

/// ``FloorDoorLines/crossings(_:_:)`` through its sorted boxes (``DoorLineSlabs``) finds exactly the doors, in door order, with the
/// first segment met, that testing every door line of the floor finds.
@Suite struct FloorDoorLinesTests {
    /// Every door of `lines` whose line `a → b` meets, with the first segment met, by testing them all.
    static func scanned(_ lines: FloorDoorLines, _ a: Point, _ b: Point) -> [(door: Int, segment: Segment)] {
        var out: [(door: Int, segment: Segment)] = []
        for k in lines.doors.indices {
            for q in lines.segments.range(k) where SegmentIntersection(a, b, lines.segments.items[q].start, lines.segments.items[q].end).intersects {
                out.append((k, lines.segments.items[q]))
                break
            }
        }
        return out
    }

    /// Compares both on seeded segments of every floor of `venue` (short and long, some from door to door);
    /// returns the number of floors with sorted boxes and of segments that cross a door.
    static func compare(_ venue: Venue, seed: UInt64, perFloor: Int) -> (indexed: Int, crossing: Int) {
        var rng = SplitMix64(seed: seed)
        var indexed = 0, crossing = 0
        for (f, lines) in FloorDoorLines.all(of: venue).enumerated() where !lines.doors.isEmpty {
            if lines.slabs != nil { indexed += 1 }
            let box = BoundingBox(points: lines.segments.items.flatMap { [$0.start, $0.end] })
            for i in 0 ..< perFloor {
                let a: Point, b: Point
                if i % 2 == 0 {
                    // From near one door line to near another: segments that do cross doors.
                    let s = lines.segments.items[Int(rng.next() % UInt64(lines.segments.items.count))]
                    let t = lines.segments.items[Int(rng.next() % UInt64(lines.segments.items.count))]
                    a = s.start.interpolated(to: s.end, t: rng.double(-0.5, 1.5)) + Point(x: rng.double(-2, 2), y: rng.double(-2, 2))
                    b = t.start.interpolated(to: t.end, t: rng.double(-0.5, 1.5)) + Point(x: rng.double(-2, 2), y: rng.double(-2, 2))
                } else {
                    a = Point(x: rng.double(box.minX - 5, box.maxX + 5), y: rng.double(box.minY - 5, box.maxY + 5))
                    let length = [0.0, 0.5, 3, 20, 200][Int(rng.next() % 5)]
                    let angle = rng.double(0, 2 * .pi)
                    b = a + Point(x: length * cos(angle), y: length * sin(angle))
                }
                let got = lines.crossings(a, b), want = scanned(lines, a, b)
                if !want.isEmpty { crossing += 1 }
                #expect(got.map(\.door) == want.map(\.door), "floor \(f): \(a) → \(b)")
                #expect(got.map(\.segment) == want.map(\.segment), "floor \(f): \(a) → \(b)")
            }
        }
        return (indexed, crossing)
    }

    @Test("sample campus: the sorted boxes give the crossings a scan of every door line finds")
    func sampleCampus() throws {
        let venue = try MVFReader.read(VenueGenerator.source(GeneratorOptions(seed: 1)))
        let r = Self.compare(venue, seed: 46, perFloor: 400)
        #expect(r.indexed > 0, "no floor has sorted boxes: they went untested")
        #expect(r.crossing > 100, "\(r)")
    }

    @Suite(.sharedVenues, .tags(.slow)) struct Slow {
        @Test("Pacific U and SPbPU: the sorted boxes give the crossings a scan of every door line finds")
        func realVenues() throws {
            for path in [SharedVenues.pacificFolder, SharedVenues.spbstuFolder] {
                let r = FloorDoorLinesTests.compare(try VenueLoader.load(path: path), seed: 47, perFloor: 300)
                #expect(r.indexed > 0 && r.crossing > 100, "\(path): \(r)")
            }
        }
    }
}
