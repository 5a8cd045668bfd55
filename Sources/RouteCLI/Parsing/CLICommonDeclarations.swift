import IndoorGeometry
import Routing

/// Declarations shared by several subcommands, so they read the same everywhere.
extension CLIArgumentSpec {
    /// `<venue>`: a venue folder, `.zip`, OSM file or prebuilt file.
    static let venue = CLIArgumentSpec(
        name: "venue",
        help: "A venue: an MVF v3, IMDF or OpenStreetMap folder, a .zip of one, an .osm or .geojson OSM file, or a prebuilt file (indoor build).",
        kind: .path)

    /// `<input>`: a GeoJSON file or `-` for standard input.
    static let geoJSONInput = CLIArgumentSpec(
        name: "input",
        help: "A GeoJSON file (Feature, FeatureCollection or bare geometry), or '-' to read standard input.",
        kind: .path)
}

extension CLIOptionSpec {
    /// `--floor <id|name|ordinal>`, required or not.
    static func floor(required: Bool, help: String = "The floor, by id, name or elevation ordinal.") -> CLIOptionSpec {
        CLIOptionSpec(name: "floor", valueName: "id|name|ordinal", help: help, kind: .floor, isRequired: required)
    }

    /// `--profile <profile>` with the routing profiles.
    static let profile = CLIOptionSpec(
        name: "profile", valueName: "profile",
        help: "Who is moving: 'accessible' avoids stairs, escalators, ladders and narrow doors.",
        kind: .choice(CLIRouteProfile.allCases.map(\.rawValue)), defaultValue: CLIRouteProfile.standard.rawValue)
}

extension CLIFlagSpec {
    /// `--strict`: read the venue exactly as the source has it (no ``VenueInference``).
    static let strict = CLIFlagSpec(
        name: "strict",
        help:
            "Read the venue exactly as its source draws it: infer no open fronts, openings, entrances or outdoor ground (see 'indoor check' for what is inferred otherwise)."
    )
    /// `--open-nonwalkable-doors`: open the doors the source lists as not walkable.
    static let openNonwalkableDoors = CLIFlagSpec(
        name: "open-nonwalkable-doors", help: "Open the doors the source lists as not walkable (MVF nonwalkable/); they stay closed by default.")
    /// The flags every venue-reading command takes.
    static let inference: [CLIFlagSpec] = [.strict, .openNonwalkableDoors]
}

extension CLIParsedValues {
    /// The ``VenueInference`` the `--strict` and `--open-nonwalkable-doors` flags ask for.
    var inference: VenueInference {
        if flag("strict") { return .strict }
        var v = VenueInference.default
        v.opensNonwalkableDoors = flag("open-nonwalkable-doors")
        return v
    }
}

/// The routing profiles a user can choose on the command line.
enum CLIRouteProfile: String, Sendable, CaseIterable, Hashable {
    /// Anyone on foot: every public connection.
    case standard = "default"
    /// Step-free: elevators, ramps and doors wide enough for a wheelchair.
    case accessible

    /// The library's profile of this name (no overrides).
    var routingProfile: RoutingProfile { self == .accessible ? .accessible : .default }
    /// The key of the router this profile runs on (no overrides): the wheelchair clearance for `accessible`.
    var routerKey: RouterKey { self == .accessible ? .accessible : .default }
}
