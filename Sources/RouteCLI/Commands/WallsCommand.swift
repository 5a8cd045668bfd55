import IndoorGeometry

/// `indoor walls <venue> --floor <f>`: the walls of one floor as GeoJSON.
enum WallsCommand: CLISubcommand {
    /// Typed options of `walls`.
    struct Options: Sendable, Equatable {
        /// The venue folder or `.zip`.
        var venuePath: String
        /// What to infer that the source leaves out (`--strict`, `--open-nonwalkable-doors`).
        var inference: VenueInference = .default
        /// The floor whose walls are printed.
        var floor: CLIFloorReference
    }

    static let spec = CLICommandSpec(
        name: "walls",
        abstract: "Print the walls of a floor as GeoJSON.",
        discussion:
            "Walls are the drawn wall lines (IMDF: unit boundaries) buffered to their thickness, joined at their corners and cut at usable doors, printed as one Polygon Feature per solid piece with properties floor and area (m²).",
        arguments: [.venue],
        options: [.floor(required: true)],
        flags: CLIFlagSpec.inference)

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        guard let floor = try values.floor("floor") else {
            throw CLIUsageFailure("Missing expected argument '--floor <id|name|ordinal>'", label: "--floor <id|name|ordinal>")
        }
        return Options(venuePath: values.requiredArgument("venue"), inference: values.inference, floor: floor)
    }

    /// Loads the venue and prints the floor's walls as solid polygons (``Venue/wallPolygons(floorIndex:)``):
    /// one Feature per polygon with properties `floor` and `area` (m²).
    static func execute(_ options: Options) -> CLIResult {
        let venue: Venue
        switch CLIVenue.load(options.venuePath, inference: options.inference) {
        case let .failure(f): return f.result
        case let .success(v): venue = v
        }
        let f: Int
        do {
            f = try RenderCommand.resolveFloor(options.floor, in: venue)
        } catch {
            return CLIUsageFailure(error.description, label: "--floor <id|name|ordinal>").report(spec: spec, path: "indoor walls")
        }
        let walls = venue.wallPolygons(floorIndex: f)
        let p = venue.projection
        let features: [GeoJSONFeature] = walls.polygons.map { poly in
            GeoJSONFeature(
                id: nil, geometry: .polygon(poly, projection: p),
                properties: [
                    "floor": .string(venue.floors[f].id), "area": .number((poly.area * 1000).rounded() / 1000)
                ])
        }
        return CLIGeoJSONIO.output(features)
    }
}
