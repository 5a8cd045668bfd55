/// The `manifest.json` of an IMDF archive.
public struct IMDFManifest: Hashable, Sendable {
    /// IMDF version (`1.0.0`), when given.
    public var version: String?
    /// Default language of LABELS (`en`), when given; the display-name preference starts with it.
    public var language: String?
    /// Producing tool, when given.
    public var generatedBy: String?
    /// Creation time as written (ISO 8601), when given.
    public var created: String?

    /// Creates a manifest; every member is optional.
    public init(version: String? = nil, language: String? = nil, generatedBy: String? = nil, created: String? = nil) {
        self.version = version
        self.language = language
        self.generatedBy = generatedBy
        self.created = created
    }
}

/// A `{id, feature_type}` reference, as used by relationships.
public struct IMDFReference: Hashable, Sendable {
    /// The feature's UUID (top-level `id`).
    public var id: String
    /// The referenced feature's type (`unit`, `opening`, …); empty when not given.
    public var featureType: String

    /// Creates a reference.
    public init(id: String, featureType: String) {
        self.id = id
        self.featureType = featureType
    }
}

/// The IMDF `venue` feature.
public struct IMDFVenueFeature: Hashable, Sendable {
    /// The feature's UUID (top-level `id`).
    public var id: String
    /// `name`, all languages.
    public var name: IMDFLabel?
    /// `category` as written (unknown values are kept).
    public var category: String?
    /// Outline in metres (empty when the file has none).
    public var polygons: [Polygon]
    /// `display_point` in metres, when given.
    public var displayPoint: Point?
}

/// An IMDF `building` (the spec gives it no geometry; real archives sometimes add an outline, which is ignored).
public struct IMDFBuilding: Hashable, Sendable {
    /// The feature's UUID (top-level `id`).
    public var id: String
    /// `name`, all languages.
    public var name: IMDFLabel?
    /// `category` as written (unknown values are kept).
    public var category: String?
    /// `restriction` (`employeesonly`, `restricted`), or `nil`.
    public var restriction: String?
    /// `display_point` in metres, when given.
    public var displayPoint: Point?
}

/// An IMDF `footprint`: a building's outline at ground, aerial or subterranean extent.
public struct IMDFFootprint: Hashable, Sendable {
    /// The feature's UUID (top-level `id`).
    public var id: String
    /// `ground`, `aerial` or `subterranean`.
    public var category: String?
    /// `building_ids`.
    public var buildingIDs: [String]
    /// Outline in metres.
    public var polygons: [Polygon]
}

/// An IMDF `level`: one floor of one or more buildings.
public struct IMDFLevel: Hashable, Sendable {
    /// The feature's UUID (top-level `id`).
    public var id: String
    /// Stacking order; several levels may share one.
    public var ordinal: Int
    /// `outdoor` (false when missing, with a warning).
    public var isOutdoor: Bool
    /// `category` as written (unknown values are kept).
    public var category: String?
    /// `restriction` (`employeesonly`, `restricted`), or `nil`.
    public var restriction: String?
    /// `name`, all languages.
    public var name: IMDFLabel?
    /// `short_name`, all languages.
    public var shortName: IMDFLabel?
    /// `building_ids`.
    public var buildingIDs: [String]
    /// Outline in metres.
    public var polygons: [Polygon]
    /// `display_point` in metres, when given.
    public var displayPoint: Point?
}

/// An IMDF `unit`: a room, corridor, shaft or structure on one level.
public struct IMDFUnit: Hashable, Sendable {
    /// The feature's UUID (top-level `id`).
    public var id: String
    /// `level_id`: the level the feature lies on.
    public var levelID: String
    /// `category` as written (unknown values are kept).
    public var category: String?
    /// `employeesonly`, `restricted` or `nil`.
    public var restriction: String?
    /// `accessibility` values (`wheelchair`, …); empty when null.
    public var accessibility: [String]
    /// `name`, all languages.
    public var name: IMDFLabel?
    /// `alt_name`, all languages (often a room number).
    public var altName: IMDFLabel?
    /// Area in metres; a MultiPolygon unit has several parts.
    public var polygons: [Polygon]
    /// `display_point` in metres, when given.
    public var displayPoint: Point?
}

/// An IMDF `opening`: a door or an open boundary, drawn as a line on the boundary between units.
public struct IMDFOpening: Hashable, Sendable {
    /// The feature's UUID (top-level `id`).
    public var id: String
    /// `level_id`: the level the feature lies on.
    public var levelID: String
    /// `category` as written (unknown values are kept).
    public var category: String?
    /// `accessibility` values (`wheelchair`, …); empty when null.
    public var accessibility: [String]
    /// `access_control` values (`badgereader`, `outofservice`, …); empty when null.
    public var accessControl: [String]
    /// `door.type` (`open`, `hinged`, `sliding`, …), when given.
    public var doorType: String?
    /// `door.automatic`, when given.
    public var isAutomatic: Bool?
    /// `name`, all languages.
    public var name: IMDFLabel?
    /// The opening's span in metres; `nil` when drawn as a point (non-standard).
    public var line: Polyline?
    /// The point geometry of a point-drawn opening, or the display point.
    public var displayPoint: Point?
}

/// An IMDF `amenity`: a point of interest (restroom, ATM, elevator, stairs…) inside zero or more units.
public struct IMDFAmenity: Hashable, Sendable {
    /// The feature's UUID (top-level `id`).
    public var id: String
    /// `category` as written (unknown values are kept).
    public var category: String?
    /// `unit_ids`: the units the amenity is in.
    public var unitIDs: [String]
    /// `accessibility` values (`wheelchair`, …); empty when null.
    public var accessibility: [String]
    /// `name`, all languages.
    public var name: IMDFLabel?
    /// Position in metres.
    public var point: Point
}

/// An IMDF `anchor`: a point tying an occupant to a unit.
public struct IMDFAnchor: Hashable, Sendable {
    /// The feature's UUID (top-level `id`).
    public var id: String
    /// `unit_id`: the unit the anchor is in.
    public var unitID: String?
    /// Position in metres, when the anchor has a Point geometry.
    public var point: Point?
}

/// An IMDF `occupant`: a business or named function located through an anchor.
public struct IMDFOccupant: Hashable, Sendable {
    /// The feature's UUID (top-level `id`).
    public var id: String
    /// `name`, all languages.
    public var name: IMDFLabel?
    /// `category` as written (unknown values are kept).
    public var category: String?
    /// `anchor_id`: the anchor placing the occupant.
    public var anchorID: String?
}

/// An IMDF `fixture`: furniture or equipment people walk around.
public struct IMDFFixture: Hashable, Sendable {
    /// The feature's UUID (top-level `id`).
    public var id: String
    /// `level_id`: the level the feature lies on.
    public var levelID: String
    /// `category` as written (unknown values are kept).
    public var category: String?
    /// `name`, all languages.
    public var name: IMDFLabel?
    /// Geometry in metres (one entry per MultiPolygon part; empty for a null geometry).
    public var polygons: [Polygon]
}

/// An IMDF `relationship`: a traversal or a vertical link, possibly one-way.
public struct IMDFRelationship: Hashable, Sendable {
    /// The feature's UUID (top-level `id`).
    public var id: String
    /// `elevator`, `escalator`, `stairs`, `ramp`, `movingwalkway`, `traversal`, `traversal.path`…
    public var category: String?
    /// True when `direction` is `directed` (origin to destination only).
    public var isDirected: Bool
    /// `origin`: where the traversal starts.
    public var origin: IMDFReference?
    /// `intermediary`: features passed through, in order (openings, units).
    public var intermediary: [IMDFReference]
    /// `destination`: where the traversal ends.
    public var destination: IMDFReference?
}

/// Every IMDF feature the engine uses, decoded and projected to metres, plus the warnings met.
///
/// Produced by ``IMDFReader/decode(_:options:)``; ``IMDFReader/venue(from:options:)`` turns it into a
/// ``Venue``. Labels keep all their languages here (the ``Venue`` keeps only display names).
public struct IMDFArchive: Sendable {
    /// The manifest (empty when the archive has none).
    public var manifest: IMDFManifest
    /// The projection every `Point` here uses.
    public var projection: LocalProjection
    /// The venue feature, when present.
    public var venue: IMDFVenueFeature?
    /// Features of `building.geojson`, in file order (likewise below for each file).
    public var buildings: [IMDFBuilding]
    /// Features of `footprint.geojson`.
    public var footprints: [IMDFFootprint]
    /// Features of `level.geojson`.
    public var levels: [IMDFLevel]
    /// Features of `unit.geojson`.
    public var units: [IMDFUnit]
    /// Features of `opening.geojson` (those without usable geometry are skipped with a warning).
    public var openings: [IMDFOpening]
    /// Features of `amenity.geojson` (those without a Point are skipped with a warning).
    public var amenities: [IMDFAmenity]
    /// Features of `anchor.geojson`.
    public var anchors: [IMDFAnchor]
    /// Features of `occupant.geojson`.
    public var occupants: [IMDFOccupant]
    /// Features of `fixture.geojson` (those without geometry are skipped with a warning).
    public var fixtures: [IMDFFixture]
    /// Features of `relationship.geojson`.
    public var relationships: [IMDFRelationship]
    /// Problems met while decoding that did not stop it.
    public var warnings: [VenueWarning]
}
