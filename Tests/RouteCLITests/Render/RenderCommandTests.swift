import Foundation
import Testing
@testable import IndoorGeometry
@testable import RouteCLI

/// A generated two-building venue (floors, outlines, spaces, walls, doors, desks, connections) built in memory,
/// standing in for the venue reader.
enum RenderCLITestVenue {
    static let venue: Venue = {
        do { return try make() } catch { preconditionFailure("RenderCLITestVenue: \(error)") }
    }()

    static func make() throws -> Venue {
        let plan = VenueGenerator.plan(GeneratorOptions(buildings: 2, floors: 2, roomsPerFloor: 10, seed: 5))
        var venue = Venue(name: plan.name, format: .mvf3, projection: LocalProjection(origin: plan.origin))
        for b in plan.buildings { venue.buildings.append(Building(id: b.id, name: b.name, floorIndices: b.floors)) }
        for (fi, f) in plan.floors.enumerated() {
            venue.floors.append(
                Floor(
                    id: f.id, name: f.name, shortName: f.shortName, ordinal: f.ordinal, buildingIndex: f.building, isOutdoor: f.building == nil,
                    outline: MultiPolygon([try Polygon(rings: [FloorLayout.ccw(f.outline)])])))
            for s in f.spaces {
                venue.spaces.append(
                    Space(
                        id: s.id, floorIndex: fi, kind: SpaceKind(s.kind), category: s.category, polygon: try Polygon(rings: s.rings),
                        names: s.name.map { [$0] } ?? []))
            }
            for w in f.walls {
                venue.walls.append(
                    Wall(id: w.id, floorIndex: fi, line: try Polyline(points: w.line), thickness: w.isExterior ? 0.6 : 0.3, isExterior: w.isExterior))
            }
            for d in f.doors { venue.doors.append(Door(id: d.lineID, floorIndex: fi, line: try Polyline(points: d.line))) }
            for o in f.obstacles { venue.obstacles.append(Obstacle(id: o.id, floorIndex: fi, polygon: try Polygon(rings: [o.ring]), kind: "desk")) }
        }
        for c in plan.connections {
            let anchors = c.anchors.map { ConnectionAnchor(floorIndex: $0.floor, point: $0.point, geometryID: $0.id) }
            venue.connections.append(VerticalConnection(id: c.id, type: ConnectionType(c.type), entrances: anchors, exits: anchors, name: c.name))
        }
        return venue
    }
}

@Suite("indoor render")
struct RenderCommandTests {
    static func run(_ arguments: [String], venue: Venue = RenderCLITestVenue.venue) throws -> CLIResult {
        let folder = try CLITest.temporaryFolder()
        let options = try CLITest.options(RenderCommand.self, [folder] + arguments).get()
        return RenderCommand.execute(options, loadVenue: { _ in venue })
    }

    static var buildingFloor: Floor { RenderCLITestVenue.venue.floors[1] }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test("Renders to standard output by default")
    func toStdout() throws {
        let floor = Self.buildingFloor
        let result = try Self.run(["--floor", floor.id])
        #expect(result.exitCode == 0 && result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("<?xml") && result.stdout.hasSuffix("</svg>\n"))
        let spaces = RenderCLITestVenue.venue.spaces.filter { $0.floorIndex == 1 }.count
        #expect(Self.count(#"<path class="space "#, in: result.stdout) == spaces)
    }

    @Test("Writes --out file.svg and prints nothing")
    func toFile() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("indoor-render-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try Self.run(["--floor", Self.buildingFloor.name, "--out", out])
        #expect(result.exitCode == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stderr)")
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(written == (try Self.run(["--floor", Self.buildingFloor.id])).stdout)
    }

    @Test("An --out that cannot be written: exit 66 naming it")
    func unwritableOut() throws {
        let out = "/nonexistent-folder-\(UUID().uuidString)/f.svg"
        let result = try Self.run(["--floor", Self.buildingFloor.id, "--out", out])
        #expect(result.exitCode == CLIExitCode.noInput.rawValue && result.stderr.hasPrefix("Error: cannot write '\(out)'"), "\(result.stderr)")
    }

    @Test("Unknown floor: exit 64 naming the floor and listing some", arguments: ["Level 99", "f_nope", "7"])
    func unknownFloor(text: String) throws {
        let result = try Self.run(["--floor", text])
        #expect(result.exitCode == CLIExitCode.usage.rawValue)
        #expect(result.stderr.hasPrefix("Error: no floor '\(text)'"), "\(result.stderr)")
        #expect(result.stderr.contains("Usage: indoor render") && result.stdout.isEmpty)
    }

    @Test("An ordinal shared by two buildings is ambiguous (exit 64); building:ordinal picks one")
    func ambiguousOrdinal() throws {
        let result = try Self.run(["--floor", "1"])
        #expect(result.exitCode == CLIExitCode.usage.rawValue && result.stderr.contains("ambiguous"), "\(result.stderr)")
        let building = RenderCLITestVenue.venue.buildings[0].name
        let picked = try Self.run(["--floor", "\(building):1"])
        #expect(picked.exitCode == 0, "\(picked.stderr)")
    }

    @Test("Draws a route file and a marker")
    func routeAndMarker() throws {
        let venue = RenderCLITestVenue.venue
        let floor = Self.buildingFloor
        let a = venue.projection.unproject(Point(x: -40, y: 10)), b = venue.projection.unproject(Point(x: -35, y: 12))
        let json =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"floor":"\#(floor.id)"},"geometry":{"type":"LineString","coordinates":[[\#(a.longitude),\#(a.latitude)],[\#(b.longitude),\#(b.latitude)]]}}]}"#
        let path = try CLITest.temporaryFile(json)
        let result = try Self.run(["--floor", floor.id, "--route", path, "--at", "\(a.longitude),\(a.latitude)"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#"<path class="route-line""#) && result.stdout.contains(#"class="marker-dot""#))
        let elsewhere = try Self.run(["--floor", venue.floors[0].id, "--route", path])
        #expect(elsewhere.exitCode == 0 && elsewhere.stderr.hasPrefix("warning: the route does not visit floor"))
        #expect(!elsewhere.stdout.contains("route-line"))
    }

    @Test("A malformed route file: exit 65 with the file and JSON path")
    func badRoute() throws {
        let path = try CLITest.temporaryFile(
            #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"floor":true},"geometry":{"type":"LineString","coordinates":[[0,0],[0,0.0001]]}}]}"#
        )
        let result = try Self.run(["--floor", Self.buildingFloor.id, "--route", path])
        #expect(result.exitCode == CLIExitCode.dataError.rawValue)
        #expect(result.stderr.hasPrefix("Error: route file \(path): features[0].properties.floor"), "\(result.stderr)")
    }

    @Test("Bad venue data from the reader: exit 65 with its message")
    func badVenue() throws {
        let folder = try CLITest.temporaryFolder()
        let options = try CLITest.options(RenderCommand.self, [folder, "--floor", "0"]).get()
        let result = RenderCommand.execute(options, loadVenue: { _ in throw FormatError(file: "floor.json", path: "[0].id", message: "missing") })
        #expect(result.exitCode == CLIExitCode.dataError.rawValue && result.stderr.contains("floor.json: [0].id: missing"))
    }

    @Test("Output is the same on every run")
    func deterministic() throws {
        let a = try Self.run(["--floor", Self.buildingFloor.id]).stdout
        let b = try Self.run(["--floor", Self.buildingFloor.id], venue: try RenderCLITestVenue.make()).stdout
        #expect(a == b)
    }
}
