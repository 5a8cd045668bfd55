/// Spaces from `indoor=room|corridor|area`, walls from `indoor=wall`, obstacles from `indoor=column`,
/// floor outlines from `indoor=level`, and the outdoor floor from footways without a level.
extension OSMVenueBuilder {
    /// A point inside the polygon: its box's centre when that is inside, else its pole of inaccessibility.
    func representativePoint(_ p: Polygon) -> Point {
        let b = p.shell.boundingBox
        let c = Point(x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2)
        return p.locate(c) == .interior ? c : IMDFPolygonOverlap.interiorPoint(p, preferred: nil)
    }

    mutating func buildSpaces() {
        for (k, item) in items.enumerated() {
            let t = item.feature.tags
            guard let kind = OSMTags.spaceKind(t) else { continue }
            guard case .polygons = item.feature.geometry else {
                warn(k, "unclosed-way", "an indoor space drawn as an open way (not closed); skipped")
                continue
            }
            let parts = polygons(k)
            guard let first = parts.first else { continue }
            used[k] = true
            let b = building(at: representativePoint(first))
            let levelList = levelsOf(k)
            let names = OSMTags.names(t)
            let category = OSMTags.categories(t).space
            let vertical = OSMTags.verticalType(t)
            let restriction = OSMTags.restriction(t)
            for level in levelList {
                let fi = floor(building: b, level: level)
                for (p, polygon) in parts.enumerated() {
                    var id = item.feature.id
                    if levelList.count > 1 { id += "@\(level)" }
                    if p > 0 { id += "#\(p + 1)" }
                    spacesOfItem[k, default: []].append(venue.spaces.count)
                    venue.spaces.append(
                        Space(
                            id: id, floorIndex: fi, kind: kind, category: category ?? vertical?.description, polygon: polygon, names: names,
                            verticalType: vertical, restriction: restriction, boundaryIsWall: kind == .room))
                }
            }
        }
    }

    /// Walls (`indoor=wall`, and `barrier=*` ways on a level; thickness from `width` or
    /// ``OSMReader/Options/wallThickness``), columns (`indoor=column`) and barrier areas (`barrier=*` with a
    /// level) as obstacles, and level outlines (`indoor=level`) as floor outlines; a level outline on one
    /// level with a `name` names that floor of its building (the first such name wins).
    mutating func buildWallsAndColumns() {
        var drawn = Set<Int>()
        for (k, item) in items.enumerated() {
            let t = item.feature.tags
            var role = t["indoor"]
            if role == nil, let b = t["barrier"], b != "no", t["level"] != nil {
                if case .line = item.feature.geometry { role = "wall" } else if case .polygons = item.feature.geometry { role = "column" }
            }
            switch role {
            case "wall":
                let lines = self.lines(k).filter { $0.count >= 2 }
                guard let anchor = lines.first?.first else { continue }
                used[k] = true
                let b = building(at: anchor)
                let thickness = OSMTags.metres(t["width"]) ?? options.wallThickness
                for level in levelsOf(k) {
                    let fi = floor(building: b, level: level)
                    if t["indoor"] == "wall" { drawn.insert(fi) }
                    for (p, line) in lines.enumerated() {
                        venue.walls.append(
                            Wall(
                                id: p == 0 ? item.feature.id : item.feature.id + "#\(p + 1)", floorIndex: fi, line: Polyline(uncheckedPoints: line),
                                thickness: thickness))
                    }
                }
            case "column", "level":
                let parts = polygons(k)
                guard let first = parts.first else {
                    if case .polygons = item.feature.geometry {} else { warn(k, "not-an-area", "expected a closed way or multipolygon; skipped") }
                    continue
                }
                used[k] = true
                let b = building(at: representativePoint(first))
                let onLevels = levelsOf(k)
                for level in onLevels {
                    let fi = floor(building: b, level: level)
                    if role == "level" {
                        venue.floors[fi].outline = MultiPolygon((venue.floors[fi].outline?.polygons ?? []) + parts)
                        if onLevels.count == 1, let n = t["name"], !n.isEmpty, levelNamedFloors.insert(fi).inserted { venue.floors[fi].name = n }
                    } else {
                        for (p, polygon) in parts.enumerated() {
                            venue.obstacles.append(
                                Obstacle(
                                    id: p == 0 ? item.feature.id : item.feature.id + "#\(p + 1)", floorIndex: fi, polygon: polygon,
                                    kind: t["indoor"] == "column" ? "column" : "barrier"))
                        }
                    }
                }
            default:
                continue
            }
        }
        // A level whose walls are drawn as `indoor=wall` ways has its walls there: its room outlines are
        // not walls too (a second, thinner wall along each drawn one would change the drawn walls' joints).
        for i in venue.spaces.indices where drawn.contains(venue.spaces[i].floorIndex) { venue.spaces[i].boundaryIsWall = false }
    }

    static let outdoorHighways: Set<String> = ["footway", "pedestrian", "path", "living_street"]

    /// The outdoor floor: footway, pedestrian and path ways and areas (`highway=*`, `area:highway=*`)
    /// with no `level` and no `indoor` tag, outside every building outline. Areas are walkable as drawn;
    /// lines become strips as wide as their `width` (default ``OSMReader/Options/outdoorPathWidth``).
    mutating func buildOutdoor() {
        for (k, item) in items.enumerated() where !used[k] {
            let t = item.feature.tags
            guard t["level"] == nil, t["indoor"] == nil,
                let h = t["highway"] ?? t["area:highway"], Self.outdoorHighways.contains(h)
            else { continue }
            var parts: [Polygon]
            switch item.feature.geometry {
            case .point: continue
            case .polygons: parts = polygons(k)
            case .line:
                let width = OSMTags.metres(t["width"]) ?? options.outdoorPathWidth
                parts = lines(k).filter { $0.count >= 2 }.flatMap { Polyline(uncheckedPoints: $0).buffer(distance: width / 2).polygons }
            }
            guard let first = parts.first else { continue }
            let c = representativePoint(first)
            if buildingOutlines.contains(where: { !$0.polygons.isEmpty && $0.locate(c) == .interior }) { continue }
            used[k] = true
            let fi = outdoor()
            for (p, polygon) in parts.enumerated() {
                spacesOfItem[k, default: []].append(venue.spaces.count)
                venue.spaces.append(
                    Space(
                        id: p == 0 ? item.feature.id : item.feature.id + "#\(p + 1)", floorIndex: fi, kind: .area, category: h, polygon: polygon,
                        names: OSMTags.names(t), restriction: OSMTags.restriction(t), boundaryIsWall: false))
            }
        }
    }
}

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
