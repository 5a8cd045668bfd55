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

    public var description: String { "[\(longitude), \(latitude)]" }
}
