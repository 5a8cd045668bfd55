import IndoorGeometry

/// The answer of ``TrailMatcher/match(_:)``.
public struct TrailMatch: Sendable {
    /// The match of one fix.
    public struct Fix: Hashable, Sendable {
        /// Floor index of the matched point.
        public var floor: Int
        /// The matched point in the walkable free space, metres.
        public var point: Point
        /// The space containing it (``IndoorGeometry/Locator``), `nil` when none does.
        public var space: Int?
        /// Metres from the raw fix to the matched point (horizontal).
        public var offset: Double
        /// Whether the match broke before this fix (no candidate reachable from the previous fix's).
        public var startsSegment: Bool
    }

    /// Per fix, in order: its match, `nil` when it had no candidate (no free space within its radius on
    /// the floors considered).
    public var fixes: [Fix?]
    /// The matched walk: walking legs per floor and the connections between them (across a break, the
    /// shortest route between the two segments, else a new leg), `nil` when fewer than two fixes matched.
    public var walk: RouteResult?
}
