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

    public init(version: String? = nil, language: String? = nil, generatedBy: String? = nil, created: String? = nil) {
        self.version = version
        self.language = language
        self.generatedBy = generatedBy
        self.created = created
    }
}

/// A `{id, feature_type}` reference, as used by relationships.
public struct IMDFReference: Hashable, Sendable {
    public var id: String
    public var featureType: String

    public init(id: String, featureType: String) {
        self.id = id
        self.featureType = featureType
    }
}

/// The IMDF `venue` feature.
public struct IMDFVenueFeature: Hashable, Sendable {
    public var id: String
    public var name: IMDFLabel?
    public var category: String?
    /// Outline in metres (empty when the file has none).
    public var polygons: [Polygon]
    public var displayPoint: Point?
}

/// An IMDF `building` (the spec gives it no geometry; real archives sometimes add an outline, which is ignored).
public struct IMDFBuilding: Hashable, Sendable {
    public var id: String
    public var name: IMDFLabel?
    public var category: String?
    public var restriction: String?
    public var displayPoint: Point?
}

/// An IMDF `footprint`: a building's outline at ground, aerial or subterranean extent.
public struct IMDFFootprint: Hashable, Sendable {
    public var id: String
    /// `ground`, `aerial` or `subterranean`.
    public var category: String?
    public var buildingIDs: [String]
    /// Outline in metres.
    public var polygons: [Polygon]
}

/// An IMDF `level`: one floor of one or more buildings.
public struct IMDFLevel: Hashable, Sendable {
    public var id: String
    /// Stacking order; several levels may share one.
    public var ordinal: Int
    public var isOutdoor: Bool
    public var category: String?
    public var restriction: String?
    public var name: IMDFLabel?
    public var shortName: IMDFLabel?
    public var buildingIDs: [String]
    /// Outline in metres.
    public var polygons: [Polygon]
    public var displayPoint: Point?
}

/// An IMDF `unit`: a room, corridor, shaft or structure on one level.
public struct IMDFUnit: Hashable, Sendable {
    public var id: String
    public var levelID: String
    public var category: String?
    /// `employeesonly`, `restricted` or `nil`.
    public var restriction: String?
    public var accessibility: [String]
    public var name: IMDFLabel?
    public var altName: IMDFLabel?
    /// Area in metres; a MultiPolygon unit has several parts.
    public var polygons: [Polygon]
    public var displayPoint: Point?
}

/// An IMDF `opening`: a door or an open boundary, drawn as a line on the boundary between units.
public struct IMDFOpening: Hashable, Sendable {
    public var id: String
    public var levelID: String
    public var category: String?
    public var accessibility: [String]
    public var accessControl: [String]
    /// `door.type` (`open`, `hinged`, `sliding`, …), when given.
    public var doorType: String?
    public var isAutomatic: Bool?
    public var name: IMDFLabel?
    /// The opening's span in metres; `nil` when drawn as a point (non-standard).
    public var line: Polyline?
    /// The point geometry of a point-drawn opening, or the display point.
    public var displayPoint: Point?
}

/// An IMDF `amenity`: a point of interest (restroom, ATM, elevator, stairs…) inside zero or more units.
public struct IMDFAmenity: Hashable, Sendable {
    public var id: String
    public var category: String?
    public var unitIDs: [String]
    public var accessibility: [String]
    public var name: IMDFLabel?
    /// Position in metres.
    public var point: Point
}

/// An IMDF `anchor`: a point tying an occupant to a unit.
public struct IMDFAnchor: Hashable, Sendable {
    public var id: String
    public var unitID: String?
    public var point: Point?
}

/// An IMDF `occupant`: a business or named function located through an anchor.
public struct IMDFOccupant: Hashable, Sendable {
    public var id: String
    public var name: IMDFLabel?
    public var category: String?
    public var anchorID: String?
}

/// An IMDF `fixture`: furniture or equipment people walk around.
public struct IMDFFixture: Hashable, Sendable {
    public var id: String
    public var levelID: String
    public var category: String?
    public var name: IMDFLabel?
    public var polygons: [Polygon]
}

/// An IMDF `relationship`: a traversal or a vertical link, possibly one-way.
public struct IMDFRelationship: Hashable, Sendable {
    public var id: String
    /// `elevator`, `escalator`, `stairs`, `ramp`, `movingwalkway`, `traversal`, `traversal.path`…
    public var category: String?
    /// True when `direction` is `directed` (origin to destination only).
    public var isDirected: Bool
    public var origin: IMDFReference?
    public var intermediary: [IMDFReference]
    public var destination: IMDFReference?
}

/// Every IMDF feature the engine uses, decoded and projected to metres, plus the warnings met.
///
/// Produced by ``IMDFReader/decode(_:options:)``; ``IMDFReader/venue(from:options:)`` turns it into a
/// ``Venue``. Labels keep all their languages here (the ``Venue`` keeps only display names).
public struct IMDFArchive: Sendable {
    public var manifest: IMDFManifest
    /// The projection every `Point` here uses.
    public var projection: LocalProjection
    public var venue: IMDFVenueFeature?
    public var buildings: [IMDFBuilding]
    public var footprints: [IMDFFootprint]
    public var levels: [IMDFLevel]
    public var units: [IMDFUnit]
    public var openings: [IMDFOpening]
    public var amenities: [IMDFAmenity]
    public var anchors: [IMDFAnchor]
    public var occupants: [IMDFOccupant]
    public var fixtures: [IMDFFixture]
    public var relationships: [IMDFRelationship]
    /// Problems met while decoding that did not stop it.
    public var warnings: [VenueWarning]
}
