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
///   is resolved); memory about 120 bytes per space and destination. Over a prebuilt file's stored index
///   (``init(venue:stored:)``) nothing is built and a lookup is O(log n) string comparisons.
public struct PlaceDirectory: Sendable {
    /// The venue, its indices and its points, behind one reference: a copy of the directory (each lookup
    /// passes it on) retains one object instead of the venue's arrays and every dictionary.
    private let storage: Storage

    /// The venue the ids and names index.
    public var venue: Venue { storage.venue }
    private var points: SpacePoints { storage.points }

    /// What the directory holds; immutable but for ``SpacePoints``.
    private final class Storage: Sendable {
        let venue: Venue
        /// The ids and names hashed when the directory is made, or (`nil`) ``stored`` in a prebuilt file.
        /// Two optionals rather than an enum: a lookup reads the one dictionary it needs in place, where
        /// binding an enum's payload copies (and retains) every dictionary.
        let hashed: Hashed?
        let stored: PrebuiltPlaceIndex?
        /// Per space: its point (``PlaceResolver/point(of:)``), once computed.
        let points: SpacePoints

        init(venue: Venue, hashed: Hashed?, stored: PrebuiltPlaceIndex?) {
            self.venue = venue
            self.hashed = hashed
            self.stored = stored
            points = SpacePoints(count: venue.spaces.count)
        }
    }

    /// The ids and names hashed.
    private struct Hashed: Sendable {
        var spaceByID: [String: Int] = [:]
        var destinationByID: [String: Int] = [:]
        /// Space indices by each of their names, ascending (a space once per distinct name).
        var spacesByName: [String: [Int]] = [:]
        /// Destination indices by exact name and by lowercased name, ascending.
        var destinationsByName: [String: [Int]] = [:]
        var destinationsByLowercasedName: [String: [Int]] = [:]
    }

    /// The points of the spaces resolved so far; shared by every copy of the directory.
    private final class SpacePoints: @unchecked Sendable {
        let lock = NSLock()
        var known: [Point?]
        init(count: Int) { known = [Point?](repeating: nil, count: count) }
    }

    /// Indexes `venue`'s space and location ids and names.
    public init(venue: Venue) {
        var h = Hashed()
        h.spaceByID.reserveCapacity(venue.spaces.count)
        for (i, s) in venue.spaces.enumerated() {
            if h.spaceByID[s.id] == nil { h.spaceByID[s.id] = i }
            for (k, name) in s.names.enumerated() where !s.names[..<k].contains(name) {
                h.spacesByName[name, default: []].append(i)
            }
        }
        for (i, d) in venue.destinations.enumerated() {
            if h.destinationByID[d.id] == nil { h.destinationByID[d.id] = i }
            h.destinationsByName[d.name, default: []].append(i)
            h.destinationsByLowercasedName[d.name.lowercased(), default: []].append(i)
        }
        storage = Storage(venue: venue, hashed: h, stored: nil)
    }

    /// The directory of `venue` over the ids and names a prebuilt file stores for it (``PrebuiltPlaceIndex``):
    /// nothing is hashed; each lookup is a binary search in the file.
    public init(venue: Venue, stored: PrebuiltPlaceIndex) {
        storage = Storage(venue: venue, hashed: nil, stored: stored)
    }

    /// The place `query` names: the same answer and errors as ``PlaceResolver/resolve(_:in:)`` on this
    /// directory's venue.
    /// - Throws: ``PlaceResolutionError`` as ``PlaceResolver/resolve(_:in:)`` does.
    public func resolve(_ query: PlaceQuery) throws(PlaceResolutionError) -> ResolvedPlace {
        try PlaceResolver.resolve(query, in: storage.venue, lookup: self)
    }

    /// Every place of a category or kind: the same places as ``PlaceResolver/places(ofKind:in:)`` on this
    /// directory's venue, with the spaces' points computed once.
    public func places(ofKind kind: String) -> [ResolvedPlace] {
        PlaceResolver.places(ofKind: kind, in: storage.venue, lookup: self)
    }

    /// The point of space `i` (``PlaceResolver/point(of:)``), computed on first use.
    func point(ofSpace i: Int) -> Point {
        points.lock.lock()
        let known = points.known[i]
        points.lock.unlock()
        if let known { return known }
        let p = PlaceResolver.point(of: storage.venue.spaces[i])
        points.lock.lock()
        points.known[i] = p
        points.lock.unlock()
        return p
    }

    /// The first space with id `id`.
    func space(id: String) -> Int? {
        if let t = storage.stored { return t.indices(.spaceID, id).first }
        return storage.hashed?.spaceByID[id]
    }

    /// The first destination with id `id`.
    func destination(id: String) -> Int? {
        if let t = storage.stored { return t.indices(.destinationID, id).first }
        return storage.hashed?.destinationByID[id]
    }

    /// Destinations named exactly `name`, else ignoring case; spaces with `name` among their names.
    func named(_ name: String) -> (destinations: [Int], spaces: [Int]) {
        if let t = storage.stored {
            let exact = t.indices(.destinationName, name)
            return (exact.isEmpty ? t.indices(.destinationLowercasedName, name.lowercased()) : exact, t.indices(.spaceName, name))
        }
        let exact = storage.hashed?.destinationsByName[name] ?? []
        return (exact.isEmpty ? storage.hashed?.destinationsByLowercasedName[name.lowercased()] ?? [] : exact, storage.hashed?.spacesByName[name] ?? [])
    }
}
