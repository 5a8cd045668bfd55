import Foundation
import IndoorGeometry

/// `indoor render <venue> --floor <f> [--route <file>] [--at lon,lat] [--out file.svg]`: draw a floor as SVG.
enum RenderCommand: CLISubcommand {
    /// Typed options of `render`.
    struct Options: Sendable, Equatable {
        /// The venue folder or `.zip`.
        var venuePath: String
        /// What to infer that the source leaves out (`--strict`, `--open-nonwalkable-doors`).
        var inference: VenueInference = .default
        /// The floor to draw.
        var floor: CLIFloorReference
        /// A route GeoJSON (from `indoor route`) to draw over the floor, if any.
        var routePath: String?
        /// A point to mark, if any.
        var marker: GeoCoordinate?
        /// The SVG file to write, or `-` for standard output.
        var outputPath: String
    }

    static let spec = CLICommandSpec(
        name: "render",
        abstract: "Draw a floor as SVG, with a route or a marker.",
        discussion: """
            Spaces are filled by kind, walls stroked, doors drawn as gaps; the scale is true and north is up, except \
            on a floor more than 2.5 times taller than wide, which is turned a quarter turn clockwise (north to the \
            right, as the legend's arrow shows). An outdoor floor shows the buildings' footprints and their \
            entrances. With --route: a green dot where the route starts, a red dot where it ends, and a diamond \
            with an up or down arrow where it changes floor (its title names the connection).
            """,
        arguments: [.venue],
        options: [
            .floor(required: true),
            CLIOptionSpec(name: "route", valueName: "route.geojson", help: "A route printed by 'indoor route' to draw on the floor.", kind: .path),
            CLIOptionSpec(name: "at", valueName: "lon,lat", help: "A point to mark, in WGS84 decimal degrees, longitude first.", kind: .coordinate),
            CLIOptionSpec(name: "out", valueName: "file.svg", help: "Where to write the SVG; '-' writes standard output.", kind: .path, defaultValue: "-")
        ],
        flags: CLIFlagSpec.inference)

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        guard let floor = try values.floor("floor") else {
            throw CLIUsageFailure("Missing expected argument '--floor <id|name|ordinal>'", label: "--floor <id|name|ordinal>")
        }
        return Options(
            venuePath: values.requiredArgument("venue"), inference: values.inference,
            floor: floor,
            routePath: values.value("route"),
            marker: try values.coordinate("at"),
            outputPath: values.value("out") ?? "-")
    }

    /// Loads the venue with ``VenueLoader``, resolves the floor, reads the route, renders with
    /// ``FloorRenderer`` and writes the SVG to `--out` (or stdout for `-`).
    static func execute(_ options: Options) -> CLIResult {
        execute(options, loadVenue: { path in try VenueLoader.load(path: path, inference: .strict) })
    }

    /// ``execute(_:)`` with the venue loader injected (tests pass a venue built in memory).
    ///
    /// Exit codes: 66 for a missing venue or route file, or an `--out` that cannot be written; 65 for bad
    /// venue or route data; 64 for a floor the venue does not have (or several floors match) and an invalid
    /// `--at`; 70 when the venue reader is not in this build.
    static func execute(_ options: Options, loadVenue: (String) throws -> Venue) -> CLIResult {
        if let problem = CLIInputCheck.problem(with: options.venuePath, role: "venue", expecting: .venue) { return problem }
        if let route = options.routePath,
            let problem = CLIInputCheck.problem(with: route, role: "route file", expecting: .file)
        {
            return problem
        }
        let venue: Venue
        switch CLIVenue.load(options.venuePath, inference: options.inference, using: loadVenue) {
        case let .success(v): venue = v
        case let .failure(failure): return failure.result
        }
        let floorIndex: Int
        do {
            floorIndex = try resolveFloor(options.floor, in: venue)
        } catch {
            return CLIUsageFailure(error.description, label: "--floor <id|name|ordinal>").report(spec: spec, path: "indoor render")
        }
        var marker: Point?
        if let at = options.marker {
            guard at.isValid else {
                return CLIUsageFailure("'--at \(at.longitude),\(at.latitude)' is not a valid longitude,latitude", label: "--at <lon,lat>")
                    .report(spec: spec, path: "indoor render")
            }
            marker = venue.projection.project(at)
        }
        var warnings = ""
        var route: RenderRoute?
        if let path = options.routePath {
            guard let data = FileManager.default.contents(atPath: path) else {
                return .failure("route file '\(path)' is not readable", code: .noInput)
            }
            do {
                route = try RenderRoute(geoJSON: Array(data), file: path, projection: venue.projection)
            } catch {
                return .failure("route file \(error)", code: .dataError)
            }
            let floor = venue.floors[floorIndex]
            if route?.legs.contains(where: { $0.floorID == floor.id || $0.floorID.lowercased() == floor.name.lowercased() }) == false {
                warnings += "warning: the route does not visit floor '\(floor.id)' (\(floor.name)); drawing the floor without it\n"
            }
        }
        let svg = FloorRenderer(venue: venue).render(floorIndex: floorIndex, route: route, marker: marker)
        if options.outputPath == "-" {
            return CLIResult(stdout: svg, stderr: warnings, exitCode: CLIExitCode.success.rawValue)
        }
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: options.outputPath))
        } catch {
            return .failure("cannot write '\(options.outputPath)': \(error.localizedDescription)", code: .noInput)
        }
        return CLIResult(stderr: warnings, exitCode: CLIExitCode.success.rawValue)
    }

    /// Resolves a floor the way the CLI promises: ``Venue/floorIndex(matching:)`` (id, then name or short
    /// name, then ordinal or `building:ordinal`).
    static func resolveFloor(_ reference: CLIFloorReference, in venue: Venue) throws(FloorLookupError) -> Int {
        try venue.floorIndex(matching: reference.text)
    }
}
