import IndoorGeometry

/// `indoor simplify <input> --tolerance <m> [--preserve-topology]`: simplify GeoJSON lines and polygons.
enum SimplifyCommand: CLISubcommand {
    /// Typed options of `simplify`.
    struct Options: Sendable, Equatable {
        /// A GeoJSON file, or `-` for standard input.
        var inputPath: String
        /// Largest distance, in metres, a removed vertex may lie from the simplified line.
        var toleranceMetres: Double
        /// Keep rings valid: no self-intersections, holes stay inside, nothing collapses.
        var preserveTopology: Bool
    }

    static let spec = CLICommandSpec(
        name: "simplify",
        abstract: "Simplify GeoJSON lines and polygons (Douglas-Peucker).",
        discussion: """
            Removes vertices that lie within the tolerance of the simplified line (Douglas and Peucker, 1973). \
            With --preserve-topology, rings stay valid and holes stay inside their shells, at the cost of \
            keeping more vertices.
            """,
        arguments: [.geoJSONInput],
        options: [
            CLIOptionSpec(
                name: "tolerance", valueName: "m", help: "Largest deviation allowed, in metres, 0 to 10 km (units m, cm, mm, km accepted).",
                kind: .length(min: 0, max: 10_000), isRequired: true)
        ],
        flags: [CLIFlagSpec(name: "preserve-topology", help: "Keep rings simple and holes inside their shells.")])

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        guard let tolerance = try values.length("tolerance") else {
            throw CLIUsageFailure("Missing expected argument '--tolerance <m>'", label: "--tolerance <m>")
        }
        return Options(inputPath: values.requiredArgument("input"), toleranceMetres: tolerance, preserveTopology: values.flag("preserve-topology"))
    }

    /// Reads the GeoJSON, simplifies every feature and prints the result.
    static func execute(_ options: Options) -> CLIResult {
        if let problem = CLIInputCheck.problem(with: options.inputPath, role: "input", expecting: .fileOrStandardInput) { return problem }
        let input: CLIGeoJSONIO.Input
        switch CLIGeoJSONIO.read(options.inputPath) {
        case let .success(i): input = i
        case let .failure(f): return f.result
        }
        let p = input.projection
        let t = options.toleranceMetres
        do {
            // With --preserve-topology every polygon of every feature is simplified together, so polygons
            // that share edges (rooms of a floor) keep sharing them.
            var shared: [Polygon] = []
            if options.preserveTopology {
                for f in input.collection.features {
                    switch f.geometry {
                    case let .polygon(r)?: shared.append(try CLIGeoJSONIO.polygon(r, p))
                    case let .multiPolygon(ps)?: shared += try ps.map { try CLIGeoJSONIO.polygon($0, p) }
                    default: break
                    }
                }
                shared = shared.simplifiedPreservingTopology(tolerance: t)
            }
            var next = 0
            func take(_ n: Int) -> [Polygon] {
                defer { next += n }
                return Array(shared[next ..< next + n])
            }
            var out: [GeoJSONFeature] = []
            func simplified(_ cs: [GeoCoordinate]) throws -> [GeoCoordinate] {
                try Polyline(points: CLIGeoJSONIO.points(cs, p)).simplified(tolerance: t).points.map(p.unproject)
            }
            for f in input.collection.features {
                guard let g = f.geometry else { continue }
                let geometry: GeoJSONGeometry
                switch g {
                case let .lineString(cs):
                    geometry = .lineString(try simplified(cs))
                case let .multiLineString(ls):
                    geometry = .multiLineString(try ls.map(simplified))
                case let .polygon(r):
                    let poly = options.preserveTopology ? take(1)[0] : try CLIGeoJSONIO.polygon(r, p).simplified(tolerance: t)
                    geometry = .polygon(poly, projection: p)
                case let .multiPolygon(ps):
                    let polys = options.preserveTopology ? take(ps.count) : try ps.map { try CLIGeoJSONIO.polygon($0, p).simplified(tolerance: t) }
                    geometry = .multiPolygon(MultiPolygon(polys), projection: p)
                default:
                    geometry = g  // points pass through unchanged
                }
                out.append(CLIGeoJSONIO.feature(f, geometry: geometry))
            }
            return CLIGeoJSONIO.output(out)
        } catch {
            return .failure("\(options.inputPath): \(error)", code: .dataError)
        }
    }
}
