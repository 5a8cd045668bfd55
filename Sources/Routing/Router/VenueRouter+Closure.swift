import Foundation
import IndoorGeometry

/// Venue-level closures (connections, doors, spaces by id) resolved into the ids a query closes.
extension VenueRouter {
    /// Resolves ids to close for one query: connection ids, floor-joining door ids, space ids.
    /// - Throws: ``VenueClosureError`` for an unknown id, or a same-floor door open in the free space whose span
    ///   could not be made a mesh edge.
    public func closure(of ids: [String]) throws(VenueClosureError) -> VenueClosure {
        var out = VenueClosure()
        for raw in ids {
            let id = raw.trimmingCharacters(in: .whitespaces)
            if venue.connections.contains(where: { $0.id == id }) {
                out.connectionIds.insert(id)
            } else if let d = venue.doors.first(where: { $0.id == id }) {
                if !d.joinsFloors && !graph.isClosableCut(id) && isOpenInFreeSpace(d) { throw .sameFloorDoor(id) }
                out.connectionIds.insert(id)
            } else if let i = venue.spaces.firstIndex(where: { $0.id == id }) {
                out.spaceIndices.insert(i)
                let space = venue.spaces[i]
                for c in venue.connections
                where (c.entrances + c.exits).contains(where: {
                    $0.floorIndex == space.floorIndex && space.polygon.locate($0.point) != .exterior
                }) { out.connectionIds.insert(c.id) }
                for d in venue.doors where d.spaceIndices.contains(i) {
                    if d.joinsFloors || graph.isClosableCut(d.id) {
                        out.connectionIds.insert(d.id)
                    } else if isOpenInFreeSpace(d) && !out.openDoors.contains(d.id) {
                        out.openDoors.append(d.id)
                    }
                }
            } else {
                throw .unknown(id)
            }
        }
        return out
    }

    /// Whether the door's midpoint lies in its floor's free space (a door the clearance or the source closes does not).
    func isOpenInFreeSpace(_ d: Door) -> Bool {
        guard let line = d.line, let a = line.points.first, let b = line.points.last,
            d.floorIndex >= 0 && d.floorIndex < graph.meshes.count
        else { return false }
        return graph.meshes[d.floorIndex].locate(a.interpolated(to: b, t: 0.5)) != nil
    }
}
