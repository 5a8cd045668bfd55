/// Reads OpenStreetMap indoor data tagged with Simple Indoor Tagging (SIT) into a ``Venue``: `.osm` XML
/// (``OSMXMLDecoder``) or GeoJSON as osmtogeojson writes it (``OSMGeoJSONDecoder``), from a single file
/// or from the files of a folder or `.zip` (all `.osm`, `.osm.xml`, `.geojson` and `.json` files are
/// read and merged). `.osm.pbf` is not read.
///
/// What becomes what:
/// - `indoor=room` → a walled ``SpaceKind/room`` (``Space/boundaryIsWall``: its outline is a wall of
///   ``roomBoundaryWallThickness`` except at its doors); `indoor=corridor` → ``SpaceKind/hallway`` and
///   `indoor=area` → ``SpaceKind/area``, both unwalled: open to their neighbours along shared edges.
///   On a level that draws its walls as `indoor=wall` ways, those are the walls and room outlines are not.
/// - `indoor=level` → floor outlines; `indoor=wall` → walls; `indoor=column` → obstacles;
///   `building=*` outlines → buildings (features are put in the building whose outline holds them).
/// - floors: one per `level` value per building, named by the value (`--floor -1`); a feature on several
///   levels (`0;1`, `-1-1`, `repeat_on`) is on each (see ``OSMLevel/parse(_:)``, ``OSMLevelTable``).
///   A feature without a level is on level 0, with a warning.
/// - doors: `door=*`, `entrance=*` nodes on outlines (see `OSMVenueBuilder+Doors`); rooms without door
///   nodes are left doorless.
/// - vertical connections: multi-level stairs, elevator and escalator rooms (anchored at their entry
///   nodes), single-level stairs and elevator rooms stacked on consecutive levels, `highway=elevator`
///   nodes, and steps or footways whose level is a range (see `OSMVenueBuilder+Vertical`).
/// - names and categories → destinations (id = OSM id); `access=private|no` → ``Space/restriction``.
/// - footways, paths and pedestrian areas without a level outside the buildings → the outdoor floor.
/// Anything else is counted in ``Venue/otherFeatureCounts`` by its main tag (`railway=platform`).
public enum OSMReader {
    /// Tolerances and defaults of the reader, in metres.
    public struct Options: Hashable, Sendable {
        /// Width of a door node's span when it has no `width` tag (default 0.9 m, a common single door).
        public var doorWidth = 0.9
        /// How far a door node may lie from a space outline and still be on it (default 0.05 m: node
        /// positions are stored to 1e-7°, about 1 cm).
        public var doorTolerance = 0.05
        /// Thickness of an `indoor=wall` way without `width` (default 0.2 m).
        public var wallThickness = 0.2
        /// Width of an outdoor footway drawn as a line without `width` (default 2 m).
        public var outdoorPathWidth = 2.0
        /// How far from a building entrance node the next vertex of a footway through it may lie and still
        /// be where the entrance is entered or left on that side (default 2 m: a step through the door;
        /// a vertex further on shapes the path beyond it).
        public var entranceApproach = 2.0

        /// The defaults listed on each member.
        public init() {}

        func validate() {
            for (name, v) in [
                ("doorWidth", doorWidth), ("doorTolerance", doorTolerance), ("wallThickness", wallThickness), ("outdoorPathWidth", outdoorPathWidth),
                ("entranceApproach", entranceApproach)
            ] {
                precondition(v.isFinite && v >= 0, "OSMReader.Options.\(name) must be finite and >= 0, got \(v)")
            }
        }
    }

    /// Thickness in metres of the walls that room outlines stand for (``Venue/spaceBoundaryWallThickness``):
    /// 0.1 m, as for IMDF units; SIT rooms are walled, corridors and areas are not.
    public static let roomBoundaryWallThickness = 0.1
    /// Positions further than this (metres) from the centre of the data are not part of an indoor map:
    /// 100 km.
    public static let maxDistanceFromOrigin = 100_000.0
    /// Polygons smaller than this (m²) left over from repairing a self-crossing outline are dropped.
    static let minimumRepairedArea = 0.01

    /// Whether `path` names a file the OSM readers decode (`.osm`, `.osm.xml`, `.geojson`, `.json`).
    public static func isOSMFileName(_ path: String) -> Bool {
        let p = path.lowercased()
        return p.hasSuffix(".osm") || p.hasSuffix(".osm.xml") || p.hasSuffix(".geojson") || p.hasSuffix(".json")
    }

    /// Whether `path` names an OSM PBF file, which is out of scope.
    public static func isPBFFileName(_ path: String) -> Bool { path.lowercased().hasSuffix(".pbf") }

    /// Whether the source holds OSM data: an `.osm` file, or a GeoJSON file whose features carry OSM ids
    /// or an `indoor` tag (looked for in the first 64 KB).
    public static func canRead(_ source: any VenueSource) -> Bool {
        for path in source.filePaths where isOSMFileName(path) {
            let lower = path.lowercased()
            if lower.hasSuffix(".osm") || lower.hasSuffix(".osm.xml") { return true }
            guard let bytes = try? source.read(path) else { continue }
            let head = String(decoding: bytes.prefix(65_536), as: UTF8.self)
            if head.contains("\"way/") || head.contains("\"node/") || head.contains("\"relation/") || head.contains("\"indoor\"") { return true }
        }
        return false
    }

    /// Decodes one file by its name: XML for `.osm` and `.osm.xml`, GeoJSON otherwise.
    /// - Throws: ``FormatError`` for malformed content.
    public static func decode(_ bytes: [UInt8], file: String) throws(FormatError) -> OSMDocument {
        let lower = file.lowercased()
        if lower.hasSuffix(".osm") || lower.hasSuffix(".osm.xml") { return try OSMXMLDecoder(file: file).decode(bytes) }
        return try OSMGeoJSONDecoder(file: file).decode(bytes)
    }

    /// Reads every OSM file of the source into one venue.
    /// - Parameters:
    ///   - source: a folder, a `.zip` or a single file (``SingleFileSource``).
    ///   - options: tolerances and defaults.
    /// - Returns: the venue, with warnings naming the tag and the OSM id of each deviation.
    /// - Throws: ``FormatError`` for malformed XML or GeoJSON, invalid node coordinates, a `.pbf` file or
    ///   a source without any OSM feature; ``VenueSourceError`` when a file cannot be read.
    /// - Complexity: O(features + door nodes · spaces per floor + features · buildings).
    public static func read(_ source: any VenueSource, options: Options = Options()) throws -> Venue {
        var documents: [OSMDocument] = []
        for path in source.filePaths {
            if isPBFFileName(path) {
                throw FormatError(
                    file: path, message: "OSM PBF (.osm.pbf) is not read; convert it to .osm XML first (osmium cat in.osm.pbf -o out.osm)")
            }
            guard isOSMFileName(path), let bytes = try source.read(path) else { continue }
            documents.append(try decode(bytes, file: path))
        }
        let name = source.displayName.split(separator: "/").last.map(String.init) ?? source.displayName
        return try venue(from: documents, options: options, sourceName: name)
    }

    /// Builds the venue from decoded documents.
    /// - Throws: ``FormatError`` when the documents hold no feature at all.
    public static func venue(from documents: [OSMDocument], options: Options = Options(), sourceName: String = "OSM venue") throws(FormatError)
        -> Venue
    {
        options.validate()
        let items = documents.flatMap { d in d.features.map { OSMVenueBuilder.Item(feature: $0, file: d.file) } }
        guard !items.isEmpty else {
            throw FormatError(file: documents.first?.file ?? sourceName, message: "no OSM features (tagged nodes, ways or multipolygons) found")
        }
        var b = OSMVenueBuilder(items: items, options: options, name: sourceName)
        var v = b.build()
        v.warnings = documents.flatMap(\.warnings) + v.warnings
        for d in documents {
            for (k, n) in d.skippedCounts { v.otherFeatureCounts[k, default: 0] += n }
        }
        return v
    }
}
