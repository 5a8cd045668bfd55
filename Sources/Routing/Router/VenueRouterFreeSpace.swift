import Dispatch
import Foundation
import IndoorGeometry

/// A router's free space: the doors it closes on each floor, kept, and the regions themselves, built
/// again when first asked for.
///
/// The meshes hold every vertex of the free space, so once they are built the regions are needed only by
/// tools and checks that read them (``VenueRouter/freeSpace``); keeping them would cost as much again as
/// the mesh vertices. They are rebuilt from the venue with the
/// router's clearance and access (the same inputs give the same regions), once, on first read, and kept
/// from then on. Safe from any thread: a lock guards the rebuild.
final class VenueRouterFreeSpace: @unchecked Sendable {
    /// Metres the walker's centre keeps from walls (``RouterKey/clearance``).
    let clearance: Double
    /// Whether restricted spaces are walkable (``RouterKey/includesNonPublic``).
    let includesRestricted: Bool
    /// Per floor: the doors its free space closes (``VenueFloorFreeSpace/closedDoors``).
    let closedDoors: [[ClosedDoor]]

    private let lock = NSLock()
    private var regions: [VenueFloorFreeSpace]?

    /// Keeps the closed doors of `floors`, not their regions.
    init(_ floors: [VenueFloorFreeSpace], clearance: Double, includesRestricted: Bool) {
        self.clearance = clearance
        self.includesRestricted = includesRestricted
        closedDoors = floors.map(\.closedDoors)
    }

    /// Keeps `closedDoors` (a prebuilt file's); the regions are built on first read.
    init(closedDoors: [[ClosedDoor]], clearance: Double, includesRestricted: Bool) {
        self.clearance = clearance
        self.includesRestricted = includesRestricted
        self.closedDoors = closedDoors
    }

    /// The free space of every floor of `venue` (the router's venue), built on the first call.
    func floors(of venue: Venue) -> [VenueFloorFreeSpace] {
        lock.lock()
        defer { lock.unlock() }
        if let regions { return regions }
        let built = Self.build(venue: venue, clearance: clearance, includesRestricted: includesRestricted, features: VenueFloorFeatures(venue))
        regions = built
        return built
    }

    /// The regions when they have been built again (read without building them).
    var builtFloors: [VenueFloorFreeSpace]? {
        lock.lock()
        defer { lock.unlock() }
        return regions
    }

    /// Builds the free space of every floor, in parallel.
    static func build(venue: Venue, clearance: Double, includesRestricted: Bool, features: VenueFloorFeatures) -> [VenueFloorFreeSpace] {
        let results = IndexedSlots<VenueFloorFreeSpace>(count: venue.floors.count)
        DispatchQueue.concurrentPerform(iterations: venue.floors.count) { f in
            results.set(
                f, VenueFloorFreeSpace(venue: venue, floorIndex: f, clearance: clearance, includesRestricted: includesRestricted, features: features))
        }
        return results.values()
    }
}
