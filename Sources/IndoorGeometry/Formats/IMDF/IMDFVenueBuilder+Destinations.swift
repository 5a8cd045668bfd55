/// Destinations of an IMDF venue: occupants (through anchor → unit), amenities (through `unit_ids` and
/// their point) and named units that no occupant already names.
extension IMDFVenueBuilder {
    mutating func buildDestinations() {
        var anchorByID: [String: IMDFAnchor] = [:]
        for a in archive.anchors { anchorByID[a.id] = a }
        var occupiedUnits = Set<String>()
        for o in archive.occupants {
            guard let name = text(o.name) else {
                log.add("unnamed-occupant", file: "occupant.geojson", featureID: o.id, key: "", "occupant without a name; skipped")
                continue
            }
            guard let aid = o.anchorID, let anchor = anchorByID[aid] else {
                log.add(
                    "dangling-anchor", file: "occupant.geojson", featureID: o.id, key: "",
                    "anchor_id does not name an anchor in anchor.geojson; occupant kept without a place")
                venue.destinations.append(Destination(id: o.id, name: name, categories: o.category.map { [$0] } ?? []))
                continue
            }
            var spaces: [Int] = []
            if let u = anchor.unitID {
                if let s = spacesOfUnit[u] {
                    spaces = s
                    occupiedUnits.insert(u)
                } else {
                    log.add("dangling-unit", file: "anchor.geojson", featureID: anchor.id, key: "", "unit_id does not name a unit in unit.geojson")
                }
            }
            var points: [FloorPoint] = []
            if let p = anchor.point, let first = spaces.first { points = [FloorPoint(floorIndex: venue.spaces[first].floorIndex, point: p)] }
            venue.destinations.append(Destination(id: o.id, name: name, categories: o.category.map { [$0] } ?? [], spaceIndices: spaces, points: points))
        }
        for a in archive.amenities {
            var spaces: [Int] = []
            for u in a.unitIDs {
                if let s = spacesOfUnit[u] {
                    spaces += s
                } else {
                    log.add("dangling-unit", file: "amenity.geojson", featureID: a.id, key: "", "unit_ids names a unit missing from unit.geojson")
                }
            }
            guard let first = spaces.first else {
                log.add("amenity-without-unit", file: "amenity.geojson", featureID: a.id, key: "", "amenity in no known unit: its floor is unknown; skipped")
                continue
            }
            let name = text(a.name) ?? a.category ?? a.id
            venue.destinations.append(
                Destination(
                    id: a.id, name: name, categories: a.category.map { [$0] } ?? [], spaceIndices: spaces,
                    points: [FloorPoint(floorIndex: venue.spaces[first].floorIndex, point: a.point)]))
        }
        for unit in archive.units where !occupiedUnits.contains(unit.id) {
            guard let name = text(unit.name), let spaces = spacesOfUnit[unit.id] else { continue }
            venue.destinations.append(Destination(id: unit.id, name: name, categories: unit.category.map { [$0] } ?? [], spaceIndices: spaces))
        }
    }
}
