import IndoorGeometry

/// `indoor render <venue> --floor <f> [--route <file>] [--at lon,lat] [--out file.svg]`: draw a floor as SVG.
enum RenderCommand: CLISubcommand {
    /// Typed options of `render`.
    struct Options: Sendable, Equatable {
        /// The venue folder or `.zip`.
        var venuePath: String
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
        discussion: "Spaces are filled by kind, walls stroked, doors drawn as gaps; north is up and the scale is true.",
        arguments: [.venue],
        options: [
            .floor(required: true),
            CLIOptionSpec(name: "route", valueName: "route.geojson", help: "A route printed by 'indoor route' to draw on the floor.", kind: .path),
            CLIOptionSpec(name: "at", valueName: "lon,lat", help: "A point to mark, in WGS84 decimal degrees, longitude first.", kind: .coordinate),
            CLIOptionSpec(name: "out", valueName: "file.svg", help: "Where to write the SVG; '-' writes standard output.", kind: .path, defaultValue: "-"),
        ])

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        guard let floor = try values.floor("floor") else {
            throw CLIUsageFailure("Missing expected argument '--floor <id|name|ordinal>'", label: "--floor <id|name|ordinal>")
        }
        return Options(
            venuePath: values.requiredArgument("venue"),
            floor: floor,
            routePath: values.value("route"),
            marker: try values.coordinate("at"),
            outputPath: values.value("out") ?? "-")
    }

    /// Not wired yet: checks the venue and route paths (exit 66), then exits 70.
    static func execute(_ options: Options) -> CLIResult {
        if let problem = CLIInputCheck.problem(with: options.venuePath, role: "venue", expecting: .venue) { return problem }
        if let route = options.routePath,
           let problem = CLIInputCheck.problem(with: route, role: "route file", expecting: .file) {
            return problem
        }
        return .notAvailable(spec.name)
    }
}
