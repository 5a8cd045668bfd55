import Foundation

/// A door that free space leaves shut, and why.
public struct ClosedDoor: Hashable, Sendable, CustomStringConvertible {
    /// Why a door is shut for routing.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// The source marks it impassable (MVF cost 2147483647, IMDF out of service, no exits).
        case blockedInSource
        /// It is not wider than twice the clearance (metres) the free space was built for.
        case notWiderThanTwiceTheClearance(Double)
        /// The query closes it (``RoutingProfile/closedConnections``, ``VenueRouter/closure(of:)``); open in
        /// the free space.
        case closedForQuery

        /// The reason as a phrase: "blocked in the source", "not wider than twice the clearance 0.4 m".
        public var description: String {
            switch self {
            case .blockedInSource: return "blocked in the source"
            case let .notWiderThanTwiceTheClearance(c): return "not wider than twice the clearance \(c) m"
            case .closedForQuery: return "closed for this query"
            }
        }
    }

    /// Index into ``IndoorGeometry/Venue/doors``.
    public var door: Int
    /// The door's width in metres (its line's length).
    public var width: Double
    public var reason: Reason

    public init(door: Int, width: Double, reason: Reason) {
        self.door = door
        self.width = width
        self.reason = reason
    }

    /// "0.800 m, not wider than twice the clearance 0.4 m".
    public var description: String { "\(String(format: "%.3f", width)) m, \(reason)" }
}
