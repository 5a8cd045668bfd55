import Foundation
import IndoorGeometry
import Testing
@testable import RouteCLI

/// Every command on a generated OpenStreetMap SIT venue: one building, so floors are named by their bare
/// level value (`--floor 1`, `lon,lat@1`, batch lines `1,lon,lat`), as a folder and as the file itself.
@Suite struct OSMCommandTests {
    static func venue() throws -> (folder: String, file: String, venue: Venue) {
        let dir = try CLITest.temporaryFolder()
        let folder = dir + "/campus-osm"
        let r = CLI.run(arguments: ["generate", folder, "--format", "osm", "--buildings", "1", "--floors", "2", "--rooms-per-floor", "10", "--seed", "3"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        return (folder, folder + "/campus.osm", try VenueLoader.load(path: folder))
    }

    @Test func everyCommandReadsIt() throws {
        let (folder, file, _) = try Self.venue()
        let info = CLI.run(arguments: ["info", file])
        #expect(info.exitCode == 0 && info.stdout.contains("(osm)"), "\(info.stderr)")
        #expect(CLI.run(arguments: ["check", folder]).exitCode == 0)
        let walls = CLI.run(arguments: ["walls", folder, "--floor", "1"])
        #expect(walls.exitCode == 0 && walls.stdout.contains("Polygon"), "\(walls.stderr)")
        let render = CLI.run(arguments: ["render", file, "--floor", "0"])
        #expect(render.exitCode == 0 && render.stdout.contains("<svg"), "\(render.stderr)")
    }

    @Test func floorsAreNamedByLevelValue() throws {
        let (folder, _, v) = try Self.venue()
        #expect(Set(v.floors.filter { !$0.isOutdoor }.map(\.id)) == ["0", "1"])
        let room = try #require(v.spaces.first { $0.kind == .room && v.floors[$0.floorIndex].id == "1" && $0.verticalType == nil })
        let c = v.projection.unproject(room.polygon.labelPoint().point)
        let single = CLI.run(arguments: ["locate", folder, "--at", "\(c.longitude),\(c.latitude)", "--floor", "1"])
        #expect(single.exitCode == 0 && single.stdout.contains(room.id), "\(single.stdout)\(single.stderr)")
        let batch = CLI.run(arguments: ["locate", folder, "--batch", try CLITest.temporaryFile("1,\(c.longitude),\(c.latitude)\n", suffix: ".csv")])
        #expect(batch.stdout.contains("\"space\":\"\(room.id)\""), "\(batch.stdout)")
        let name = try #require(room.names.first)
        let route = CLI.run(arguments: ["route", folder, "--from", "\(c.longitude),\(c.latitude)@1", "--to", room.id])
        #expect(route.exitCode == 0, "\(route.stderr)")
        let byName = CLI.run(arguments: ["route", folder, "--from", name, "--to-nearest", "restroom"])
        #expect(byName.exitCode == 0, "\(byName.stderr)")
    }
}
