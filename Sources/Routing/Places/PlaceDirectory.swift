import Foundation
import IndoorGeometry

/// A venue's spaces and locations by id and by exact name, hashed once, and the point of each space
/// computed once: resolving a place (``resolve(_:)``) then costs O(1) lookups instead of
/// ``PlaceResolver``'s scans over every space and destination and its pole-of-inaccessibility search per
/// space resolved (on exports whose spaces carry no display points, that search costs about as much as a
/// campus-wide route).
///
/// Answers exactly what ``PlaceResolver/resolve(_:in:)`` answers for the same venue, errors included: the
/// first space or destination with an id wins, names list their matches in venue order. Build one per
/// loaded venue (``VenueRouterCache/places`` keeps one) and share it; it is immutable.
///
/// ```swift
/// let places = PlaceDirectory(venue: venue)
/// let start = try places.resolve(.reference("ALD 101"))
/// ```
///
/// Safe from any thread: the points computed so far sit behind a lock, held only to read or store one.
///
/// - Complexity: O(spaces + destinations + names) to build (a space's point is computed the first time it
///   is resolved); memory about 120 bytes per space and destination.
public struct PlaceDirectory: Sendable {
    /// The venue the ids and names index.
    public let venue: Venue
    private let spaceByID: [String: Int]
    private let destinationByID: [String: Int]
    /// Space indices by each of their names, ascending (a space once per distinct name).
    private let spacesByName: [String: [Int]]
    /// Destination indices by exact name and by lowercased name, ascending.
    private let destinationsByName: [String: [Int]]
    private let destinationsByLowercasedName: [String: [Int]]
    /// Per space: its point (``PlaceResolver/point(of:)``), once computed.
    private let points: SpacePoints

    /// The points of the spaces resolved so far; shared by every copy of the directory.
    private final class SpacePoints: @unchecked Sendable {
        let lock = NSLock()
        var known: [Point?]
        init(count: Int) { known = [Point?](repeating: nil, count: count) }
    }

    /// Indexes `venue`'s space and location ids and names.
    public init(venue: Venue) {
        self.venue = venue
        var spaceByID: [String: Int] = [:]
        var spacesByName: [String: [Int]] = [:]
        spaceByID.reserveCapacity(venue.spaces.count)
        for (i, s) in venue.spaces.enumerated() {
            if spaceByID[s.id] == nil { spaceByID[s.id] = i }
            for (k, name) in s.names.enumerated() where !s.names[..<k].contains(name) {
                spacesByName[name, default: []].append(i)
            }
        }
        var destinationByID: [String: Int] = [:]
        var byName: [String: [Int]] = [:]
        var byLowercasedName: [String: [Int]] = [:]
        for (i, d) in venue.destinations.enumerated() {
            if destinationByID[d.id] == nil { destinationByID[d.id] = i }
            byName[d.name, default: []].append(i)
            byLowercasedName[d.name.lowercased(), default: []].append(i)
        }
        self.spaceByID = spaceByID
        self.spacesByName = spacesByName
        self.destinationByID = destinationByID
        destinationsByName = byName
        destinationsByLowercasedName = byLowercasedName
        points = SpacePoints(count: venue.spaces.count)
    }

    /// The place `query` names: the same answer and errors as ``PlaceResolver/resolve(_:in:)`` on this
    /// directory's venue.
    /// - Throws: ``PlaceResolutionError`` as ``PlaceResolver/resolve(_:in:)`` does.
    public func resolve(_ query: PlaceQuery) throws(PlaceResolutionError) -> ResolvedPlace {
        try PlaceResolver.resolve(query, in: venue, lookup: self)
    }

    /// Every place of a category or kind: the same places as ``PlaceResolver/places(ofKind:in:)`` on this
    /// directory's venue, with the spaces' points computed once.
    public func places(ofKind kind: String) -> [ResolvedPlace] {
        PlaceResolver.places(ofKind: kind, in: venue, lookup: self)
    }

    /// The point of space `i` (``PlaceResolver/point(of:)``), computed on first use.
    func point(ofSpace i: Int) -> Point {
        points.lock.lock()
        let known = points.known[i]
        points.lock.unlock()
        if let known { return known }
        let p = PlaceResolver.point(of: venue.spaces[i])
        points.lock.lock()
        points.known[i] = p
        points.lock.unlock()
        return p
    }

    /// The first space with id `id`.
    func space(id: String) -> Int? { spaceByID[id] }

    /// The first destination with id `id`.
    func destination(id: String) -> Int? { destinationByID[id] }

    /// Destinations named exactly `name`, else ignoring case; spaces with `name` among their names.
    func named(_ name: String) -> (destinations: [Int], spaces: [Int]) {
        let exact = destinationsByName[name] ?? []
        return (exact.isEmpty ? destinationsByLowercasedName[name.lowercased()] ?? [] : exact, spacesByName[name] ?? [])
    }
}
