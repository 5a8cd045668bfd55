import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

/// ``Venue/wallPolygons(floorIndex:)``: solid joints, door cuts in their own wall
/// only, blocked doors closed, and valid output (also once projected to degrees, as `indoor walls` prints it).
@Suite struct WallPolygonsTests {
    static func venue(walls: [[Point]], thickness: [Double]? = nil, doors: [(Point, Point, Bool)] = []) -> Venue {
        var v = Venue(name: "t", format: .mvf3, projection: LocalProjection(origin: GeoCoordinate(longitude: 0, latitude: 0)))
        v.floors = [Floor(id: "f", name: "F", ordinal: 0)]
        v.walls = walls.enumerated().map { i, pts in
            Wall(id: "w\(i)", floorIndex: 0, line: Polyline(uncheckedPoints: pts), thickness: thickness?[i] ?? 0.3)
        }
        v.doors = doors.enumerated().map { i, d in Door(id: "d\(i)", floorIndex: 0, line: Polyline(uncheckedPoints: [d.0, d.1]), isBlocked: d.2) }
        return v
    }

    static func inside(_ m: MultiPolygon, _ p: Point) -> Bool { m.locate(p, tolerance: 0) == .interior }

    /// Valid by the OGC rules, without near-zero-width spikes, in metres and in degrees.
    /// Widths of spikes reported in metres (a GEOS check of the degrees is the other half).
    static let spikeWidth = 1e-8
    static func issues(_ m: MultiPolygon, _ projection: LocalProjection) -> [PolygonValidityIssue] {
        func deg(_ r: Ring) -> Ring {
            Ring(
                uncheckedPoints: r.points.map {
                    let g = projection.unproject($0); return Point(x: g.longitude, y: g.latitude)
                })
        }
        let degrees = MultiPolygon(m.polygons.map { Polygon(shell: deg($0.shell), holes: $0.holes.map(deg)) })
        return m.validityIssues(options: PolygonValidity.Options(spikeWidth: spikeWidth)) + degrees.validityIssues()
    }

    // Item 1: corners.
    @Test func lCornerOfTwoSeparateWallsIsSolid() {
        let v = Self.venue(walls: [[Point(x: -5, y: 0), Point(x: 0, y: 0)], [Point(x: 0, y: 0), Point(x: 0, y: -5)]])
        let w = v.wallPolygons(floorIndex: 0)
        #expect(Self.inside(w, Point(x: 0.1, y: 0.1)), "the outer corner square of an L is wall")
        #expect(w.polygons.count == 1 && w.polygons[0].holes.isEmpty)
        // Two 5 m × 0.3 m walls overlapping in one 0.15 m square, plus the outer corner square.
        #expect(abs(w.area - 3.0) < 1e-9)
    }

    @Test func sharpVCornerKeepsItsMitreTipWithinTheLimit() {
        // A 36° V: the tip lies h / sin(18°) = 0.485 m from the joint, inside the mitre limit of 5.
        let a = 18 * Double.pi / 180
        let v = Self.venue(walls: [[Point(x: 5 * cos(a), y: 5 * sin(a)), Point(x: 0, y: 0)], [Point(x: 0, y: 0), Point(x: 5 * cos(a), y: -5 * sin(a))]])
        let w = v.wallPolygons(floorIndex: 0)
        #expect(Self.inside(w, Point(x: -0.15 / sin(a) + 0.01, y: 0)))
        #expect(!Self.inside(w, Point(x: -0.15 / sin(a) - 0.01, y: 0)))
    }

    @Test func jointsOfDifferentThicknessAndTJunctionsAreSolid() {
        // An L of a 0.6 m and a 0.2 m wall: the outer corner is the box of the outer faces.
        let l = Self.venue(walls: [[Point(x: -5, y: 0), Point(x: 0, y: 0)], [Point(x: 0, y: 0), Point(x: 0, y: -5)]], thickness: [0.6, 0.2])
        let wl = l.wallPolygons(floorIndex: 0)
        #expect(Self.inside(wl, Point(x: 0.09, y: 0.29)))
        // A T whose bar is two nearly collinear pieces and whose stem is short: no sliver along the seam.
        let t = Self.venue(
            walls: [[Point(x: -5, y: 1e-9), Point(x: 0, y: 0)], [Point(x: 0, y: 0), Point(x: 5, y: 1e-9)], [Point(x: 0, y: 0), Point(x: 0, y: 0.05)]],
            thickness: [0.6, 0.6, 0.3])
        let wt = t.wallPolygons(floorIndex: 0)
        #expect(wt.polygons.count == 1 && wt.polygons[0].holes.isEmpty)
        #expect(Self.issues(wt, t.projection).isEmpty)
        #expect(Self.inside(wt, Point(x: 0, y: 0.25)) && Self.inside(wt, Point(x: 0, y: -0.29)))
    }

    // Item 3: door cuts.
    @Test func doorCutLeavesThePerpendicularWallAtTheJamb() {
        // Host wall along y = 0 with a 0.9 m door from x = 0 to 0.9; a wall meets the jamb at a T from below.
        let v = Self.venue(
            walls: [[Point(x: -5, y: 0), Point(x: 5, y: 0)], [Point(x: 0, y: 0), Point(x: 0, y: -4)]],
            doors: [(Point(x: 0, y: 0), Point(x: 0.9, y: 0), false)])
        let w = v.wallPolygons(floorIndex: 0)
        #expect(Self.inside(w, Point(x: 0.1, y: -0.1)), "the perpendicular wall's end stays")
        #expect(!Self.inside(w, Point(x: 0.45, y: 0)), "the door is open")
        #expect(!Self.inside(w, Point(x: 0.2, y: 0.1)), "no corner is put back into the opening")
    }

    // Item 4: blocked doors.
    @Test func blockedDoorIsClosedAsThickAsItsWall() {
        let v = Self.venue(
            walls: [[Point(x: -5, y: 0), Point(x: 0, y: 0)], [Point(x: 0.9, y: 0), Point(x: 5, y: 0)]], thickness: [0.4, 0.4],
            doors: [(Point(x: 0, y: 0.02), Point(x: 0.9, y: 0.02), true)])
        let w = v.wallPolygons(floorIndex: 0)
        #expect(Self.inside(w, Point(x: 0.45, y: 0.19)) && Self.inside(w, Point(x: 0.45, y: -0.19)))
        #expect(w.polygons.count == 1)
        #expect(Self.issues(w, v.projection).isEmpty)
    }

    // Item 2: validity on every floor of every venue.
    static func allFloorsValid(_ v: Venue) -> [String] {
        var bad: [String] = []
        for f in v.floors.indices {
            let w = v.wallPolygons(floorIndex: f)
            let i = issues(w, v.projection)
            if !i.isEmpty { bad.append("\(v.floors[f].name) \(v.floors[f].id): \(i.count) issues, first \(i[0])") }
        }
        return bad
    }

    @Test func generatedVenueWallsAreValidOnEveryFloor() throws {
        for format in [GeneratorOptions.Format.mvf, .imdf] {
            let source = VenueGenerator.source(GeneratorOptions(format: format, seed: 5))
            let v = format == .mvf ? try MVFReader.read(source) : try IMDFReader.read(source)
            #expect(Self.allFloorsValid(v).isEmpty, "\(format)")
        }
    }

    /// The right-angled L joints of two wall lines (no door within 0.5 m) whose outer corner square is not
    /// wall: a point just inside the corner square, diagonal from the joint, is tested.
    static func openLCorners(_ v: Venue) -> (checked: Int, open: Int) {
        var checked = 0, open = 0
        for f in v.floors.indices {
            let ws = v.walls.filter { $0.floorIndex == f }
            guard !ws.isEmpty else { continue }
            let polys = v.wallPolygons(floorIndex: f)
            var ends: [Point: [(Point, Double)]] = [:]
            for w in ws where w.line.points.count >= 2 {
                let p = w.line.points, n = p.count
                if let d = (p[1] - p[0]).normalized { ends[p[0], default: []].append((d, w.thickness)) }
                if let d = (p[n - 2] - p[n - 1]).normalized { ends[p[n - 1], default: []].append((d, w.thickness)) }
            }
            for (j, e) in ends where e.count == 2 && abs(e[0].0.dot(e[1].0)) < 0.05 {
                // The corner point outside both walls, diagonal from the joint, a little inside the faces.
                let out = -(e[0].0 + e[1].0)
                let h = min(e[0].1, e[1].1) / 2 * 0.9
                let p = j + out * h
                if v.doors.contains(where: { $0.floorIndex == f && ($0.line?.points ?? []).contains { $0.distance(to: j) < 0.5 } }) { continue }
                checked += 1
                if !Self.inside(polys, p) { open += 1 }
            }
        }
        return (checked, open)
    }

    /// The generated MVF campus draws its walls as separate lines meeting at L joints (47 in seed 1's
    /// sample): every outer corner is solid (per-line buffering left all of them open; issue 12, item 1,
    /// without the real venues).
    @Test func generatedLCornersAreClosed() throws {
        let v = try MVFReader.read(VenueGenerator.source(GeneratorOptions(format: .mvf, seed: 1)))
        let (checked, open) = Self.openLCorners(v)
        #expect(checked >= 20, "\(checked) L joints")
        #expect(open == 0, "\(open) of \(checked) L corners open")
    }
}

extension WallPolygonsTests {
    /// Walls of the real venues: seconds.
    /// Tagged `.slow`: `swift test --skip Slow` leaves them out.
    @Suite(.tags(.slow)) struct Slow {
        @Test(.sharedVenues)
        func realVenueWallsAreValidOnEveryFloor() throws {
            for path in [SharedVenues.pacificFolder, SharedVenues.spbstuFolder] {
                let v = try VenueLoader.load(path: path)
                let bad = WallPolygonsTests.allFloorsValid(v)
                #expect(bad.isEmpty, "\(path): \(bad)")
            }
        }

        /// Every outer corner of Pacific U's wall joints is solid.
        @Test(.sharedVenues)
        func pacificLCornersAreClosed() throws {
            let (checked, open) = WallPolygonsTests.openLCorners(try VenueLoader.load(path: SharedVenues.pacificFolder))
            #expect(checked > 100)
            #expect(open == 0, "\(open) of \(checked) L corners open")
        }
    }
}
