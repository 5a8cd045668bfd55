import IndoorGeometry

/// `indoor buffer <input> --distance <m> [--cap …] [--join …] [--mitre-limit x] [--segments n]`.
enum BufferCommand: CLISubcommand {
    /// How line ends are closed.
    enum Cap: String, Sendable, CaseIterable, Hashable { case round, flat, square }
    /// How offset segments meet at convex corners.
    enum Join: String, Sendable, CaseIterable, Hashable { case round, mitre, bevel }

    /// Typed options of `buffer`.
    struct Options: Sendable, Equatable {
        /// A GeoJSON file, or `-` for standard input.
        var inputPath: String
        /// Buffer distance in metres; negative shrinks polygons.
        var distanceMetres: Double
        /// End cap style.
        var cap: Cap
        /// Join style.
        var join: Join
        /// Longest mitre allowed, as a multiple of the distance (≥ 1); longer ones are bevelled.
        var mitreLimit: Double
        /// Segments per quarter circle for round caps and joins (≥ 1).
        var segmentsPerQuadrant: Int
    }

    static let spec = CLICommandSpec(
        name: "buffer",
        abstract: "Grow or shrink GeoJSON geometry by a distance.",
        discussion: """
            Reads WGS84 GeoJSON, buffers it on a local metric plane and prints the result as GeoJSON. A \
            negative distance shrinks polygons (erosion); lines and points need a positive one.
            """,
        arguments: [.geoJSONInput],
        options: [
            CLIOptionSpec(
                name: "distance", valueName: "m", help: "Buffer distance in metres, -10 km to 10 km (units m, cm, mm, km accepted); negative shrinks polygons.",
                kind: .length(min: -maxDistance, max: maxDistance), isRequired: true),
            CLIOptionSpec(
                name: "cap", valueName: "style", help: "How the ends of lines are closed.", kind: .choice(Cap.allCases.map(\.rawValue)),
                defaultValue: Cap.round.rawValue),
            CLIOptionSpec(
                name: "join", valueName: "style", help: "How offset edges meet at corners.", kind: .choice(Join.allCases.map(\.rawValue)),
                defaultValue: Join.round.rawValue),
            CLIOptionSpec(
                name: "mitre-limit", valueName: "x", help: "Longest mitre, as a multiple of the distance, before it is bevelled (1 to 100).",
                kind: .number(min: 1, max: 100), defaultValue: "5"),
            CLIOptionSpec(
                name: "segments", valueName: "n", help: "Segments per quarter circle in round caps and joins.", kind: .integer(min: 1, max: 1000),
                defaultValue: "8")
        ])

    /// Largest buffer distance in metres, either way: the local plane the buffer is computed on is
    /// accurate to millimetres over a few kilometres, not over a continent.
    static let maxDistance = 10_000.0

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        guard let distance = try values.length("distance") else {
            throw CLIUsageFailure("Missing expected argument '--distance <m>'", label: "--distance <m>")
        }
        return Options(
            inputPath: values.requiredArgument("input"),
            distanceMetres: distance,
            cap: try values.choice("cap", as: Cap.self) ?? .round,
            join: try values.choice("join", as: Join.self) ?? .round,
            mitreLimit: try values.number("mitre-limit") ?? 5,
            segmentsPerQuadrant: try values.integer("segments") ?? 8)
    }

    /// Reads the GeoJSON, buffers every feature on the local plane and prints the result (exit 64 for a
    /// line or point with a distance ≤ 0, 65 for bad geometry).
    static func execute(_ options: Options) -> CLIResult {
        if let problem = CLIInputCheck.problem(with: options.inputPath, role: "input", expecting: .fileOrStandardInput) { return problem }
        let input: CLIGeoJSONIO.Input
        switch CLIGeoJSONIO.read(options.inputPath) {
        case let .success(i): input = i
        case let .failure(f): return f.result
        }
        let style = BufferStyle(
            cap: BufferStyle.Cap(rawValue: options.cap.rawValue) ?? .round, join: BufferStyle.Join(rawValue: options.join.rawValue) ?? .round,
            mitreLimit: options.mitreLimit, segmentsPerQuarterCircle: options.segmentsPerQuadrant)
        let p = input.projection
        let d = options.distanceMetres
        var out: [GeoJSONFeature] = []
        for f in input.collection.features {
            guard let g = f.geometry else { continue }
            if d <= 0, let kind = lineOrPointKind(g) {
                let name = f.id.map { "feature '\($0)'" } ?? "a feature without id"
                return .failure("\(name) is a \(kind): lines and points need a positive --distance (got \(d) m); only polygons shrink", code: .usage)
            }
            do {
                let m = try buffer(g, d, style, p)
                out.append(CLIGeoJSONIO.feature(f, geometry: CLIGeoJSONIO.geometry(m, p)))
            } catch {
                return .failure("feature \(f.id.map { "'\($0)'" } ?? "without id"): \(error)", code: .dataError)
            }
        }
        return CLIGeoJSONIO.output(out)
    }

    /// The GeoJSON type of `g`, or of its first line or point member, when it has no area to shrink.
    static func lineOrPointKind(_ g: GeoJSONGeometry) -> String? {
        switch g {
        case .point, .multiPoint, .lineString, .multiLineString: return g.typeName
        case .polygon, .multiPolygon: return nil
        case let .geometryCollection(gs): return gs.lazy.compactMap(lineOrPointKind).first
        }
    }

    static func buffer(_ g: GeoJSONGeometry, _ d: Double, _ style: BufferStyle, _ p: LocalProjection) throws -> MultiPolygon {
        switch g {
        case let .point(c): return Polyline(uncheckedPoints: [p.project(c), p.project(c)]).buffer(distance: d, style: style)
        case let .multiPoint(cs):
            return MultiPolygon.buffer(lines: cs.map { Polyline(uncheckedPoints: [p.project($0), p.project($0)]) }, distance: d, style: style)
        case let .lineString(cs): return try Polyline(points: CLIGeoJSONIO.points(cs, p)).buffer(distance: d, style: style)
        case let .multiLineString(ls):
            return MultiPolygon.buffer(lines: try ls.map { try Polyline(points: CLIGeoJSONIO.points($0, p)) }, distance: d, style: style)
        case let .polygon(rings): return try CLIGeoJSONIO.polygon(rings, p).buffer(distance: d, style: style)
        case let .multiPolygon(ps): return MultiPolygon(try ps.map { try CLIGeoJSONIO.polygon($0, p) }).buffer(distance: d, style: style)
        case let .geometryCollection(gs):
            var acc = MultiPolygon()
            for x in gs { acc = acc.union(try buffer(x, d, style, p)) }
            return acc
        }
    }
}
