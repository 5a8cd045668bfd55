/// Doors from nodes tagged `door=*`, `entrance=*` or `indoor=door`.
///
/// SIT draws a door as a node on the outline of the rooms it joins. The reader finds, on each of the
/// node's levels, the spaces whose outline passes within ``OSMReader/Options/doorTolerance`` of it, and
/// makes a door span centred on the node along the nearest edge, as wide as `width` (default
/// ``OSMReader/Options/doorWidth``). An entrance node on a building outline, when the data has an outdoor
/// floor, is a building entrance: its door also joins the outdoor floor (an anchor on each floor). Those
/// anchors are at the node, unless a footway is drawn through it (`highway=footway|path|corridor|
/// pedestrian|steps` line with the node as a vertex): then the footway's neighbouring vertex inside the
/// building outline is where the entrance is entered on the building's side and the one outside where it
/// is left outdoors, each when within ``OSMReader/Options/entranceApproach`` of the node.
/// A door node on no outline is reported and skipped. Rooms without any door node stay doorless here.
extension OSMVenueBuilder {
    /// The distance from `p` to the nearest edge of `polygon` and that edge's unit direction.
    static func nearestEdge(_ polygon: Polygon, _ p: Point) -> (distance: Double, direction: Point)? {
        var best: (Double, Point)? = nil
        for ring in polygon.rings {
            for i in 0 ..< ring.edgeCount {
                let e = ring.edge(i)
                guard let u = (e.end - e.start).normalized else { continue }
                let d = e.distance(to: p)
                if best.map({ d < $0.0 }) ?? true { best = (d, u) }
            }
        }
        return best
    }

    /// Spaces of floor `fi` whose outline passes within the door tolerance of `p` (or, with `containing`,
    /// that hold `p`: outdoor paths drawn into a building entrance), nearest first, with the direction of
    /// the edge found.
    func spaces(near p: Point, onFloor fi: Int, containing: Bool = false) -> [(space: Int, direction: Point)] {
        let tol = options.doorTolerance
        var found: [(Int, Double, Point)] = []
        for i in fi < spacesByFloor.count ? spacesByFloor[fi] : [] {
            let s = venue.spaces[i]
            let b = s.polygon.shell.boundingBox
            guard p.x >= b.minX - tol, p.x <= b.maxX + tol, p.y >= b.minY - tol, p.y <= b.maxY + tol else { continue }
            guard let e = Self.nearestEdge(s.polygon, p) else { continue }
            if e.distance <= tol {
                found.append((i, e.distance, e.direction))
            } else if containing, s.polygon.locate(p) == .interior {
                found.append((i, tol, e.direction))
            }
        }
        return found.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map { ($0.0, $0.2) }
    }

    static func isDoor(_ t: [String: String]) -> Bool {
        if let d = t["door"], d != "no" { return true }
        if let e = t["entrance"], e != "no" { return true }
        return t["indoor"] == "door"
    }

    static let entranceFootways: Set<String> = ["footway", "path", "corridor", "pedestrian", "steps"]

    /// Footway lines in metres (item index, vertices), read quietly: their positions are checked where
    /// the features are read for themselves.
    func footwayLines() -> [(item: Int, points: [Point])] {
        var out: [(Int, [Point])] = []
        for (k, item) in items.enumerated() {
            guard case let .line(cs) = item.feature.geometry, cs.count >= 2, let h = item.feature.tags["highway"], Self.entranceFootways.contains(h)
            else { continue }
            let ps = cs.map { projection.project($0) }
            if ps.allSatisfy({ abs($0.x) <= OSMReader.maxDistanceFromOrigin && abs($0.y) <= OSMReader.maxDistanceFromOrigin }) { out.append((k, ps)) }
        }
        return out
    }

    /// Where a footway through the entrance node `p` of building `b` steps in and out: its vertices next
    /// to `p`, within ``OSMReader/Options/entranceApproach``, inside and outside the building outline.
    /// Marks the footways used.
    mutating func entranceApproach(_ p: Point, building b: Int, footways: [(item: Int, points: [Point])]) -> (inside: Point?, outside: Point?) {
        var inside: Point?, outside: Point?
        for f in footways {
            for (j, v) in f.points.enumerated() where v.distance(to: p) <= options.doorTolerance {
                for n in [j - 1, j + 1] where f.points.indices.contains(n) {
                    let q = f.points[n]
                    guard q.distance(to: p) <= options.entranceApproach, q.distance(to: p) > options.doorTolerance else { continue }
                    used[f.item] = true
                    if buildingOutlines[b].locate(q) == .interior {
                        inside = inside ?? q
                    } else {
                        outside = outside ?? q
                    }
                }
            }
        }
        return (inside, outside)
    }

    mutating func buildDoors() {
        spacesByFloor = Array(repeating: [], count: venue.floors.count)
        for (i, s) in venue.spaces.enumerated() { spacesByFloor[s.floorIndex].append(i) }
        let footways = outdoorFloor == nil ? [] : footwayLines()
        for (k, item) in items.enumerated() {
            let t = item.feature.tags
            guard Self.isDoor(t), let p = point(k) else { continue }
            used[k] = true
            let b = building(at: p)
            let onBuildingOutline = buildingOutlines[b].polygons.contains { (Self.nearestEdge($0, p)?.distance ?? .infinity) <= options.doorTolerance }
            let width = OSMTags.metres(t["width"]) ?? options.doorWidth
            let levelList = levelsOf(k)
            var placed = false
            for level in levelList {
                let fi = floor(building: b, level: level)
                var joined = spaces(near: p, onFloor: fi)
                var floorsJoined = [fi]
                let isEntrance = t["entrance"] != nil
                if isEntrance, onBuildingOutline, let o = outdoorFloor {
                    joined += spaces(near: p, onFloor: o, containing: true)
                    floorsJoined.append(o)
                }
                guard let first = joined.first else { continue }
                placed = true
                // The span lies along the edge of a walled room when the node is on one: that is the wall it opens.
                let along = joined.first { venue.spaces[$0.space].boundaryIsWall }?.direction ?? first.direction
                let line = Polyline(uncheckedPoints: [p - along * (width / 2), p + along * (width / 2)])
                var flags: AccessFlags = .all
                if OSMTags.restriction(t) != nil { flags.remove(.isPublic) }
                if t["wheelchair"] == "no" { flags.remove(.accessible) }
                if floorsJoined.count > 1 || joined.count == 1 && isEntrance { flags.insert(.outdoors) }
                let id = levelList.count > 1 ? "\(item.feature.id)@\(level)" : item.feature.id
                let approach: (inside: Point?, outside: Point?) = floorsJoined.count > 1 ? entranceApproach(p, building: b, footways: footways) : (nil, nil)
                let anchors = floorsJoined.map { f in
                    let at = (f == outdoorFloor ? approach.outside : approach.inside) ?? p
                    return ConnectionAnchor(floorIndex: f, point: at, geometryID: item.feature.id, flags: flags)
                }
                venue.doors.append(
                    Door(
                        id: id, floorIndex: fi, line: line, spaceIndices: joined.map(\.space), anchors: anchors,
                        isBlocked: t["locked"] == "yes" || t["door"] == "blocked", flags: flags, category: isEntrance ? "entrance" : "door"))
            }
            if !placed {
                warn(k, "door-off-outline", "door or entrance node lies on no space outline (within \(options.doorTolerance) m) on its level; skipped")
            }
        }
    }
}
