/// A WGS84 position in decimal degrees, as GeoJSON (RFC 7946) writes it: longitude first.
///
/// Used only at the edges (reading files, printing results). Convert to ``Point`` with a
/// ``LocalProjection`` before any computation.
public struct GeoCoordinate: Hashable, Sendable, CustomStringConvertible {
    /// Degrees east of Greenwich, in [-180, 180].
    public var longitude: Double
    /// Degrees north of the equator, in [-90, 90].
    public var latitude: Double

    @inlinable
    public init(longitude: Double, latitude: Double) {
        self.longitude = longitude
        self.latitude = latitude
    }

    /// Whether both values are finite and inside their ranges (longitude [-180, 180], latitude [-90, 90]).
    public var isValid: Bool {
        longitude.isFinite && latitude.isFinite && abs(longitude) <= 180 && abs(latitude) <= 90
    }

    /// Whether the values look given in the wrong order: the latitude is out of range and would fit as a
    /// longitude, while the longitude would fit as a latitude (`45.52,-122.67` for `-122.67,45.52`).
    public var looksSwapped: Bool { abs(latitude) > 90 && abs(latitude) <= 180 && abs(longitude) <= 90 }

    /// `" (did you swap longitude and latitude?)"` when ``looksSwapped``, else empty: the hint every
    /// message about an out-of-range coordinate ends with.
    public var swapHint: String { looksSwapped ? " (did you swap longitude and latitude?)" : "" }

    public var description: String { "[\(longitude), \(latitude)]" }
}
