import Foundation
import Testing
@testable import IndoorGeometry

/// What a drawn floor tells about a route and a campus: floor changes marked as such (the red end only at
/// the destination), building footprints and entrances on an outdoor floor, long floors fitted to the page.
@Suite("FloorRenderer: floor changes, outdoor floors, long floors")
struct FloorRendererFloorChangeTests {
    static let venue = FloorRendererTests.venue

    @Test("a route over three floors: start on the first, end on the last, a floor change marker with its arrow and title on each")
    func threeFloors() throws {
        let v = Self.venue
        let building = try #require(v.buildings.first { $0.floorIndices.count >= 2 })
        let (a, b) = (building.floorIndices[0], building.floorIndices[1])
        let legs: [(floor: Int, points: [Point])] = [
            (a, [Point(x: 0, y: 0), Point(x: 5, y: 0)]), (b, [Point(x: 5, y: 0), Point(x: 5, y: 5)]), (a, [Point(x: 5, y: 0), Point(x: 0, y: 3)])
        ]
        let json = RenderTestVenue.routeGeoJSON(v, legs: legs)
        let route = try RenderRoute(geoJSON: Array(json.utf8), file: "route.geojson", projection: v.projection)
        #expect(route.waypoints.allSatisfy { $0.floorChange?.connection == "stairs" })
        let renderer = FloorRenderer(venue: v)
        let docA = try RenderSVGDocument(renderer.render(floorIndex: a, route: route))
        #expect(docA.all("circle", class: "route-start").count == 1 && docA.all("circle", class: "route-end").count == 1, "starts and ends on a")
        let changesA = docA.all("g", class: "floor-change")
        #expect(changesA.count == 2, "leaves a and comes back to it")
        let up = v.floors[b].ordinal > v.floors[a].ordinal
        #expect(changesA.filter { $0.classes.contains(up ? "up" : "down") }.count == 1)
        #expect(changesA.filter { $0.classes.contains(up ? "down" : "up") }.count == 1)
        let titles = docA.all("title").map(\.text)
        #expect(titles.contains("stairs c-stairs-0 to \(v.floors[b].name)"), "\(titles)")
        #expect(titles.contains("stairs c-stairs-1 from \(v.floors[b].name)"), "\(titles)")
        let docB = try RenderSVGDocument(renderer.render(floorIndex: b, route: route))
        #expect(docB.all("circle", class: "route-start").isEmpty && docB.all("circle", class: "route-end").isEmpty, "b is only passed through")
        #expect(docB.all("g", class: "floor-change").count == 2)
        #expect(docB.all("path", class: "floor-change-marker").count == 2 && docB.all("path", class: "floor-change-arrow").count == 2)
    }

    @Test("an outdoor floor draws every building's footprint and every entrance onto it, with titles")
    func outdoorFloor() throws {
        let v = Self.venue
        let outdoor = try #require(v.floors.firstIndex { $0.isOutdoor })
        let entrances = v.doors.filter { d in d.joinsFloors && d.anchors.contains { $0.floorIndex == outdoor } }
        try #require(!entrances.isEmpty, "the generated campus has doors onto its grounds")
        let doc = try RenderSVGDocument(FloorRenderer(venue: v).render(floorIndex: outdoor))
        let footprints = doc.all("path", class: "building-footprint")
        #expect(footprints.count == v.buildings.count)
        #expect(footprints.allSatisfy { ($0.attributes["d"] ?? "").hasPrefix("M") })
        #expect(doc.all("g", class: "entrance").count == entrances.count)
        let titles = Set(doc.all("title").map(\.text))
        for b in v.buildings { #expect(titles.contains(b.name)) }
        for d in entrances { #expect(titles.contains { $0.hasPrefix("entrance \(d.id)") }, "\(d.id)") }
        // A building floor draws neither.
        let inside = try #require(v.floors.firstIndex { !$0.isOutdoor })
        let docInside = try RenderSVGDocument(FloorRenderer(venue: v).render(floorIndex: inside))
        #expect(docInside.all("path", class: "building-footprint").isEmpty && docInside.all("g", class: "entrance").isEmpty)
    }

    /// One floor holding a platform `width` × `length` metres, running north–south when `northSouth`.
    static func platform(northSouth: Bool, length: Double = 344, width: Double = 12) throws -> Venue {
        var v = Venue(name: "Station", format: .imdf, projection: LocalProjection(origin: GeoCoordinate(longitude: 2.36, latitude: 48.88)))
        v.floors = [Floor(id: "P", name: "Platform level", ordinal: 0)]
        let (w, h) = northSouth ? (width, length) : (length, width)
        let ring = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h), Point(x: 0, y: 0)]
        v.spaces = [Space(id: "p1", floorIndex: 0, kind: .unit, category: "platform", polygon: try Polygon(rings: [ring]), names: ["Platform 1"])]
        return v
    }

    static func size(_ doc: RenderSVGDocument) throws -> (width: Double, height: Double) {
        let svg = try #require(doc.all("svg").first)
        return (Double(svg.attributes["width"] ?? "") ?? 0, Double(svg.attributes["height"] ?? "") ?? 0)
    }

    @Test("a 344 m platform running north–south is turned across the page: as wide as asked, far less tall, north to the right")
    func longFloorTurned() throws {
        let options = FloorRenderer.Options(width: 1600)
        let doc = try RenderSVGDocument(FloorRenderer(venue: try Self.platform(northSouth: true), options: options).render(floorIndex: 0))
        let (w, h) = try Self.size(doc)
        #expect(w == 1600)
        #expect(h <= w / FloorRenderer.longFloorAspect, "\(w) × \(h)")
        #expect(doc.all("g", class: "north-turned").count == 1)
        // The platform keeps its shape: its path spans 344 m across and 12 m down (user units are metres).
        let d = try #require(doc.all("path", class: "space").first?.attributes["d"])
        let numbers = d.split(whereSeparator: { "MLZ,".contains($0) }).compactMap { Double($0) }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }, ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        #expect(abs((xs.max() ?? 0) - (xs.min() ?? 0) - 344) < 0.01 && abs((ys.max() ?? 0) - (ys.min() ?? 0) - 12) < 0.01, "\(d)")
        #expect(doc.all("text", class: "label").allSatisfy { $0.attributes["transform"] == nil }, "labels stay horizontal")
    }

    @Test("the same platform running east–west, or turning switched off: not turned")
    func notTurned() throws {
        let wide = try RenderSVGDocument(FloorRenderer(venue: try Self.platform(northSouth: false), options: .init(width: 1600)).render(floorIndex: 0))
        #expect(wide.all("g", class: "north-turned").isEmpty)
        #expect(try Self.size(wide).height < 1600 / FloorRenderer.longFloorAspect)
        let off = FloorRenderer.Options(width: 1600, turnsLongFloors: false)
        let tall = try RenderSVGDocument(FloorRenderer(venue: try Self.platform(northSouth: true), options: off).render(floorIndex: 0))
        #expect(tall.all("g", class: "north-turned").isEmpty)
        #expect(try Self.size(tall).height > 10_000, "a strip, as asked")
    }
}
