/// Turns decoded OSM documents (Simple Indoor Tagging) into a ``Venue``; see ``OSMReader`` for the
/// mapping. Never throws: what it cannot read becomes a warning or a count in
/// ``Venue/otherFeatureCounts``.
struct OSMVenueBuilder {
    /// One feature with the file it came from.
    struct Item {
        var feature: OSMFeature
        var file: String
    }

    let items: [Item]
    let options: OSMReader.Options
    var log = IMDFWarningLog()
    var venue: Venue
    let projection: LocalProjection
    /// Building outlines (metres) by building index; the last building may be the synthetic one.
    var buildingOutlines: [MultiPolygon] = []
    /// Each outline's box grown by the door tolerance, to skip outlines far from a point.
    var buildingBoxes: [BoundingBox] = []
    /// Index of the building holding indoor features outside every outline, once made.
    var defaultBuilding: Int?
    var levels = OSMLevelTable()
    /// (building index, level) → floor index.
    var floorOf: [FloorKey: Int] = [:]
    var outdoorFloor: Int?
    /// Floors named by an `indoor=level` feature (the first name wins).
    var levelNamedFloors: Set<Int> = []
    /// Item index → the spaces made from it (one per level and polygon part).
    var spacesOfItem: [Int: [Int]] = [:]
    /// Space indices per floor, for joining doors and connections to spaces (filled before doors).
    var spacesByFloor: [[Int]] = []
    /// Item index → whether some part of the reader used it (the rest is counted as other).
    var used: [Bool]

    struct FloorKey: Hashable {
        var building: Int
        var level: OSMLevel
    }

    init(items: [Item], options: OSMReader.Options, name: String) {
        self.items = items
        self.options = options
        var lo = GeoCoordinate(longitude: 180, latitude: 90), hi = GeoCoordinate(longitude: -180, latitude: -90)
        for item in items {
            for c in item.feature.geometry.allCoordinates {
                lo = GeoCoordinate(longitude: min(lo.longitude, c.longitude), latitude: min(lo.latitude, c.latitude))
                hi = GeoCoordinate(longitude: max(hi.longitude, c.longitude), latitude: max(hi.latitude, c.latitude))
            }
        }
        let origin = GeoCoordinate(longitude: (lo.longitude + hi.longitude) / 2, latitude: (lo.latitude + hi.latitude) / 2)
        projection = LocalProjection(origin: origin)
        venue = Venue(name: name, format: .osm, projection: projection)
        venue.spaceBoundaryWallThickness = OSMReader.roomBoundaryWallThickness
        used = Array(repeating: false, count: items.count)
    }

    mutating func build() -> Venue {
        readLevelNames()
        buildBuildings()
        buildSpaces()
        buildWallsAndColumns()
        buildOutdoor()
        buildDoors()
        buildVerticalConnections()
        buildPointDestinations()
        sortBuildingFloors()
        for (k, item) in items.enumerated() where !used[k] {
            venue.otherFeatureCounts[OSMTags.describe(item.feature.tags), default: 0] += 1
        }
        venue.warnings += log.warnings
        return venue
    }

    // MARK: geometry

    /// A position in metres, or `nil` (with a warning) when it lies further than
    /// ``OSMReader/maxDistanceFromOrigin`` from the venue: a stray node, not part of an indoor map.
    mutating func project(_ cs: [GeoCoordinate], _ k: Int) -> [Point]? {
        var out: [Point] = []
        out.reserveCapacity(cs.count)
        for c in cs {
            let p = projection.project(c)
            guard abs(p.x) <= OSMReader.maxDistanceFromOrigin, abs(p.y) <= OSMReader.maxDistanceFromOrigin else {
                warn(k, "far-position", "position \(c) is more than 100 km from the venue's centre; feature skipped")
                return nil
            }
            out.append(p)
        }
        return out
    }

    /// The feature's polygons in metres: rings closed, outlines that cross themselves repaired by an
    /// overlay (or skipped when that leaves nothing), each with a warning naming the tag and the id.
    mutating func polygons(_ k: Int) -> [Polygon] {
        guard case let .polygons(ps) = items[k].feature.geometry else { return [] }
        var out: [Polygon] = []
        for rings in ps {
            var rs: [Ring] = []
            for (r, ring) in rings.enumerated() {
                guard let pts = project(ring, k) else { return [] }
                do {
                    rs.append(try Ring(closing: pts))
                } catch {
                    warn(k, "bad-ring", "\(r == 0 ? "outline" : "hole \(r)"): \(error.description); \(r == 0 ? "polygon" : "hole") skipped")
                    if r == 0 { break }
                }
            }
            guard let shell = rs.first else { continue }
            let polygon = Polygon(shell: shell, holes: Array(rs.dropFirst()))
            if polygon.isValid() {
                out.append(polygon)
                continue
            }
            // The overlay keeps the parts of positive winding; the same outline reversed adds the lobes a
            // bow tie winds the other way round, so every lobe the outline encloses is kept.
            let reversed = Polygon(shell: Ring(uncheckedPoints: shell.points.reversed()), holes: [])
            let lobes = MultiPolygon.union(of: [Polygon(shell: shell)]).union(MultiPolygon.union(of: [reversed]))
            let holes = MultiPolygon(rs.dropFirst().map { Polygon(shell: $0) })
            let repaired = (holes.polygons.isEmpty ? lobes : lobes.difference(holes)).polygons.filter { $0.shell.area > OSMReader.minimumRepairedArea }
            if repaired.isEmpty || !MultiPolygon(repaired).isValid {
                warn(k, "invalid-outline", "outline crosses itself and cannot be repaired; skipped")
            } else {
                warn(k, "repaired-outline", "outline crosses itself; repaired into \(repaired.count) valid polygon(s)")
                out += repaired
            }
        }
        return out
    }

    /// The feature's line in metres (a polygon's outer rings for an area drawn where a line is meant).
    mutating func lines(_ k: Int) -> [[Point]] {
        switch items[k].feature.geometry {
        case .point: return []
        case let .line(cs): return project(cs, k).map { [$0] } ?? []
        case let .polygons(ps): return ps.compactMap { $0.first.flatMap { project($0, k) } }
        }
    }

    mutating func point(_ k: Int) -> Point? {
        guard case let .point(c) = items[k].feature.geometry else { return nil }
        return project([c], k)?.first
    }

    /// Adds a warning about feature `k`, naming its describing tag; repeats of a code fold into one line.
    mutating func warn(_ k: Int, _ code: String, _ message: String) {
        let f = items[k].feature
        log.add(code, file: items[k].file, featureID: f.id, key: "", "\(OSMTags.describe(f.tags)): \(message)")
    }

    // MARK: buildings and floors

    /// Buildings from `building=*` outlines that are not themselves indoor features.
    private mutating func buildBuildings() {
        for (k, item) in items.enumerated() {
            let t = item.feature.tags
            guard let b = t["building"], b != "no", t["indoor"] == nil, case .polygons = item.feature.geometry else { continue }
            let ps = polygons(k)
            guard !ps.isEmpty else { continue }
            used[k] = true
            let name = OSMTags.names(t).first ?? item.feature.id
            venue.buildings.append(Building(id: item.feature.id, name: name, floorIndices: []))
            buildingOutlines.append(MultiPolygon(ps))
            buildingBoxes.append(MultiPolygon(ps).boundingBox.expanded(by: options.doorTolerance))
        }
        // One named building names the venue; a campus keeps the source's name.
        if venue.buildings.count == 1, let n = items.first(where: { $0.feature.id == venue.buildings[0].id })?.feature.tags["name"] { venue.name = n }
    }

    /// The building a point lies in or on (outline within ``OSMReader/Options/doorTolerance``), else the
    /// default building (made on first use: indoor features outside every `building=*` outline).
    mutating func building(at p: Point) -> Int {
        for (b, outline) in buildingOutlines.enumerated() where b < buildingBoxes.count && buildingBoxes[b].contains(p) {
            if outline.locate(p, tolerance: options.doorTolerance) != .exterior { return b }
        }
        if let d = defaultBuilding { return d }
        defaultBuilding = venue.buildings.count
        let name = venue.name
        venue.buildings.append(Building(id: buildingOutlines.isEmpty ? "venue" : "indoor", name: name, floorIndices: []))
        buildingOutlines.append(MultiPolygon())
        return defaultBuilding!
    }

    /// The levels feature `k` is on (`level` and `repeat_on`), or level 0 with a warning when it has none.
    mutating func levelsOf(_ k: Int) -> [OSMLevel] {
        let t = items[k].feature.tags
        let parsed = levels.levels(level: t["level"], repeatOn: t["repeat_on"])
        if !parsed.isEmpty { return parsed }
        warn(k, "missing-level", "no level tag; read as level 0")
        return [.number(0)]
    }

    /// The floor of `level` in building `b`, made on first use.
    mutating func floor(building b: Int, level: OSMLevel) -> Int {
        let key = FloorKey(building: b, level: level)
        if let f = floorOf[key] { return f }
        let text = level.description
        let single = buildingOutlines.count <= 1
        let id = single ? text : "\(venue.buildings[b].id):\(text)"
        let name = levels.displayName(of: level) ?? "Level \(text)"
        let fi = venue.floors.count
        venue.floors.append(Floor(id: id, name: name, shortName: text, ordinal: levels.ordinal(of: level), buildingIndex: b))
        venue.buildings[b].floorIndices.append(fi)
        floorOf[key] = fi
        return fi
    }

    /// The outdoor floor (ordinal 0, no building), made on first use.
    mutating func outdoor() -> Int {
        if let o = outdoorFloor { return o }
        outdoorFloor = venue.floors.count
        venue.floors.append(Floor(id: "outdoor", name: "Outdoors", ordinal: 0, isOutdoor: true))
        return outdoorFloor!
    }

    private mutating func sortBuildingFloors() {
        let floors = venue.floors
        for b in venue.buildings.indices {
            venue.buildings[b].floorIndices.sort { (floors[$0].ordinal, $0) < (floors[$1].ordinal, $1) }
        }
    }

    /// Names of non-numeric levels from `level:ref` (a feature on one numeric level naming it, and the
    /// level's display name everywhere) and from `indoor=level` features' `name` (the display name of that
    /// level in the building the feature lies in only: see ``buildWallsAndColumns()``; campuses name each
    /// building's floors their own way).
    private mutating func readLevelNames() {
        for item in items {
            let t = item.feature.tags
            let parsed = OSMLevel.parse(t["level"] ?? "")
            guard parsed.count == 1, case .number = parsed[0] else { continue }
            if let ref = t["level:ref"] { levels.name(parsed[0], ref) }
            if t["indoor"] == "level", let n = t["name"] { levels.name(parsed[0], n, display: false) }
        }
        levels.register(.number(0))
        for (k, item) in items.enumerated() {
            for l in levels.levels(level: item.feature.tags["level"], repeatOn: item.feature.tags["repeat_on"]) { levels.register(l) }
            for case let .name(n) in OSMLevel.parse(item.feature.tags["level"] ?? "") + OSMLevel.parse(item.feature.tags["repeat_on"] ?? "") {
                if levels.resolve(n) == nil {
                    levels.addUnordered(n)
                    warn(k, "non-numeric-level", "level '\(n)' is not a number and no level:ref names it; ordered above the numbered levels")
                }
            }
        }
    }
}
