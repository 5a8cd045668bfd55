/// Writes a ``Venue`` into a ``PrebuiltWriter`` as flat records, pools of points, rings, polygons, lists
/// and anchors, and strings in the writer's table (layout: docs/formats.md).
///
/// - Complexity: O(size of the venue).
struct PrebuiltVenueEncoder {
    var writer: PrebuiltWriter
    var points: [Point] = []
    var rings: [PrebuiltRange] = []
    var polygons: [PrebuiltRange] = []
    var lists: [UInt32] = []
    var anchors: [PrebuiltAnchorRecord] = []
    var floorPoints: [PrebuiltFloorPointRecord] = []

    mutating func str(_ s: String) -> UInt32 { writer.strings.offset(of: s) }
    mutating func str(_ s: String?) -> UInt32 { writer.strings.offset(of: s) }

    mutating func line(_ p: [Point]) -> PrebuiltRange {
        defer { points.append(contentsOf: p) }
        return PrebuiltRange(start: UInt32(points.count), count: UInt32(p.count))
    }

    /// The polygon's index in the polygon table.
    mutating func polygon(_ p: Polygon) -> UInt32 {
        let first = UInt32(rings.count)
        for r in [p.shell] + p.holes { rings.append(line(r.points)) }
        polygons.append(PrebuiltRange(start: first, count: UInt32(p.holes.count + 1)))
        return UInt32(polygons.count - 1)
    }

    mutating func list(_ values: [UInt32]) -> PrebuiltRange {
        defer { lists.append(contentsOf: values) }
        return PrebuiltRange(start: UInt32(lists.count), count: UInt32(values.count))
    }

    mutating func indices(_ values: [Int]) -> PrebuiltRange { list(values.map { UInt32($0) }) }
    mutating func strings(_ values: [String]) -> PrebuiltRange { list(values.map { str($0) }) }

    mutating func anchorRange(_ a: [ConnectionAnchor]) -> PrebuiltRange {
        let start = UInt32(anchors.count)
        for x in a {
            anchors.append(
                PrebuiltAnchorRecord(
                    x: x.point.x, y: x.point.y, geometryID: str(x.geometryID), floorIndex: UInt32(x.floorIndex),
                    spaceIndex: x.spaceIndex.map { UInt32($0) } ?? PrebuiltCodes.noIndex, access: UInt32(x.flags.rawValue)))
        }
        return PrebuiltRange(start: start, count: UInt32(a.count))
    }

    /// Adds every venue section to the writer.
    mutating func encode(_ v: Venue, inference: VenueInference) {
        let meta = PrebuiltVenueMeta(
            originLongitude: v.projection.origin.longitude, originLatitude: v.projection.origin.latitude,
            wallThickness: v.spaceBoundaryWallThickness ?? 0, inference: PrebuiltInferenceRecord(inference), name: str(v.name),
            format: UInt8(PrebuiltCodes.formats.firstIndex(of: v.format) ?? 0), flags: v.spaceBoundaryWallThickness == nil ? 0 : 1)
        let buildings = v.buildings.map { PrebuiltBuildingRecord(id: str($0.id), name: str($0.name), floors: indices($0.floorIndices)) }
        let floors = v.floors.map { floor($0) }
        let spaces = v.spaces.map { space($0) }
        let walls = v.walls.map { wall($0) }
        let doors = v.doors.map { door($0) }
        let obstacles = v.obstacles.map {
            PrebuiltObstacleRecord(id: str($0.id), floorIndex: UInt32($0.floorIndex), polygon: polygon($0.polygon), kind: str($0.kind))
        }
        let connections = v.connections.map { connection($0) }
        let destinations = v.destinations.map { destination($0) }
        let warnings = v.warnings.map { warning($0) }
        let inferences = v.inferences.map { inferred($0) }
        let counts = v.otherFeatureCounts.keys.sorted().map { PrebuiltCountRecord(count: Int64(v.otherFeatureCounts[$0] ?? 0), key: str($0)) }
        writer.add(.venueMeta, records: [meta])
        writer.add(.buildings, records: buildings)
        writer.add(.floors, records: floors)
        writer.add(.spaces, records: spaces)
        writer.add(.walls, records: walls)
        writer.add(.doors, records: doors)
        writer.add(.obstacles, records: obstacles)
        writer.add(.connections, records: connections)
        writer.add(.destinations, records: destinations)
        writer.add(.warnings, records: warnings)
        writer.add(.inferences, records: inferences)
        writer.add(.otherFeatureCounts, records: counts)
        writer.add(.anchors, records: anchors)
        writer.add(.floorPoints, records: floorPoints)
        writer.add(.points, records: points)
        writer.add(.rings, records: rings)
        writer.add(.polygons, records: polygons)
        writer.add(.lists, records: lists)
    }

    mutating func floor(_ f: Floor) -> PrebuiltFloorRecord {
        let first = UInt32(polygons.count)
        for p in f.outline?.polygons ?? [] { _ = polygon(p) }
        return PrebuiltFloorRecord(
            ordinal: Int64(f.ordinal), id: str(f.id), name: str(f.name), shortName: str(f.shortName),
            buildingIndex: f.buildingIndex.map { UInt32($0) } ?? PrebuiltCodes.noIndex,
            outline: PrebuiltRange(start: first, count: UInt32(f.outline?.polygons.count ?? 0)),
            flags: (f.isOutdoor ? 1 : 0) | (f.outline == nil ? 0 : 2))
    }

    mutating func space(_ s: Space) -> PrebuiltSpaceRecord {
        var kindName = PrebuiltFormat.noString
        if case let .other(k) = s.kind { kindName = str(k) }
        var verticalName = PrebuiltFormat.noString
        if case let .unknown(t) = s.verticalType { verticalName = str(t) }
        let bits = [s.isWalkable, s.isHitTestable, s.boundaryIsWall, s.isVoid, s.displayPoint != nil, s.approachPoint != nil]
        return PrebuiltSpaceRecord(
            displayX: s.displayPoint?.x ?? 0, displayY: s.displayPoint?.y ?? 0, approachX: s.approachPoint?.x ?? 0, approachY: s.approachPoint?.y ?? 0,
            id: str(s.id), kindName: kindName, category: str(s.category), restriction: str(s.restriction), verticalName: verticalName,
            color: str(s.color), polygon: polygon(s.polygon), floorIndex: UInt32(s.floorIndex), names: strings(s.names),
            kindCode: PrebuiltCodes.spaceKind(s.kind), verticalCode: s.verticalType.map(PrebuiltCodes.connectionType) ?? PrebuiltCodes.none,
            flags: Self.bits(bits))
    }

    mutating func wall(_ w: Wall) -> PrebuiltWallRecord {
        PrebuiltWallRecord(thickness: w.thickness, id: str(w.id), floorIndex: UInt32(w.floorIndex), line: line(w.line.points), isExterior: w.isExterior ? 1 : 0)
    }

    mutating func door(_ d: Door) -> PrebuiltDoorRecord {
        PrebuiltDoorRecord(
            entryCost: d.entryCost, id: str(d.id), floorIndex: UInt32(d.floorIndex), category: str(d.category), lineGeometryID: str(d.lineGeometryID),
            line: line(d.line?.points ?? []), spaceIndices: indices(d.spaceIndices), anchors: anchorRange(d.anchors),
            flags: Self.bits([d.isBlocked, d.isListedNonwalkable, d.hasNoExits, d.passesThroughWall]), access: d.flags.rawValue,
            inference: d.inference.flatMap { k in InferredElement.Kind.allCases.firstIndex(of: k).map { UInt8($0) } } ?? PrebuiltCodes.none)
    }

    mutating func connection(_ c: VerticalConnection) -> PrebuiltConnectionRecord {
        var typeName = PrebuiltFormat.noString
        if case let .unknown(t) = c.type { typeName = str(t) }
        return PrebuiltConnectionRecord(
            entryCost: c.entryCost, floorCostMultiplier: c.floorCostMultiplier, id: str(c.id), typeName: typeName, name: str(c.name),
            typeCode: PrebuiltCodes.connectionType(c.type), isBlocked: c.isBlocked ? 1 : 0, isInferred: c.isInferred ? 1 : 0, reserved: 0,
            entrances: anchorRange(c.entrances), exits: anchorRange(c.exits))
    }

    mutating func destination(_ d: Destination) -> PrebuiltDestinationRecord {
        let start = UInt32(floorPoints.count)
        floorPoints.append(contentsOf: d.points.map { PrebuiltFloorPointRecord(x: $0.point.x, y: $0.point.y, floorIndex: UInt32($0.floorIndex)) })
        return PrebuiltDestinationRecord(
            id: str(d.id), name: str(d.name), categories: strings(d.categories), spaceIndices: indices(d.spaceIndices),
            points: PrebuiltRange(start: start, count: UInt32(d.points.count)))
    }

    mutating func warning(_ w: VenueWarning) -> PrebuiltWarningRecord {
        PrebuiltWarningRecord(code: str(w.code), file: str(w.file), featureID: str(w.featureID), message: str(w.message), subject: str(w.subject))
    }

    mutating func inferred(_ e: InferredElement) -> PrebuiltInferredRecord {
        PrebuiltInferredRecord(
            x: e.point.x, y: e.point.y, width: e.width ?? 0, distance: e.distance ?? 0, id: str(e.id), message: str(e.message),
            floorIndex: UInt32(e.floorIndex), spaceIDs: strings(e.spaceIDs), kind: UInt8(InferredElement.Kind.allCases.firstIndex(of: e.kind) ?? 0),
            hasWidth: e.width == nil ? 0 : 1, hasDistance: e.distance == nil ? 0 : 1, reserved: 0)
    }

    static func bits(_ b: [Bool]) -> UInt8 {
        b.enumerated().reduce(0) { $0 | ($1.element ? 1 << UInt8($1.offset) : 0) }
    }
}

extension PrebuiltWriter {
    /// Adds the venue's sections: `venue` as read with `inference`, its inferred elements and warnings.
    /// - Precondition: the venue's pools stay under 2^32 entries each.
    public mutating func add(venue: Venue, inference: VenueInference) {
        var e = PrebuiltVenueEncoder(writer: self)
        e.encode(venue, inference: inference)
        self = e.writer
    }
}
