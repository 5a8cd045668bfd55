import IndoorGeometry
import Testing
@testable import RouteCLI

@Suite("CLI subcommand execution")
struct SubcommandExecutionTests {
    @Test func geoJSONCommandsAcceptStandardInputAndFiles() throws {
        let file = try CLITest.temporaryFile(#"{"type":"Point","coordinates":[0,0]}"#)
        let squared = CLI.run(arguments: ["buffer", file, "--distance=2m", "--cap", "square"])
        #expect(squared.exitCode == 0)
        // A point buffered 2 m with a square cap is a 4 m × 4 m square: check its area in metres.
        let fc = try GeoJSONDecoder(file: "out").decodeFeatureCollection(Array(squared.stdout.utf8))
        guard case let .polygon(rings)? = fc.features.first?.geometry else {
            Issue.record("expected a polygon, got \(squared.stdout)")
            return
        }
        let proj = LocalProjection(origin: GeoCoordinate(longitude: 0, latitude: 0))
        let area = try Ring(points: rings[0].map(proj.project)).area
        #expect(abs(area - 16) < 0.01, "area \(area)")
        let simplified = CLI.run(arguments: ["simplify", file, "--tolerance", "10cm", "--preserve-topology"])
        #expect(simplified.exitCode == 0)
        #expect(simplified.stdout.contains("\"Point\""))
    }

    @Test("An empty folder is not a venue: info, locate, route and render exit 65 naming what was expected", arguments: ["info", "locate", "route", "render"])
    func emptyFolderIsBadData(name: String) throws {
        let venue = try CLITest.temporaryFolder()
        let extra: [String: [String]] = [
            "locate": ["--at", "-122.6,45.5", "--floor", "1"],
            "route": ["--from", "a", "--to", "b"],
            "render": ["--floor", "1"]
        ]
        let r = CLI.run(arguments: [name, venue] + (extra[name] ?? []))
        #expect(r.exitCode == 65)
        #expect(r.stderr.hasPrefix("Error: ") && r.stderr.contains("not a venue bundle"), "\(r.stderr)")
    }

    @Test(
        "Missing inputs exit 66",
        arguments: [
            (["info", "/nonexistent/venue"], "Error: venue '/nonexistent/venue' not found\n"),
            (["route", "/nonexistent/v.zip", "--from", "a", "--to", "b"], "Error: venue '/nonexistent/v.zip' not found\n"),
            (["buffer", "/nonexistent.geojson", "--distance", "1"], "Error: input '/nonexistent.geojson' not found\n")
        ])
    func missingInput(arguments: [String], stderr: String) {
        #expect(CLI.run(arguments: arguments) == CLIResult(stdout: "", stderr: stderr, exitCode: 66))
    }

    @Test func wrongKindsOfInputExit66() throws {
        let folder = try CLITest.temporaryFolder()
        let file = try CLITest.temporaryFile("{}", suffix: ".txt")
        // A readable file that is no venue is bad data (65), not missing input (66).
        let notVenue = CLI.run(arguments: ["info", file])
        #expect(notVenue.exitCode == 65)
        #expect(
            notVenue.stderr
                == "Error: venue '\(file)' is a file, not a venue bundle: indoor reads MVF v3 (manifest.geojson + floors.geojson) and IMDF (level.geojson, unit.geojson, opening.geojson…) bundles, as a folder or a .zip, OpenStreetMap indoor data (.osm, .geojson), and prebuilt files written by 'indoor build'\n"
        )
        // A JSON file is read as OSM GeoJSON: `{}` is no GeoJSON, so bad data too, naming the file.
        let json = try CLITest.temporaryFile("{}", suffix: ".json")
        let notGeoJSON = CLI.run(arguments: ["info", json])
        #expect(notGeoJSON.exitCode == 65)
        #expect(notGeoJSON.stderr.hasPrefix("Error: venue '\(json)': "), "\(notGeoJSON.stderr)")
        let pbf = try CLITest.temporaryFile("x", suffix: ".osm.pbf")
        let pbfResult = CLI.run(arguments: ["info", pbf])
        #expect(pbfResult.exitCode == 65)
        #expect(pbfResult.stderr.contains("OSM PBF") && pbfResult.stderr.contains("not read"), "\(pbfResult.stderr)")
        let folderAsInput = CLI.run(arguments: ["simplify", folder, "--tolerance", "1"])
        #expect(folderAsInput.stderr == "Error: input '\(folder)' is a folder; expected a file\n")
        let stdinVenue = CLI.run(arguments: ["check", "-"])
        #expect(stdinVenue.stderr == "Error: venue cannot be read from standard input ('-'); give a path\n")
        let batch = CLI.run(arguments: ["locate", folder, "--batch", "/nonexistent/batch.txt"])
        #expect(batch.stderr == "Error: batch input '/nonexistent/batch.txt' not found\n")
        let route = CLI.run(arguments: ["render", folder, "--floor", "1", "--route", "/nonexistent/r.geojson"])
        #expect(route.stderr == "Error: route file '/nonexistent/r.geojson' not found\n")
    }

    @Test func typedOptionsOfEverySubcommand() throws {
        #expect(try CLITest.options(InfoCommand.self, ["v", "--json"]).get() == InfoCommand.Options(venuePath: "v", json: true))
        #expect(try CLITest.options(CheckCommand.self, ["v", "--profile=accessible"]).get() == CheckCommand.Options(venuePath: "v", profile: .accessible))
        #expect(
            try CLITest.options(WallsCommand.self, ["v", "--floor", "Level 1"]).get()
                == WallsCommand.Options(venuePath: "v", floor: CLIFloorReference(text: "Level 1")))
        #expect(
            try CLITest.options(SimplifyCommand.self, ["-", "--tolerance", "5cm"]).get()
                == SimplifyCommand.Options(inputPath: "-", toleranceMetres: 0.05, preserveTopology: false))
        let locate = try CLITest.options(LocateCommand.self, ["v", "--batch", "-", "--max-distance", "2"]).get()
        #expect(locate == LocateCommand.Options(venuePath: "v", query: .batch(path: "-"), maxDistanceMetres: 2))
        let render = try CLITest.options(RenderCommand.self, ["v", "--floor", "0", "--at", "30.37,59.94", "--out", "f.svg"]).get()
        #expect(render.marker?.longitude == 30.37 && render.outputPath == "f.svg" && render.routePath == nil)
        let buffer = try CLITest.options(
            BufferCommand.self, ["in.geojson", "--distance", "1km", "--cap", "flat", "--join", "mitre", "--mitre-limit", "2", "--segments", "16"]
        ).get()
        #expect(
            buffer == BufferCommand.Options(inputPath: "in.geojson", distanceMetres: 1000, cap: .flat, join: .mitre, mitreLimit: 2, segmentsPerQuadrant: 16))
        let generate = try CLITest.options(
            GenerateCommand.self, ["o.zip", "--format", "imdf", "--buildings", "2", "--floors", "4", "--rooms-per-floor", "10", "--seed", "42", "--zip"]
        ).get()
        #expect(generate == GenerateCommand.Options(outputPath: "o.zip", format: .imdf, buildings: 2, floors: 4, roomsPerFloor: 10, seed: 42, zip: true))
    }
}
