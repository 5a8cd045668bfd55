import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

@Suite("FloorRenderer")
struct FloorRendererTests {
    static let venue: Venue = {
        do { return try RenderTestVenue.make() } catch { preconditionFailure("RenderTestVenue: \(error)") }
    }()

    /// A venue with one floor: a 20 × 10 m room with a square hole, a 10 × 10 m room, one wall of each
    /// thickness given, and nothing else.
    static func smallVenue(name: String = "Room", color: String? = nil, wallThicknesses: [Double] = [0.17]) throws -> Venue {
        var v = Venue(name: "Small", format: .imdf, projection: LocalProjection(origin: GeoCoordinate(longitude: 10, latitude: 50)))
        v.floors = [Floor(id: "L0", name: "Ground", ordinal: 0), Floor(id: "L1", name: "Empty", ordinal: 1)]
        let shell = [Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 20, y: 10), Point(x: 0, y: 10), Point(x: 0, y: 0)]
        let hole = [Point(x: 14, y: 4), Point(x: 14, y: 6), Point(x: 16, y: 6), Point(x: 16, y: 4), Point(x: 14, y: 4)]
        v.spaces.append(Space(id: "u1", floorIndex: 0, kind: .unit, category: "room", polygon: try Polygon(rings: [shell, hole]), names: [name], color: color))
        let east = [Point(x: 20, y: 0), Point(x: 30, y: 0), Point(x: 30, y: 10), Point(x: 20, y: 10), Point(x: 20, y: 0)]
        v.spaces.append(
            Space(id: "u2", floorIndex: 0, kind: .unit, category: "elevator", polygon: try Polygon(rings: [east]), names: ["Lift"], verticalType: .elevator))
        for (k, t) in wallThicknesses.enumerated() {
            v.walls.append(Wall(id: "w\(k)", floorIndex: 0, line: try Polyline(points: [Point(x: 0, y: Double(k)), Point(x: 20, y: Double(k))]), thickness: t))
        }
        return v
    }

    @Test("Every floor renders as well-formed XML with one path per space of the floor")
    func onePathPerSpace() throws {
        let venue = Self.venue
        for fi in venue.floors.indices {
            let svg = FloorRenderer(venue: venue).render(floorIndex: fi)
            let doc = try RenderSVGDocument(svg)
            let expected = venue.spaces.filter { $0.floorIndex == fi }.count
            #expect(doc.all("path", class: "space").count == expected, "floor \(fi)")
            #expect(doc.elements.first?.name == "svg")
            #expect(doc.elements.first?.attributes["version"] == "1.1")
        }
    }

    @Test("Walls are stroked at their real thickness in metres, with butt caps")
    func wallWidths() throws {
        let venue = Self.venue
        let fi = try #require(venue.floors.indices.first { f in venue.walls.contains { $0.floorIndex == f } })
        let doc = try RenderSVGDocument(FloorRenderer(venue: venue).render(floorIndex: fi))
        let walls = doc.all("path", class: "wall")
        #expect(walls.count == venue.walls.filter { $0.floorIndex == fi }.count)
        let exterior = walls.filter { $0.classes.contains("exterior") }
        #expect(!exterior.isEmpty && exterior.count < walls.count)
        #expect(exterior.allSatisfy { $0.attributes["stroke-width"] == "0.6" })
        #expect(walls.filter { !$0.classes.contains("exterior") }.allSatisfy { $0.attributes["stroke-width"] == "0.3" })
        #expect(doc.all("g", class: "walls").first?.attributes["stroke-linecap"] == "butt")

        let small = try RenderSVGDocument(FloorRenderer(venue: try Self.smallVenue(wallThicknesses: [0.17, 0.05, 1.234])).render(floorIndex: 0))
        #expect(small.all("path", class: "wall").map { $0.attributes["stroke-width"] ?? "" } == ["0.17", "0.05", "1.234"])
    }

    @Test("Walls sharing an end are extended by half their thickness there; free ends stay butt")
    func wallCorners() throws {
        var venue = try Self.smallVenue(wallThicknesses: [])
        let corner = [Point(x: 0, y: 0), Point(x: 10, y: 0)]
        let upright = [Point(x: 10, y: 0), Point(x: 10, y: 10)]
        venue.walls = [
            Wall(id: "a", floorIndex: 0, line: try Polyline(points: corner), thickness: 0.4),
            Wall(id: "b", floorIndex: 0, line: try Polyline(points: upright), thickness: 0.2)
        ]
        let doc = try RenderSVGDocument(FloorRenderer(venue: venue).render(floorIndex: 0))
        #expect(doc.all("path", class: "wall").map { $0.attributes["d"] ?? "" } == ["M0,0L10.2,0", "M10,0.1L10,-10"])
    }

    @Test("Holes are subpaths filled even-odd")
    func holes() throws {
        let doc = try RenderSVGDocument(FloorRenderer(venue: Self.smallVenue()).render(floorIndex: 0))
        let path = try #require(doc.all("path", class: "space").first)
        #expect(path.attributes["d"] == "M0,0L20,0L20,-10L0,-10ZM14,-4L14,-6L16,-6L16,-4Z")
        #expect(doc.all("g", class: "spaces").first?.attributes["fill-rule"] == "evenodd")
    }

    @Test("Names are escaped and survive parsing; the space's own colour is used")
    func escapedLabels() throws {
        let name = #"R&D <Lab> "A" 'B'"#
        let svg = FloorRenderer(venue: try Self.smallVenue(name: name, color: "#a1b2c3")).render(floorIndex: 0)
        #expect(svg.contains("R&amp;D &lt;Lab&gt; &quot;A&quot; &apos;B&apos;"))
        let doc = try RenderSVGDocument(svg)
        let labels = doc.all("text", class: "label")
        #expect(labels.map(\.text) == [name])
        #expect(doc.all("path", class: "space").first?.attributes["fill"] == "#A1B2C3")
        #expect(doc.elements.first { $0.name == "title" }?.text == "Small - Ground")
    }

    @Test("IMDF-style spaces with a vertical type get a symbol instead of a label")
    func verticalSymbols() throws {
        let doc = try RenderSVGDocument(FloorRenderer(venue: Self.smallVenue()).render(floorIndex: 0))
        #expect(doc.all("g", class: "connection").map(\.classes) == [["connection", "elevator"]])
        #expect(!doc.all("text", class: "label").contains { $0.text == "Lift" })
        // Generated venue: stairs and elevator anchors on a building floor.
        let venue = Self.venue
        let fi = try #require(venue.floors.indices.first { $0 > 0 })
        let gen = try RenderSVGDocument(FloorRenderer(venue: venue).render(floorIndex: fi))
        #expect(gen.all("g", class: "stairs").count >= 1 && gen.all("g", class: "elevator").count == 1)
    }

    @Test("A route draws its leg on this floor only; the start and end markers only where the route starts and ends, floor changes as such")
    func routeOverlay() throws {
        let venue = Self.venue
        let a = try #require(venue.floors.indices.first { $0 > 0 }), b = a + 1
        let legA = [Point(x: -40, y: 10), Point(x: -35, y: 12), Point(x: -30, y: 8)]
        let legB = [Point(x: -30, y: 8), Point(x: -31, y: 2)]
        let json = RenderTestVenue.routeGeoJSON(venue, legs: [(a, legA), (b, legB)])
        let route = try RenderRoute(geoJSON: Array(json.utf8), file: "route.geojson", projection: venue.projection)
        #expect(route.legs.count == 2 && route.waypoints.count == 2)
        let renderer = FloorRenderer(venue: venue)
        let docA = try RenderSVGDocument(renderer.render(floorIndex: a, route: route))
        let lines = docA.all("path", class: "route-line")
        #expect(lines.count == 1)
        #expect(lines.first?.attributes["d"] == "M-40,-10L-35,-12L-30,-8")
        #expect(docA.all("circle", class: "route-start").count == 1)
        #expect(docA.all("circle", class: "route-end").isEmpty, "the route leaves this floor by stairs: that is not its end")
        #expect(docA.all("g", class: "floor-change").count == 1 && docA.all("circle", class: "waypoint").isEmpty)
        let docB = try RenderSVGDocument(renderer.render(floorIndex: b, route: route))
        #expect(docB.all("path", class: "route-line").first?.attributes["d"] == "M-30,-8L-31,-2")
        #expect(docB.all("circle", class: "route-start").isEmpty && docB.all("circle", class: "route-end").count == 1)
        #expect(docB.all("g", class: "floor-change").count == 1)
        let docOther = try RenderSVGDocument(renderer.render(floorIndex: 0, route: route))
        #expect(docOther.all("path", class: "route-line").isEmpty)
    }

    @Test(
        "Route files with bad data are rejected with the JSON path",
        arguments: [
            (#"{"type":"FeatureCollection","features":[]}"#, "no route leg"),
            (
                #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"floor":true},"geometry":{"type":"LineString","coordinates":[[10,50],[10.001,50]]}}]}"#,
                "features[0].properties.floor"
            ),
            (
                #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"floor":"L0"},"geometry":{"type":"LineString","coordinates":[[10,50]]}}]}"#,
                "at least two positions"
            ),
            (#"{"type":"FeatureCollection","features":[{"type":"Feature"#, "invalid JSON")
        ])
    func badRoutes(json: String, expected: String) throws {
        let projection = LocalProjection(origin: GeoCoordinate(longitude: 10, latitude: 50))
        do {
            _ = try RenderRoute(geoJSON: Array(json.utf8), file: "r.geojson", projection: projection)
            Issue.record("expected an error for \(json)")
        } catch {
            #expect(error.file == "r.geojson")
            #expect(error.description.contains(expected), "\(error)")
        }
    }

    @Test("A marker highlights the space that contains it; outside every space there is no highlight")
    func markerHighlight() throws {
        let venue = try Self.smallVenue()
        let renderer = FloorRenderer(venue: venue)
        let inside = try RenderSVGDocument(renderer.render(floorIndex: 0, marker: Point(x: 25, y: 5)))
        #expect(inside.all("path", class: "highlight").first?.attributes["d"] == "M20,0L30,0L30,-10L20,-10Z")
        #expect(inside.all("circle", class: "marker-dot").first.map { [$0.attributes["cx"], $0.attributes["cy"]] } == [Optional("25"), Optional("-5")])
        let inHole = try RenderSVGDocument(renderer.render(floorIndex: 0, marker: Point(x: 15, y: 5)))
        #expect(inHole.all("path", class: "highlight").isEmpty)
        #expect(inHole.all("circle", class: "marker-dot").count == 1)
        let geo = venue.projection.unproject(Point(x: 25, y: 5))
        let byReference = try RenderSVGDocument(renderer.render(floor: .name("ground"), marker: geo))
        #expect(byReference.all("path", class: "highlight").count == 1)
    }

    @Test("Unknown floors and invalid markers throw RenderError")
    func floorErrors() throws {
        let renderer = FloorRenderer(venue: try Self.smallVenue())
        #expect(throws: RenderError.self) { try renderer.render(floor: .id("nope")) }
        #expect(throws: RenderError.invalidMarker(GeoCoordinate(longitude: 200, latitude: 0))) {
            try renderer.render(floor: .id("L0"), marker: GeoCoordinate(longitude: 200, latitude: 0))
        }
    }

    @Test("An empty floor is a valid SVG; options without labels or legend leave them out")
    func emptyAndOptions() throws {
        let venue = try Self.smallVenue()
        let empty = try RenderSVGDocument(FloorRenderer(venue: venue).render(floorIndex: 1))
        #expect(empty.all("path", class: "space").isEmpty)
        let bare = try RenderSVGDocument(FloorRenderer(venue: venue, options: .init(width: 300, drawsLabels: false, drawsLegend: false)).render(floorIndex: 0))
        #expect(bare.all("text").isEmpty && bare.all("g", class: "legend").isEmpty)
        #expect(bare.elements.first?.attributes["width"] == "300")
    }

    @Test("Output is deterministic and coordinates are rounded to the centimetre")
    func deterministicAndRounded() throws {
        let venue = Self.venue
        let renderer = FloorRenderer(venue: venue)
        let route = RenderRoute(legs: [RenderRoute.Leg(floorID: venue.floors[1].id, points: [Point(x: -40.123456, y: 10.987654), Point(x: -35, y: 12)])])
        let first = renderer.render(floorIndex: 1, route: route, marker: Point(x: -38, y: 11))
        let second = FloorRenderer(venue: try RenderTestVenue.make()).render(floorIndex: 1, route: route, marker: Point(x: -38, y: 11))
        #expect(first == second)
        let doc = try RenderSVGDocument(first)
        for element in doc.elements {
            for key in ["d", "x", "y", "cx", "cy", "x1", "y1", "x2", "y2"] {
                guard let value = element.attributes[key] else { continue }
                for number in value.split(whereSeparator: { "MLZ, ".contains($0) }) {
                    let parts = number.split(separator: ".")
                    let ok = Double(number) != nil && (parts.count == 1 || parts[1].count <= 2)
                    #expect(ok, "\(element.name) \(key)=\(number)")
                }
            }
        }
        #expect(!first.contains("nan") && !first.contains("inf"))
    }

    @Test("The viewBox holds every space of the floor; north is up")
    func viewBoxFits() throws {
        let venue = Self.venue
        for fi in venue.floors.indices {
            let doc = try RenderSVGDocument(FloorRenderer(venue: venue).render(floorIndex: fi))
            let vb = try #require(doc.elements.first?.attributes["viewBox"]).split(separator: " ").compactMap { Double($0) }
            try #require(vb.count == 4)
            for s in venue.spaces where s.floorIndex == fi {
                for p in s.polygon.shell.points {
                    #expect(p.x >= vb[0] && p.x <= vb[0] + vb[2] && -p.y >= vb[1] && -p.y <= vb[1] + vb[3])
                }
            }
        }
    }
}

@Suite("FloorRenderer on real venues", .sharedVenues, .tags(.slow))
struct FloorRendererRealVenueSlowTests {
    @Test("Every SPbSTU (IMDF) level renders as well-formed XML with one path per unit")
    func spbstu() throws {
        let loaded = try RenderIMDFTestReader.load(folder: SharedVenues.spbstuFolder)
        let venue = loaded.venue
        #expect(venue.floors.count > 1 && venue.spaces.count > 400, "skipped \(loaded.skippedUnits) units")
        for fi in venue.floors.indices {
            let doc = try RenderSVGDocument(FloorRenderer(venue: venue).render(floorIndex: fi))
            #expect(doc.all("path", class: "space").count == venue.spaces.filter { $0.floorIndex == fi }.count)
        }
    }

    @Test("Every Pacific (MVF) floor renders as well-formed XML with one path per space")
    func pacific() throws {
        let venue = try VenueLoader.load(path: SharedVenues.pacificFolder)
        #expect(venue.floors.count == 24)
        for fi in venue.floors.indices {
            let doc = try RenderSVGDocument(FloorRenderer(venue: venue).render(floorIndex: fi))
            #expect(doc.all("path", class: "space").count == venue.spaces.filter { $0.floorIndex == fi }.count, "floor \(venue.floors[fi].name)")
        }
    }
}
