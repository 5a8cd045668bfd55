import Foundation
import IndoorGeometry
import Testing
import TestSupport
@testable import RouteCLI

/// Details a user meets on the sample campus: a zip named without `.zip`, unknown-floor messages, a
/// position's floor read in its building, the swap hint of batch lines, pretty coordinates, floor names on
/// floor changes, `sourceCost` explained, unnamed spaces in `reachable`, and the test targets' non-Swift
/// files declared in the manifest.
@Suite struct UserFacingDetailsTests {
    static let sample = PackageFolders.sampleVenue

    static func json(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    @Test("generate --zip to a path without .zip writes an archive that info and route open")
    func zipWithoutExtension() throws {
        let out = try CLITest.temporaryFolder() + "/campus"
        let g = CLI.run(arguments: ["generate", out, "--zip", "--buildings", "1", "--floors", "1", "--rooms-per-floor", "8"])
        #expect(g.exitCode == 0, "\(g.stderr)")
        #expect(VenueLoader.isZipArchive(path: out))
        let info = CLI.run(arguments: ["info", out])
        #expect(info.exitCode == 0, "\(info.stderr)")
        #expect(info.stdout.contains("floors: 2"), "\(info.stdout)")
        // A file that is not a zip is still refused as bad data.
        let text = try CLITest.temporaryFile("{}", suffix: "")
        #expect(CLI.run(arguments: ["info", text]).exitCode == CLIExitCode.dataError.rawValue)
    }

    @Test("an unknown floor of a named building lists that building's floors; otherwise every floor of a small venue")
    func unknownFloorListsFloors() throws {
        let venue = try VenueLoader.load(path: Self.sample)
        let alder = venue.floors.filter { $0.name.hasPrefix("Alder Hall") }
        #expect(alder.count == 3)
        let r = CLI.run(arguments: ["locate", Self.sample, "--at", "-122.67705,45.52294", "--floor", "Alder Hall Level 9"])
        #expect(r.exitCode == CLIExitCode.usage.rawValue)
        for f in venue.floors {
            #expect(r.stderr.contains(f.id) == f.name.hasPrefix("Alder Hall"), "\(f.name) listed or left out wrongly: \(r.stderr)")
        }
        let any = CLI.run(arguments: ["locate", Self.sample, "--at", "-122.67705,45.52294", "--floor", "Level 9"])
        for f in venue.floors { #expect(any.stderr.contains(f.id), "\(f.name) missing: \(any.stderr)") }
    }

    @Test("a position's floor number is read in the building the position lies in")
    func positionFloorInItsBuilding() throws {
        let venue = try VenueLoader.load(path: Self.sample)
        let inAlder = "-122.67705,45.52294"
        // "1" is the short name of both buildings' first level: the point decides.
        let one = CLI.run(arguments: ["route", Self.sample, "--from", "\(inAlder)@1", "--to", "Library"])
        #expect(one.exitCode == 0, "\(one.stderr)")
        #expect(try Self.json(one.stdout)["summary"]?["from"]?.stringValue?.hasSuffix("@ Alder Hall Level 1") == true)
        // Ordinal 0 is also the outdoor floor's: the building's floor is meant.
        let zero = CLI.run(arguments: ["locate", Self.sample, "--at", inAlder, "--floor", "0"])
        #expect(try Self.json(zero.stdout)["floor"]?["name"]?.stringValue == "Alder Hall Level 1", "\(zero.stderr)")
        // The library function behind it, with the position in metres.
        let p = venue.projection.project(GeoCoordinate(longitude: -122.67705, latitude: 45.52294))
        #expect(try venue.floorIndex(matching: "1", at: p) == venue.floors.firstIndex { $0.name == "Alder Hall Level 1" })
        // Outside both buildings, "1" stays ambiguous.
        let outside = venue.projection.project(GeoCoordinate(longitude: -122.6, latitude: 45.6))
        #expect(throws: FloorLookupError.self) { try venue.floorIndex(matching: "1", at: outside) }
        #expect(throws: FloorLookupError.self) { try venue.floorIndex(matching: "1") }
    }

    @Test("a locate --batch line with longitude and latitude swapped gets the swap hint, as --at does")
    func batchSwapHint() throws {
        let input = try CLITest.temporaryFile("Alder Hall Level 1,45.52294,-122.67705\n{\"floor\": 0, \"lon\": 45.5, \"lat\": -122.6}\n", suffix: ".csv")
        let r = CLI.run(arguments: ["locate", Self.sample, "--batch", input])
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        for l in lines { #expect(l.contains("did you swap longitude and latitude?"), "\(l)") }
        let single = CLI.run(arguments: ["locate", Self.sample, "--at", "45.52294,-122.67705", "--floor", "1"])
        #expect(single.stderr.contains("did you swap longitude and latitude?"))
    }

    @Test("--pretty keeps each coordinate pair on one line")
    func prettyCoordinates() throws {
        let r = CLI.run(arguments: ["route", Self.sample, "--from", "ALD 101", "--to", "Library", "--pretty"])
        let lines = r.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let pairs = lines.filter { $0.hasPrefix("[-122.") }
        #expect(pairs.count > 10)
        for l in pairs { #expect(l.hasSuffix("]") || l.hasSuffix("],"), "\(l)") }
        #expect(!lines.contains { Double($0.trimmingCharacters(in: CharacterSet(charactersIn: ","))) != nil }, "a number alone on a line")
        #expect(try Self.json(r.stdout) == Self.json(CLI.run(arguments: ["route", Self.sample, "--from", "ALD 101", "--to", "Library"]).stdout))
    }

    @Test("floor changes carry the floors' names beside their ids")
    func connectionFloorNames() throws {
        let venue = try VenueLoader.load(path: Self.sample)
        let names = Dictionary(uniqueKeysWithValues: venue.floors.map { ($0.id, $0.name) })
        let r = CLI.run(arguments: ["route", Self.sample, "--from", "ALD 101", "--to", "Library"])
        let changes = (try Self.json(r.stdout)["features"]?.arrayValue ?? []).filter { $0["properties"]?[RouteDocument.connection] != nil }
        #expect(changes.count >= 2)
        for c in changes {
            let p = c["properties"]
            for (id, name) in [(RouteDocument.fromFloor, RouteDocument.fromFloorName), (RouteDocument.toFloor, RouteDocument.toFloorName)] {
                let floor = try #require(p?[id]?.stringValue)
                #expect(p?[name]?.stringValue == names[floor])
            }
        }
    }

    @Test("the route help explains the breakdown's sourceCost")
    func sourceCostExplained() {
        let help = CLI.run(arguments: ["help", "route"]).stdout.replacingOccurrences(of: "\n", with: " ")
        let squeezed = help.split(separator: " ").joined(separator: " ")
        #expect(squeezed.contains("'sourceCost' in the breakdown is the source data's own weight"), "\(squeezed)")
    }

    @Test("reachable never writes a null name: unnamed spaces have no name member, and every space its kind")
    func reachableUnnamedSpaces() throws {
        let r = CLI.run(arguments: ["reachable", Self.sample, "--from", "ALD 101", "--within", "30s"])
        let features = try Self.json(r.stdout)["features"]?.arrayValue ?? []
        let properties = features.compactMap { $0["properties"]?.objectValue }
        #expect(properties.count == features.count && !features.isEmpty)
        #expect(properties.allSatisfy { $0["name"] != .null })
        #expect(properties.allSatisfy { $0["kind"]?.stringValue != nil })
        #expect(properties.contains { $0["name"] == nil }, "the sample's hallways are unnamed")
    }

    @Test("every non-Swift file of a test target is excluded or a resource in Package.swift (no unhandled-file warning)")
    func testFilesDeclared() throws {
        let manifest = try String(contentsOfFile: PackageFolders.root + "/Package.swift", encoding: .utf8)
        let tests = PackageFolders.root + "/Tests"
        let fm = FileManager.default
        for target in try fm.contentsOfDirectory(atPath: tests) where target.hasSuffix("Tests") {
            let files = fm.enumerator(atPath: tests + "/" + target)?.compactMap { $0 as? String } ?? []
            for f in files where !f.hasSuffix(".swift") {
                var isFolder: ObjCBool = false
                _ = fm.fileExists(atPath: "\(tests)/\(target)/\(f)", isDirectory: &isFolder)
                if isFolder.boolValue { continue }
                let top = String(f.split(separator: "/")[0])
                #expect(manifest.contains("exclude: [\"\(top)\"]") || manifest.contains(".copy(\"\(top)\")"), "\(target)/\(f) is not declared")
            }
        }
    }
}
