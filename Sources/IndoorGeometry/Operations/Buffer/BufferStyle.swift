import Foundation

/// How a buffer rounds its ends and corners. Defaults match GEOS/JTS `BufferParameters`: round caps,
/// round joins, mitre limit 5, 8 segments per quarter circle.
///
/// Arcs are approximated by chords whose vertices lie exactly at the buffer distance, so the boundary
/// stays within ``maxArcError(distance:)`` inside the true offset curve and never outside it.
public struct BufferStyle: Hashable, Sendable {
    /// The shape at an open line's ends.
    public enum Cap: String, Hashable, Sendable, CaseIterable {
        /// A half disk around the end point (a point buffers to a disk).
        case round
        /// Cut square at the end point: nothing beyond it (a point buffers to nothing).
        case flat
        /// A half square reaching the buffer distance beyond the end (a point buffers to a square).
        case square
    }

    /// The shape at the outer side of a corner.
    public enum Join: String, Hashable, Sendable, CaseIterable {
        /// An arc around the vertex.
        case round
        /// The offset edges extended until they meet, clipped at ``BufferStyle/mitreLimit`` × distance
        /// from the vertex.
        case mitre
        /// A straight cut between the offset edge ends.
        case bevel
    }

    /// How many chords approximate an arc of a round join or cap.
    public enum ArcRule: String, Hashable, Sendable, CaseIterable {
        /// `ceil(angle / quantum)` chords, quantum = π / (2 · segmentsPerQuarterCircle): no chord spans more
        /// than the quantum, so the boundary stays within ``BufferStyle/maxArcError(distance:)`` of the
        /// true offset curve. The default.
        case boundedError
        /// GEOS/JTS `OffsetSegmentGenerator`: `round(angle / quantum)` chords, none below half a quantum
        /// (a plain bevel). Areas then match GEOS to rounding; a chord may span up to 1.5 quanta.
        case geos
    }

    /// Cap at both ends unless overridden by ``capAtStart`` / ``capAtEnd``. Default `.round`.
    public var cap: Cap
    /// Join at corners. Default `.round`.
    public var join: Join
    /// Longest mitre, as a multiple of the distance, before it is clipped. Default 5; at least 0.
    public var mitreLimit: Double
    /// Chords per quarter circle for round caps and joins. Default 8; at least 1.
    public var segmentsPerQuarterCircle: Int
    /// Cap at the first point of a line, overriding ``cap`` (e.g. `.flat` at a door jamb so a wall
    /// buffer does not narrow the door). `nil` uses ``cap``.
    public var capAtStart: Cap?
    /// Cap at the last point of a line, overriding ``cap``. `nil` uses ``cap``.
    public var capAtEnd: Cap?
    /// Chord count rule for arcs. Default ``ArcRule/boundedError``.
    public var arcRule: ArcRule

    /// - Parameters:
    ///   - cap: cap at both ends (default `.round`).
    ///   - join: corner join (default `.round`).
    ///   - mitreLimit: mitre clip ratio (default 5, must be ≥ 0).
    ///   - segmentsPerQuarterCircle: arc resolution (default 8, must be ≥ 1).
    ///   - capAtStart: cap at the first point, overriding `cap`.
    ///   - capAtEnd: cap at the last point, overriding `cap`.
    ///   - arcRule: chord count rule for arcs (default ``ArcRule/boundedError``).
    public init(
        cap: Cap = .round, join: Join = .round, mitreLimit: Double = 5, segmentsPerQuarterCircle: Int = 8,
        capAtStart: Cap? = nil, capAtEnd: Cap? = nil, arcRule: ArcRule = .boundedError
    ) {
        precondition(mitreLimit >= 0 && mitreLimit.isFinite, "BufferStyle: mitreLimit must be finite and ≥ 0")
        precondition(segmentsPerQuarterCircle >= 1, "BufferStyle: segmentsPerQuarterCircle must be ≥ 1")
        self.cap = cap
        self.join = join
        self.mitreLimit = mitreLimit
        self.segmentsPerQuarterCircle = segmentsPerQuarterCircle
        self.capAtStart = capAtStart
        self.capAtEnd = capAtEnd
        self.arcRule = arcRule
    }

    /// The GEOS defaults: round caps and joins, mitre limit 5, 8 segments per quarter circle.
    public static let `default` = BufferStyle()

    /// The cap used at the first point.
    public var startCap: Cap { capAtStart ?? cap }
    /// The cap used at the last point.
    public var endCap: Cap { capAtEnd ?? cap }

    /// The largest gap between a round arc of radius `distance` and its chords under
    /// ``ArcRule/boundedError``: `distance · (1 − cos(π / (4 · segmentsPerQuarterCircle)))`, in metres.
    public func maxArcError(distance: Double) -> Double {
        abs(distance) * (1 - cos(Double.pi / Double(4 * segmentsPerQuarterCircle)))
    }
}
