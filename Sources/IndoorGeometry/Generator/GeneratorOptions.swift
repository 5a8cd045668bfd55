/// What `VenueGenerator` should build. Every field has a documented default; the output is a pure
/// function of these options (same options, same bytes).
public struct GeneratorOptions: Hashable, Sendable {
    /// File format to write.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        case mvf
        case imdf
        /// OpenStreetMap Simple Indoor Tagging as one `.osm` XML file.
        case osm
        /// OpenStreetMap Simple Indoor Tagging as osmtogeojson GeoJSON (one `.geojson` file).
        case osmGeoJSON = "osm-geojson"
    }

    /// Output format (default MVF v3).
    public var format: Format = .mvf
    /// Number of buildings on the campus (default 2, at least 1).
    public var buildings: Int = 2
    /// Floors per building (default 3, at least 1); ordinals 0 … floors-1.
    public var floors: Int = 3
    /// Approximate number of rooms per floor (default 24, at least 8); sets the building size.
    public var roomsPerFloor: Int = 24
    /// Seed of the deterministic random choices (default 1).
    public var seed: UInt64 = 1
    /// What to leave out, as real exports do (default: nothing).
    public var defects = GeneratorDefects()

    public init(format: Format = .mvf, buildings: Int = 2, floors: Int = 3, roomsPerFloor: Int = 24, seed: UInt64 = 1) {
        precondition(buildings >= 1 && floors >= 1 && roomsPerFloor >= 8, "GeneratorOptions: buildings ≥ 1, floors ≥ 1, roomsPerFloor ≥ 8")
        self.format = format
        self.buildings = buildings
        self.floors = floors
        self.roomsPerFloor = roomsPerFloor
        self.seed = seed
    }

    /// About the size of the Pacific University export (8 buildings, 24 floors, 724 rooms) times `factor`:
    /// `factor` × 8 buildings of 3 floors with 30 rooms each.
    public static func pacificScale(_ factor: Int, format: Format = .mvf, seed: UInt64 = 7) -> GeneratorOptions {
        GeneratorOptions(format: format, buildings: 8 * factor, floors: 3, roomsPerFloor: 30, seed: seed)
    }
}

extension GeneratorRandom {
    /// A uniformly random double in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0 ..< 1, using: &self) < p }
}
