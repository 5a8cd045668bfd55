import IndoorGeometry

/// One answer of ``TrailFollower/update(_:)``: where the walker is, given the fixes so far.
public struct TrailFollowAnswer: Hashable, Sendable {
    /// Floor index of the snapped point.
    public var floor: Int
    /// The snapped point in the walkable free space, metres.
    public var point: Point
    /// The space containing it (``IndoorGeometry/Locator``), `nil` when none does.
    public var space: Int?
    /// Metres from the raw fix to the snapped point (horizontal).
    public var offset: Double
    /// Metres walked since the previous answer: on one floor, the filtered speed times the seconds between
    /// the two fixes (the distance between two answers would add the noise's zigzag to the walk, and
    /// twice a door's detour when the answer's space is wrong for a fix);
    /// across floors, the walking distance between the two answers' points through the venue's
    /// connections when ``TrailMatchParameters/maxSpeed`` covers it in the time (else the filtered speed
    /// times the seconds: a change of floor the time does not allow is a mislabelled fix). 0 at a (re)start.
    public var walked: Double
    /// Share of the forward scores' mass (their exponentials) on this answer's candidate, 0–1: near 1
    /// when every other candidate is far less likely.
    public var confidence: Double
    /// Whether the walk starts again at this fix: the first fix, one after a gap, one no candidate of the
    /// previous fix could reach, or one answered on a floor the walk so far could not reach in the time
    /// (``TrailFollowParameters/floorResetPenalty``).
    public var startsSegment: Bool
}
