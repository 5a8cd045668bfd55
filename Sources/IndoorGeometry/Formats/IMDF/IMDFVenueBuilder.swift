/// Turns a decoded ``IMDFArchive`` into a ``Venue``: floors and buildings from levels, spaces from units,
/// doors from openings (joined to units geometrically), obstacles from fixtures, destinations from
/// occupants, amenities and named units, and inferred vertical connections.
struct IMDFVenueBuilder {
    let archive: IMDFArchive
    let options: IMDFReader.Options
    var log = IMDFWarningLog()
    var venue: Venue
    /// Level id → floor index.
    var floorOfLevel: [String: Int] = [:]
    /// Unit id → indices of its spaces (one per polygon part).
    var spacesOfUnit: [String: [Int]] = [:]
    /// Space index → index into `archive.units`.
    var unitOfSpace: [Int] = []

    var language: String? { options.language ?? archive.manifest.language }

    /// Cell side in metres of the per-level unit edge grid that joins openings to units (a few metres
    /// suits rooms and doors).
    static let openingCellSize = 4.0

    init(archive: IMDFArchive, options: IMDFReader.Options) {
        self.archive = archive
        self.options = options
        venue = Venue(name: "", format: .imdf, projection: archive.projection)
        venue.spaceBoundaryWallThickness = IMDFCategories.unitBoundaryWallThickness  // IMDF draws no walls
    }

    func text(_ label: IMDFLabel?) -> String? { label?.text(preferring: language) }

    mutating func build(sourceName: String) -> Venue {
        venue.name = text(archive.venue?.name) ?? sourceName
        buildFloorsAndBuildings()
        buildSpaces()
        buildDoors()
        buildObstacles()
        buildDestinations()
        inferVerticalConnections()
        addRelationshipConnections()
        venue.warnings = archive.warnings + log.warnings
        return venue
    }

    private mutating func buildFloorsAndBuildings() {
        var buildingIndex: [String: Int] = [:]
        for b in archive.buildings {
            buildingIndex[b.id] = venue.buildings.count
            venue.buildings.append(Building(id: b.id, name: text(b.name) ?? b.id, floorIndices: []))
        }
        for level in archive.levels {
            var bi: Int? = nil
            if let first = level.buildingIDs.first {
                if let known = buildingIndex[first] {
                    bi = known
                } else {
                    log.add(
                        "unknown-building", file: "level.geojson", featureID: level.id,
                        "building_ids names '\(first)', which building.geojson lacks; a building without a name is made for it")
                    buildingIndex[first] = venue.buildings.count
                    bi = venue.buildings.count
                    venue.buildings.append(Building(id: first, name: first, floorIndices: []))
                }
                if level.buildingIDs.count > 1 {
                    log.add(
                        "level-in-several-buildings", file: "level.geojson", featureID: level.id,
                        "level belongs to \(level.buildingIDs.count) buildings; it is listed under the first ('\(first)') only")
                }
            }
            let fi = venue.floors.count
            floorOfLevel[level.id] = fi
            let name = text(level.name) ?? text(level.shortName) ?? "Level \(level.ordinal)"
            venue.floors.append(
                Floor(
                    id: level.id, name: name, shortName: text(level.shortName), ordinal: level.ordinal, buildingIndex: bi,
                    isOutdoor: level.isOutdoor, outline: level.polygons.isEmpty ? nil : MultiPolygon(level.polygons)))
            if let bi { venue.buildings[bi].floorIndices.append(fi) }
        }
        for k in venue.buildings.indices {
            // Stable sort by ordinal: levels sharing an ordinal keep file order.
            let floors = venue.floors
            venue.buildings[k].floorIndices = venue.buildings[k].floorIndices.enumerated()
                .sorted { (floors[$0.element].ordinal, $0.offset) < (floors[$1.element].ordinal, $1.offset) }
                .map(\.element)
        }
    }

    /// Names of occupants per unit id, via anchor → unit.
    private func occupantNamesByUnit() -> [String: [String]] {
        var unitOfAnchor: [String: String] = [:]
        for a in archive.anchors { if let u = a.unitID { unitOfAnchor[a.id] = u } }
        var out: [String: [String]] = [:]
        for o in archive.occupants {
            guard let a = o.anchorID, let u = unitOfAnchor[a], let n = text(o.name) else { continue }
            out[u, default: []].append(n)
        }
        return out
    }

    private mutating func buildSpaces() {
        let occupantNames = occupantNamesByUnit()
        venue.spaces.reserveCapacity(archive.units.count)
        for (ui, unit) in archive.units.enumerated() {
            guard !unit.polygons.isEmpty else { continue }
            guard let fi = floorOfLevel[unit.levelID] else {
                log.add("unknown-level", file: "unit.geojson", featureID: unit.id, "level_id '\(unit.levelID)' is not in level.geojson; unit skipped")
                continue
            }
            var names: [String] = []
            for n in [text(unit.name)] + (occupantNames[unit.id] ?? []).map(Optional.some) + [text(unit.altName)] {
                if let n, !names.contains(n) { names.append(n) }
            }
            let routing = IMDFCategories.routing(category: unit.category, restriction: unit.restriction)
            var walkable = true
            var vertical: ConnectionType? = nil
            switch routing {
            case .walkable, .restricted: break  // restricted: walkable for staff (Space.restriction)
            case .notWalkable: walkable = false
            case let .vertical(t): vertical = t
            }
            if unit.polygons.count > 1 {
                log.add(
                    "multipolygon-unit", file: "unit.geojson", featureID: unit.id, key: "",
                    "unit is a MultiPolygon; each part becomes a space with id '<unit id>#<part>' after the first")
            }
            for (k, polygon) in unit.polygons.enumerated() {
                spacesOfUnit[unit.id, default: []].append(venue.spaces.count)
                unitOfSpace.append(ui)
                // The display point is where labels go and routes start: it must lie in the space.
                var display = unit.displayPoint
                if k > 0 {
                    display = IMDFPolygonOverlap.interiorPoint(polygon, preferred: nil)
                } else if let d = display, !IMDFPolygonOverlap.contains(polygon, d) {
                    log.add(
                        "display-point-outside", file: "unit.geojson", featureID: unit.id, key: "",
                        "display_point lies outside the unit; replaced by a point inside it")
                    display = IMDFPolygonOverlap.interiorPoint(polygon, preferred: nil)
                }
                venue.spaces.append(
                    Space(
                        id: k == 0 ? unit.id : unit.id + "#\(k + 1)", floorIndex: fi, kind: .unit, category: unit.category, polygon: polygon,
                        names: names, isWalkable: walkable, verticalType: vertical, displayPoint: display,
                        restriction: walkable ? unit.restriction : nil,
                        isHitTestable: !IMDFCategories.nonLocatableUnitCategories.contains(unit.category ?? ""),
                        boundaryIsWall: walkable && !IMDFCategories.openUnitCategories.contains(unit.category ?? ""),
                        isVoid: IMDFCategories.voidUnitCategories.contains(unit.category?.lowercased() ?? "")))
            }
        }
    }

    /// Doors from openings. An opening joins the units whose boundary passes near it on its own level;
    /// one that touches fewer than two there is also matched against the units of the other levels at
    /// the same ordinal (an indoor and an outdoor concourse, a ground floor and the campus around it):
    /// IMDF may put several levels at one ordinal, and an opening on their shared boundary joins them.
    /// Such a door gets one anchor per floor (the opening's midpoint) and becomes a floor-joining door.
    private mutating func buildDoors() {
        // One edge index per floor over the units on it, built on first use. IMDF openings do not name
        // units: an opening is a line drawn on the shared boundary of the units it joins, so a unit is
        // joined when its boundary passes within the tolerance of sample points on the opening.
        var perFloor: [[(id: Int, polygon: Polygon)]] = Array(repeating: [], count: venue.floors.count)
        for (si, s) in venue.spaces.enumerated() { perFloor[s.floorIndex].append((si, s.polygon)) }
        var indexOfFloor: [Int: BoundaryEdgeIndex] = [:]
        var floorsAtOrdinal: [Int: [Int]] = [:]
        for (fi, f) in venue.floors.enumerated() { floorsAtOrdinal[f.ordinal, default: []].append(fi) }
        let tol = options.openingTolerance
        let fractions = options.openingSampleFractions.isEmpty ? [0.5] : options.openingSampleFractions
        func spaces(near samples: [Point], onFloor fi: Int) -> [Int] {
            if indexOfFloor[fi] == nil { indexOfFloor[fi] = BoundaryEdgeIndex(polygons: perFloor[fi], cellSize: Self.openingCellSize) }
            guard let index = indexOfFloor[fi] else { return [] }
            var joined: [Int] = []
            for p in samples { index.ids(near: p, tolerance: tol, into: &joined) }
            return joined.sorted()
        }
        for o in archive.openings {
            guard let fi = floorOfLevel[o.levelID] else {
                log.add("unknown-level", file: "opening.geojson", featureID: o.id, "level_id '\(o.levelID)' is not in level.geojson; opening skipped")
                continue
            }
            var samples: [Point] = []
            if let line = o.line {
                samples = fractions.map { line.imdfPoint(atFraction: min(1, max(0, $0))) }
            } else if let p = o.displayPoint {
                samples = [p]
            }
            var joined = spaces(near: samples, onFloor: fi)
            let mid = samples.first ?? .zero
            var otherFloors: [Int] = []
            if joined.count < 2 {
                for other in floorsAtOrdinal[venue.floors[fi].ordinal] ?? [] where other != fi {
                    let found = spaces(near: samples, onFloor: other)
                    if !found.isEmpty {
                        joined += found
                        otherFloors.append(other)
                    }
                }
            }
            if joined.isEmpty {
                log.add("opening-no-unit", file: "opening.geojson", featureID: o.id, key: "", "opening lies on no unit boundary (within \(tol) m)")
            } else if joined.count == 1 {
                log.add(
                    "opening-one-unit", file: "opening.geojson", featureID: o.id, key: "",
                    "opening lies on the boundary of one unit only (an exterior door, or drawn off the shared edge)")
            }
            if let c = o.category, c == "automobile", !venue.floors[fi].isOutdoor {
                log.add(
                    "automobile-opening", file: "opening.geojson", featureID: o.id, key: "",
                    "opening category 'automobile' on an indoor level; kept as written (routing should not read it as a car-only door)")
            }
            var flags: AccessFlags = .all
            // Any access control (badge reader, key, guard…) means not open to the public. IMDF
            // `accessibility` lists aids present, so its absence does not make a door inaccessible.
            if !o.accessControl.isEmpty { flags.remove(.isPublic) }
            if joined.count == 1 || joined.contains(where: { venue.floors[venue.spaces[$0].floorIndex].isOutdoor }) { flags.insert(.outdoors) }
            // The midpoint lies on the boundary of the units it joins, so no space contains it.
            let anchors = ([fi] + otherFloors).map { ConnectionAnchor(floorIndex: $0, point: mid, spaceIndex: nil, geometryID: o.id, flags: flags) }
            venue.doors.append(
                Door(
                    id: o.id, floorIndex: fi, line: o.line, spaceIndices: joined, anchors: anchors, entryCost: 0,
                    isBlocked: o.accessControl.contains("outofservice"), flags: flags, category: o.category))
        }
    }

    private mutating func buildObstacles() {
        for f in archive.fixtures {
            guard let fi = floorOfLevel[f.levelID] else {
                log.add("unknown-level", file: "fixture.geojson", featureID: f.id, "level_id '\(f.levelID)' is not in level.geojson; fixture skipped")
                continue
            }
            for (k, p) in f.polygons.enumerated() {
                venue.obstacles.append(Obstacle(id: k == 0 ? f.id : f.id + "#\(k + 1)", floorIndex: fi, polygon: p, kind: f.category ?? "fixture"))
            }
        }
    }
}
