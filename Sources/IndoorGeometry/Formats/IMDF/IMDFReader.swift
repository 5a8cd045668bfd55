/// Reads an Apple IMDF 1.0.0 archive (a folder or a zip, through ``VenueSource``) into a ``Venue``.
///
/// What it does beyond decoding, because IMDF has no walk graph:
/// - every opening is joined to the units whose boundary passes within ``Options/openingTolerance`` of it
///   (``Door/spaceIndices``; openings touching 0 or 1 units are reported as warnings); an opening touching
///   fewer than two units on its level is also joined to the units of other levels at the same ordinal
///   (an indoor and an outdoor concourse, a ground floor and the campus level), which makes it a door
///   between those floors (``Door/joinsFloors``);
/// - floor changes are inferred from elevator, stairs and escalator units (and elevator/stairs amenities
///   standing in for undrawn shafts) stacked on adjacent ordinals of one building, matched by polygon
///   overlap or touching boundaries, one to one (largest overlap first), plus `relationship` features when present
///   (``VerticalConnection/isInferred`` is true for the geometric ones);
/// - names come from LABELS by a fixed preference (``Options/language``, else the manifest's `language`,
///   then English, then the first language; see ``IMDFLabel/text(preferring:)``).
///
/// Walls: IMDF draws none. A unit's boundary is a wall except where an opening lies on it; openings
/// between walkway units are often narrower than the shared boundary (SPbPU: a 3 m opening on a 25 m
/// shared edge), so a router that wants open corridors must decide whether walkway–walkway boundaries
/// are passable along their whole length.
///
/// Inferred connections have ids `inferred:<unit id>|<unit id>|…` (bottom to top: one connection per chain
/// of stacked units), are two-way, and are anchored at a point well inside each unit (its display point
/// when that has 30 cm clearance). Elevators carry ``AccessFlags/accessible``; the anchor in a restricted
/// unit lacks ``AccessFlags/isPublic``.
///
/// Restricted units (`restriction` set) are walkable spaces with ``Space/restriction``: routers let staff
/// profiles in and keep everyone else out.
///
/// Files used: manifest.json, venue, building, footprint, level, unit, opening, amenity, anchor, occupant,
/// fixture, relationship. `level.geojson` and `unit.geojson` are required; the others may be absent.
/// Standard files the engine does not need (address, detail, geofence, kiosk, section) are skipped
/// silently; any other file is reported as ignored.
public enum IMDFReader {
    /// Tolerances and preferences of the reader. Distances are metres, areas square metres.
    public struct Options: Hashable, Sendable {
        /// How close a unit boundary must pass to a sample point of an opening to count as joined (default 5 cm).
        public var openingTolerance: Double = 0.05
        /// Where openings are sampled, as fractions of their length (default middle and quarter points).
        public var openingSampleFractions: [Double] = [0.5, 0.25, 0.75]
        /// Smallest overlap area for two stacked vertical units to be linked (default 0.25 m²).
        public var minimumStackOverlapArea: Double = 0.25
        /// Stacked vertical units that do not overlap are linked when their boundaries come this close
        /// (default 5 cm): offset stair flights that meet end to end.
        public var stackTouchTolerance: Double = 0.05
        /// Elevator or stairs amenities without a drawn unit are linked across adjacent ordinals when
        /// they are this close in plan (default 2 m).
        public var amenityStackRadius: Double = 2.0
        /// Preferred label language; `nil` uses the manifest's `language`.
        public var language: String? = nil

        /// The defaults listed on each member.
        public init() {}

        /// Stops on programmer errors: negative or non-finite distances, fractions outside [0, 1].
        func validate() {
            for (name, v) in [
                ("openingTolerance", openingTolerance), ("minimumStackOverlapArea", minimumStackOverlapArea),
                ("stackTouchTolerance", stackTouchTolerance), ("amenityStackRadius", amenityStackRadius)
            ] {
                precondition(v.isFinite && v >= 0, "IMDFReader.Options.\(name) must be finite and >= 0, got \(v)")
            }
            precondition(openingSampleFractions.allSatisfy { $0 >= 0 && $0 <= 1 }, "IMDFReader.Options.openingSampleFractions must lie in [0, 1]")
        }
    }

    /// Reads the archive into a venue.
    ///
    /// - Parameters:
    ///   - source: the archive's files (``FolderSource`` or a zip source).
    ///   - options: tolerances and language preference.
    /// - Returns: the venue, with ``Venue/warnings`` listing every deviation met.
    /// - Throws: ``FormatError`` (file, JSON path, feature id) for invalid JSON, wrong JSON types,
    ///   out-of-range coordinates, unclosed rings, a missing `level.geojson` or `unit.geojson`, or a
    ///   `feature_type` that contradicts its file; ``VenueSourceError`` when a file cannot be read.
    /// - Complexity: O(features + openings · nearby unit edges + stacked vertical unit pairs · edges²).
    /// - Precondition: tolerances, radii and areas are finite and not negative; sample fractions lie in [0, 1].
    public static func read(_ source: any VenueSource, options: Options = Options()) throws -> Venue {
        try venue(from: decode(source, options: options), options: options, sourceName: source.displayName)
    }

    /// Decodes the archive into typed IMDF features (all label languages kept), without building a venue.
    /// - Throws: as ``read(_:options:)``.
    public static func decode(_ source: any VenueSource, options: Options = Options()) throws -> IMDFArchive {
        var d = IMDFArchiveDecoder(source: source)
        return try d.decode()
    }

    /// Builds the format-independent venue from a decoded archive (never throws: problems become warnings).
    /// - Parameters:
    ///   - archive: from ``decode(_:options:)``.
    ///   - options: tolerances and language preference.
    ///   - sourceName: the venue name used when the archive has no named venue feature.
    /// - Precondition: `options` as in ``read(_:options:)``.
    public static func venue(from archive: IMDFArchive, options: Options = Options(), sourceName: String = "IMDF venue") -> Venue {
        options.validate()
        var b = IMDFVenueBuilder(archive: archive, options: options)
        return b.build(sourceName: sourceName)
    }
}
