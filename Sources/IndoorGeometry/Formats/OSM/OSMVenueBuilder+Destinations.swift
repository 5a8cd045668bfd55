/// Destinations: every space feature with a name, `ref` or category, and every node (not a door or
/// an elevator) with a name, `amenity`, `shop` or other category on a level.
///
/// The destination's id is the OSM id (`way/123`), so a room on several levels is found by its id, and
/// its categories are the mapped category then the original tag values (``OSMTags/categories(_:)``).
extension OSMVenueBuilder {
    mutating func buildPointDestinations() {
        for (k, item) in items.enumerated() {
            let t = item.feature.tags
            let names = OSMTags.names(t)
            let categories = OSMTags.categories(t).destination
            if let spaces = spacesOfItem[k] {
                guard !names.isEmpty || !categories.isEmpty else { continue }
                venue.destinations.append(
                    Destination(id: item.feature.id, name: names.first ?? categories[0], categories: categories, spaceIndices: spaces))
                continue
            }
            guard !used[k], case .point = item.feature.geometry, !names.isEmpty || !categories.isEmpty,
                t["level"] != nil || t["repeat_on"] != nil, let p = point(k)
            else { continue }
            used[k] = true
            let b = building(at: p)
            var points: [FloorPoint] = []
            for level in levelsOf(k) {
                let fi = floor(building: b, level: level)
                points.append(FloorPoint(floorIndex: fi, point: p))
            }
            venue.destinations.append(
                Destination(id: item.feature.id, name: names.first ?? categories[0], categories: categories, spaceIndices: [], points: points))
        }
    }
}
