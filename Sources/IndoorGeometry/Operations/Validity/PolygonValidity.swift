/// One reason why a polygon or multipolygon is not valid in the OGC Simple Features sense.
///
/// Rings are numbered as in ``Polygon/rings``: 0 is the shell, `i ≥ 1` is hole `i - 1`. `polygon` is the
/// index in ``MultiPolygon/polygons`` (0 for a lone polygon). `location` is a point in metres where the
/// problem shows (a crossing point, a touching vertex, a point of the misplaced ring).
public struct PolygonValidityIssue: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: String, Hashable, Sendable {
        /// A ring's first and last positions differ.
        case ringNotClosed
        /// A ring has fewer than four positions, or fewer than three distinct ones.
        case tooFewPositions
        /// A coordinate is NaN or infinite.
        case nonFiniteCoordinate
        /// Two consecutive positions are equal. Valid for OGC and GEOS; reported only when
        /// ``PolygonValidity/Options/allowRepeatedPoints`` is `false` (our operations never emit them).
        case repeatedPoint
        /// A ring crosses or touches itself (including a spike that folds back on itself).
        case selfIntersection
        /// Two rings of one polygon cross, or share a stretch of boundary.
        case ringsCross
        /// A hole lies (partly) outside its shell.
        case holeOutsideShell
        /// A hole lies inside another hole.
        case nestedHoles
        /// Rings touch in a way that cuts the interior into several pieces.
        case disconnectedInterior
        /// A shell is not counter-clockwise or a hole not clockwise; reported only when
        /// ``PolygonValidity/Options/requireOrientation`` is `true`.
        case wrongOrientation
        /// Two polygons of a multipolygon have overlapping interiors or share a stretch of boundary.
        case polygonsOverlap
    }

    public var kind: Kind
    /// Index of the polygon in its multipolygon (0 for a lone polygon).
    public var polygon: Int
    /// The rings involved (0 = shell, i = hole i − 1); for ``Kind/polygonsOverlap`` the first entry is the
    /// ring of `polygon` and `otherPolygon` names the other polygon.
    public var rings: [Int]
    /// The other polygon for ``Kind/polygonsOverlap``, otherwise `nil`.
    public var otherPolygon: Int?
    /// Where the problem shows, in metres.
    public var location: Point

    public init(kind: Kind, polygon: Int, rings: [Int], otherPolygon: Int? = nil, location: Point) {
        self.kind = kind
        self.polygon = polygon
        self.rings = rings
        self.otherPolygon = otherPolygon
        self.location = location
    }

    public var description: String {
        var s = "\(kind.rawValue) in polygon \(polygon), rings \(rings)"
        if let o = otherPolygon { s += " and polygon \(o)" }
        return s + " at \(location)"
    }
}

/// OGC validity checks for ``Polygon`` and ``MultiPolygon`` with exact predicates.
///
/// Checks: rings closed, at least four positions (three distinct), finite; no ring crosses or touches
/// itself; rings of a polygon do not cross or share a stretch of boundary (touching at single points is
/// allowed, as long as the interior stays connected); holes inside the shell and not inside each other;
/// polygons of a multipolygon with disjoint interiors (touching at points is allowed). Optionally:
/// no repeated consecutive positions, and shells counter-clockwise with clockwise holes.
/// Model: the OGC Simple Features rules as implemented by JTS/GEOS `IsValidOp`.
public enum PolygonValidity {
    /// Which optional rules apply.
    public struct Options: Hashable, Sendable {
        /// Whether consecutive equal positions are allowed (default `true`, as in OGC and GEOS).
        public var allowRepeatedPoints: Bool
        /// Whether shells must be counter-clockwise and holes clockwise (default `false`).
        public var requireOrientation: Bool

        /// Width in metres below which a ring that turns back at a vertex (P → Q → R with R almost on the
        /// segment Q–P: a spike) is reported as ``PolygonValidityIssue/Kind/selfIntersection`` even though it
        /// is valid in exact arithmetic: such a spike folds onto itself (P → Q → P, "Ring Self-intersection"
        /// in GEOS) as soon as the coordinates are rounded, e.g. projected to degrees. Default 0 (exact OGC
        /// rules only: a spike is reported when it is exactly degenerate).
        public var spikeWidth: Double

        public init(allowRepeatedPoints: Bool = true, requireOrientation: Bool = false, spikeWidth: Double = 0) {
            self.allowRepeatedPoints = allowRepeatedPoints
            self.requireOrientation = requireOrientation
            self.spikeWidth = spikeWidth
        }

        /// The OGC rules only.
        public static let standard = Options()
        /// The rules our own operations guarantee: no repeated points, CCW shells, CW holes.
        public static let strict = Options(allowRepeatedPoints: false, requireOrientation: true)
    }
}
